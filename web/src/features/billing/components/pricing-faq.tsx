import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from '../../../i18n/use-translation';

// SPEC §9 FAQ facts: 30-day guarantee, cancellation at the end of the period, plan changes at once,
// deletion within 48 hours (ours is immediate).
const QUESTIONS = ['guarantee', 'cancel', 'change', 'delete'] as const;

export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-16 max-w-3xl">
      <h2 id="faq-title" className="text-center text-3xl font-extrabold text-ink">{t('pricing.faq.title')}</h2>
      <Accordion.Root type="single" collapsible className="mt-6 flex flex-col gap-3">
        {QUESTIONS.map((q) => (
          <Accordion.Item key={q} value={q} className="rounded-3xl border border-line bg-card shadow-soft">
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-3xl px-5 py-4 text-left font-display text-lg font-bold text-ink">
                {t(`pricing.faq.${q}.q`)}
                <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-ink-soft">{t(`pricing.faq.${q}.a`)}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}

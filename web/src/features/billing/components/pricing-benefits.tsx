import { Download, Languages, ShieldCheck, Undo2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

const BENEFITS = [
  { key: 'safe', Icon: ShieldCheck },
  { key: 'languages', Icon: Languages },
  { key: 'yours', Icon: Download },
  { key: 'cancel', Icon: Undo2 },
] as const;

export function PricingBenefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="mt-16">
      <h2 id="benefits-title" className="text-center text-3xl font-extrabold text-ink">{t('pricing.benefits.title')}</h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="rounded-3xl border border-line bg-card p-5 shadow-soft">
            <Icon className="h-8 w-8 text-teal-600" aria-hidden />
            <p className="mt-3 font-display text-lg font-bold text-ink">{t(`pricing.benefits.${key}.title`)}</p>
            <p className="mt-1 text-ink-soft">{t(`pricing.benefits.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

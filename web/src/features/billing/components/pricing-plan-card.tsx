import { PLANS, type BillingInterval, type PlanId } from '@storyloom/contracts/plans';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PlanIcon } from '../../../components/plan-icon';
import { cn } from '../../../lib/cn';
import { formatMoney, priceOf } from '../plan-display';
import { PlanFeatureList } from './plan-feature-list';

/** One plan on /pricing (SPEC §3 'Plan card'): name, price per interval, features, and its action. */
export function PricingPlanCard({ plan, interval, current, action }: { plan: PlanId; interval: BillingInterval; current: boolean; action: ReactNode }) {
  const { t, i18n } = useTranslation();
  const popular = PLANS[plan].popular;
  const price = priceOf(plan, interval);
  return (
    <article
      data-testid={`plan-${plan}`}
      aria-labelledby={`plan-${plan}-name`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-card p-6 shadow-soft',
        popular ? 'border-coral-500 ring-2 ring-coral-500/40 lg:-mt-3 lg:mb-3' : 'border-line',
        current && 'bg-teal-50/50',
      )}
    >
      {popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-coral-600 px-4 py-1 text-sm font-bold whitespace-nowrap text-white shadow-soft">
          {t('pricing.popular')}
        </p>
      )}
      <div className="flex items-center gap-3">
        <PlanIcon plan={plan} className="h-10 w-10" />
        <h2 id={`plan-${plan}-name`} className="font-display text-2xl font-extrabold text-ink">{t(`plans.${plan}`)}</h2>
      </div>
      <p className="mt-2 min-h-12 text-ink-soft">{t(`pricing.plans.${plan}`)}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-extrabold text-ink" data-testid={`price-${plan}`}>
          {price === 0 ? t('pricing.free') : formatMoney(price, i18n.language)}
        </span>
        {price > 0 && <span className="whitespace-nowrap text-ink-soft">{t(`billing.perInterval.${interval}`)}</span>}
      </p>
      <PlanFeatureList plan={plan} className="flex-1" />
      <div className="mt-6">{action}</div>
    </article>
  );
}

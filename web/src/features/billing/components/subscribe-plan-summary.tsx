import type { PaidPlanId } from '@storyloom/contracts/billing';
import type { BillingInterval } from '@storyloom/contracts/plans';
import { useTranslation } from '../../../i18n/use-translation';
import { PlanIcon } from '../../../components/plan-icon';
import { Card, CardBody } from '../../../components/ui/card';
import { formatMoney, priceOf } from '../plan-display';
import { PlanFeatureList } from './plan-feature-list';

/** SPEC §2 '/subscribe': the plan card (name, price, 'per {interval}', features). */
export function SubscribePlanSummary({ plan, interval }: { plan: PaidPlanId; interval: BillingInterval }) {
  const { t, i18n } = useTranslation();
  return (
    <Card data-testid="subscribe-plan">
      <CardBody>
        <p className="text-sm font-semibold text-ink-soft">{t('subscribe.summary')}</p>
        <h2 className="mt-2 flex items-center gap-3 font-display text-2xl font-extrabold text-ink">
          <PlanIcon plan={plan} className="h-10 w-10" />
          {t(`plans.${plan}`)}
        </h2>
        <p className="mt-4 flex items-baseline gap-2">
          <span className="font-display text-4xl font-extrabold text-ink" data-testid="subscribe-price">{formatMoney(priceOf(plan, interval), i18n.language)}</span>
          <span className="text-ink-soft" data-testid="subscribe-interval">{t(`billing.perInterval.${interval}`)}</span>
        </p>
        <PlanFeatureList plan={plan} />
      </CardBody>
    </Card>
  );
}

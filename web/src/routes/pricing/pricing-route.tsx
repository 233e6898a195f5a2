import { PLAN_IDS, PLANS, type BillingInterval } from '@storyloom/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../features/auth/hooks/use-session';
import { billingInfoQuery, subscriptionQuery } from '../../features/billing/api/billing';
import { HydratedApart } from '../../components/ui/hydrated-apart';
import { DemoBadge } from '../../features/billing/components/demo-badge';
import { IntervalToggle } from '../../features/billing/components/interval-toggle';
import { PricingAction } from '../../features/billing/components/pricing-action';
import { PricingBenefits } from '../../features/billing/components/pricing-benefits';
import { PricingFaq } from '../../features/billing/components/pricing-faq';
import { PricingPlanCard } from '../../features/billing/components/pricing-plan-card';

/** /pricing (SPEC §2), public: plans, benefits, FAQ; what each button does depends on the viewer. */
export default function PricingRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const subscription = useQuery({ ...subscriptionQuery, enabled: user !== null });
  const info = useQuery(billingInfoQuery);
  const currentInterval = subscription.data?.interval ?? null;
  const [interval, setInterval] = useState<BillingInterval | null>(null);
  const shown = interval ?? currentInterval ?? 'month';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold text-balance text-ink sm:text-5xl">{t('pricing.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-ink-soft">{t('pricing.subtitle')}</p>
        {user && (
          <p role="status" data-testid="pricing-message" className="mx-auto mt-5 inline-flex max-w-2xl items-start gap-2 rounded-3xl bg-teal-50 px-5 py-3 text-left font-semibold text-teal-700">
            <Sparkles className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
            {user.subscriptionPlan === 'free'
              ? t('pricing.upgradeMessage', { count: PLANS.free.storiesPerMonth })
              : t('pricing.currentPlanMessage', { plan: t(`plans.${user.subscriptionPlan}`) })}
          </p>
        )}
        <div className="mt-7 flex flex-col items-center gap-3">
          <IntervalToggle value={shown} onChange={setInterval} />
          {info.data?.provider === 'demo' && <DemoBadge />}
        </div>
      </header>

      <div className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PLAN_IDS.map((plan) => (
          <HydratedApart key={plan}>
            <PricingPlanCard
              plan={plan}
              interval={shown}
              current={user?.subscriptionPlan === plan}
              action={<PricingAction plan={plan} interval={shown} currentPlan={user?.subscriptionPlan ?? null} currentInterval={currentInterval} />}
            />
          </HydratedApart>
        ))}
      </div>

      <HydratedApart>
        <PricingBenefits />
      </HydratedApart>
      <HydratedApart>
        <PricingFaq />
      </HydratedApart>
    </div>
  );
}

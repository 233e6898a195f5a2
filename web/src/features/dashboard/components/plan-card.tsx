import { PLANS, isUnlimited, type PlanId } from '@storyloom/contracts/plans';
import type { PlanStatus } from '@storyloom/contracts/user';
import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { PlanIcon } from '../../../components/plan-icon';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { usagePercent } from '../story-stats';

// SPEC §2: the upgrade button shows unless the plan is premium; pro is above premium, so it hides too.
const TOP_PLANS: readonly PlanId[] = ['premium', 'pro'];

export function PlanCard({ status, fallbackPlan, loading, failed }: {
  status: PlanStatus | undefined;
  fallbackPlan: PlanId;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation();
  const plan = status?.plan ?? fallbackPlan;
  const limits = status?.limits ?? PLANS[plan];
  const used = status?.usage.storiesThisMonth ?? 0;
  const unlimited = isUnlimited(limits.storiesPerMonth);
  const planName = t(`plans.${plan}`);

  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-br from-teal-600 to-teal-700 px-5 py-5 text-white sm:px-6">
        <p className="text-sm font-semibold text-teal-50">{t('dashboard.plan.title')}</p>
        <p className="mt-1 flex items-center gap-2.5 font-display text-2xl font-extrabold" data-testid="plan-name">
          <PlanIcon plan={plan} className="bg-white/95" />
          {t('dashboard.plan.name', { plan: planName })}
        </p>
        <p className="mt-1 text-sm text-teal-50">{t('dashboard.plan.chapters', { count: limits.maxChaptersPerStory })}</p>
      </div>
      <CardBody>
        {loading ? (
          <div className="flex justify-center py-3"><Spinner label={t('common.loading')} /></div>
        ) : failed ? (
          <p role="alert" className="text-coral-600">{t('dashboard.plan.loadError')}</p>
        ) : (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold text-ink">{t('dashboard.plan.usage')}</p>
              <p className="font-display text-lg font-extrabold text-ink" data-testid="plan-usage">
                {unlimited
                  ? t('dashboard.plan.unlimited')
                  : t('dashboard.plan.usageValue', { used, limit: limits.storiesPerMonth })}
              </p>
            </div>
            {unlimited ? (
              <p className="mt-2 text-sm text-ink-soft">{t('dashboard.plan.usageUnlimited', { used })}</p>
            ) : (
              <ProgressBar
                className="mt-3"
                value={usagePercent(used, limits.storiesPerMonth)}
                label={t('dashboard.plan.usage')}
              />
            )}
          </>
        )}
        {!TOP_PLANS.includes(plan) && (
          <Button asChild className="mt-5 w-full">
            <Link to="/pricing">
              {t('dashboard.plan.upgrade')}
              <ArrowUpRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        )}
      </CardBody>
    </Card>
  );
}

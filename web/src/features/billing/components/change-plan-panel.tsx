import type { PaidPlanId, SubscriptionView } from '@storyloom/contracts/billing';
import type { BillingInterval } from '@storyloom/contracts/plans';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { changePlan } from '../api/billing';
import { useRefreshPlan } from '../hooks/use-refresh-plan';
import { SubscribePlanSummary } from './subscribe-plan-summary';

/** A family that already pays changes plan at once (SPEC §9 FAQ), with the card on file. */
export function ChangePlanPanel({ plan, interval, current }: { plan: PaidPlanId; interval: BillingInterval; current: SubscriptionView }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshPlan();
  const change = useMutation({
    mutationFn: changePlan,
    onSuccess: async (view) => {
      await refresh();
      toast.success(t('billing.toast.planChanged'), {
        description: t('billing.toast.planChangedBody', { plan: t(`plans.${view.plan}`), interval: t(`billing.billed.${view.interval ?? interval}`) }),
      });
      void navigate('/account');
    },
    onError: (error) => {
      const message = isApiError(error) && i18n.language.startsWith('en') ? error.serverMessage : undefined;
      toast.error(t('billing.toast.subscriptionFailed'), { description: message ?? t('billing.toast.subscriptionFailedDesc') });
    },
  });
  const same = current.plan === plan && current.interval === interval;
  const currentName = `${t(`plans.${current.plan}`)} (${t(`billing.interval.${current.interval ?? 'month'}`).toLowerCase()})`;
  const targetName = `${t(`plans.${plan}`)} (${t(`billing.interval.${interval}`).toLowerCase()})`;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <SubscribePlanSummary plan={plan} interval={interval} />
      <Card>
        <CardBody>
          <h2 className="font-display text-xl font-bold text-ink">{t('subscribe.change.title')}</h2>
          {same ? (
            <p className="mt-3 text-ink-soft">{t('subscribe.change.same')}</p>
          ) : (
            <>
              <p className="mt-3 text-ink-soft">{t('subscribe.change.body', { current: currentName, plan: targetName })}</p>
              <Button size="lg" className="mt-5 w-full" disabled={change.isPending} onClick={() => change.mutate({ plan, interval })}>
                {change.isPending && <Spinner className="h-5 w-5 text-current" />}
                {change.isPending ? t('subscribe.processing') : t('subscribe.change.confirm', { plan: targetName })}
              </Button>
            </>
          )}
          <Button asChild variant="ghost" className="mt-3 w-full"><Link to="/account">{t('subscribe.change.manage')}</Link></Button>
        </CardBody>
      </Card>
    </div>
  );
}

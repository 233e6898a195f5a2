import type { PaidPlanId, SubscriptionView } from '@storyloom/contracts/billing';
import type { BillingInterval, PlanId } from '@storyloom/contracts/plans';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { saveRedirectTarget } from '../../auth/redirect-target';
import { SIGN_UP_PATH } from '../../../lib/sign-up-path';
import { activateFreePlan } from '../api/billing';
import { useRefreshPlan } from '../hooks/use-refresh-plan';
import { rememberIntendedPlan } from '../intended-plan';
import { subscribePath } from '../plan-display';

interface Props {
  plan: PlanId;
  interval: BillingInterval;
  /** null when signed out. */
  currentPlan: PlanId | null;
  currentInterval: BillingInterval | null;
}

/** The button of one plan card, by viewer (SPEC §2 '/pricing'). */
export function PricingAction({ plan, interval, currentPlan, currentInterval }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshPlan();
  const free = useMutation({
    mutationFn: activateFreePlan,
    onSuccess: async (view: SubscriptionView) => {
      await refresh();
      if (view.state === 'canceling' && view.currentPeriodEnd) {
        toast.success(t('billing.toast.freeActivated'), { description: t('billing.toast.freeScheduled', { date: new Date(view.currentPeriodEnd).toLocaleDateString(i18n.language) }) });
      }
    },
    // SPEC §7: on success or error the family goes on to the generator.
    onSettled: () => void navigate('/generate'),
  });
  const name = t(`plans.${plan}`);
  const wide = 'w-full';

  if (currentPlan === null) {
    if (plan === 'free') {
      return <Button asChild variant="outline" className={wide}><Link to={SIGN_UP_PATH} onClick={() => saveRedirectTarget('/generate')}>{t('pricing.cta.startFree')}</Link></Button>;
    }
    return (
      <Button className={wide} variant={plan === 'premium' ? 'primary' : 'calm'} onClick={() => { rememberIntendedPlan(plan as PaidPlanId, interval); void navigate('/auth'); }}>
        {t('pricing.cta.signUp')}
      </Button>
    );
  }
  const isCurrent = plan === currentPlan && (plan === 'free' || currentInterval === null || currentInterval === interval);
  if (isCurrent) return <Button className={wide} variant="outline" disabled>{t('pricing.cta.current')}</Button>;
  if (plan === 'free') {
    return <Button className={wide} variant="outline" disabled={free.isPending} onClick={() => free.mutate()}>{t('pricing.cta.chooseFree')}</Button>;
  }
  const label = plan === currentPlan
    ? t('pricing.cta.switchInterval', { interval: t(`billing.billed.${interval}`) })
    : currentPlan === 'free' ? t('pricing.cta.choose', { plan: name }) : t('pricing.cta.switch', { plan: name });
  return (
    <Button asChild className={wide} variant={plan === 'premium' ? 'primary' : 'calm'}>
      <Link to={subscribePath(plan as PaidPlanId, interval)}>{label}</Link>
    </Button>
  );
}

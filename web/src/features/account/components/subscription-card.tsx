import { PLANS } from '@storyloom/contracts/plans';
import type { SubscriptionView } from '@storyloom/contracts/billing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AlertTriangle, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PlanIcon } from '../../../components/plan-icon';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { cancelSubscription, resumeSubscription, subscriptionQuery } from '../../billing/api/billing';
import { DemoBadge } from '../../billing/components/demo-badge';
import { DemoCardForm } from '../../billing/components/demo-card-form';
import { useRefreshPlan } from '../../billing/hooks/use-refresh-plan';
import { formatMoney, priceOf } from '../../billing/plan-display';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatLongDate } from '../../../lib/format-long-date';

const PAYING = ['active', 'past_due', 'canceling'];

function PastDueNotice({ view }: { view: SubscriptionView }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshPlan();
  const [paying, setPaying] = useState(false);
  return (
    <div role="alert" data-testid="past-due" className="mt-5 rounded-3xl border border-amber-400/60 bg-amber-300/25 p-5">
      <p className="flex items-center gap-2 font-display text-lg font-bold text-ink"><AlertTriangle className="h-5 w-5 text-coral-600" aria-hidden />{t('account.plan.pastDueTitle')}</p>
      <p className="mt-1 text-ink-soft">{t('account.plan.pastDueBody', { date: formatLongDate(view.graceEndsAt, i18n.language) })}</p>
      {view.provider === 'stripe' && <p className="mt-1 text-ink-soft">{t('account.plan.pastDueStripe')}</p>}
      {view.retrySecret && !paying && <Button className="mt-4" onClick={() => setPaying(true)}>{t('account.plan.payNow')}</Button>}
      {view.retrySecret && paying && (
        <div className="mt-4 max-w-md">
          <DemoCardForm clientSecret={view.retrySecret} payLabel={t('subscribe.pay', { price: formatMoney(priceOf(view.plan, view.interval ?? 'month'), i18n.language) })}
            onPaid={() => { setPaying(false); void refresh(); toast.success(t('account.plan.resumed')); }} />
        </div>
      )}
    </div>
  );
}

/** Plan, its next renewal or end date, change, cancel at period end and resume (issue 11). */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation();
  const subscription = useQuery(subscriptionQuery);
  const refresh = useRefreshPlan();
  const [confirming, setConfirming] = useState(false);
  const onError = (error: Error) => {
    const message = isApiError(error) && i18n.language.startsWith('en') ? error.serverMessage : undefined;
    toast.error(t('billing.toast.subscriptionFailed'), { description: message ?? t('billing.toast.subscriptionFailedDesc') });
  };
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (view) => {
      setConfirming(false);
      await refresh();
      toast.success(t('account.plan.canceled', { date: formatLongDate(view.currentPeriodEnd, i18n.language) }));
    },
    onError,
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async () => {
      await refresh();
      toast.success(t('account.plan.resumed'));
    },
    onError,
  });
  const view = subscription.data;
  const paying = view && PAYING.includes(view.state);
  const date = formatLongDate(view?.currentPeriodEnd ?? null, i18n.language);

  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle>{t('account.plan.title')}</CardTitle>
        {view?.provider === 'demo' && <DemoBadge />}
      </CardHeader>
      <CardBody>
        {subscription.isPending ? <Spinner label={t('common.loading')} /> : subscription.isError || !view ? (
          <p role="alert" className="text-coral-600">{t('errors.unknown')}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <PlanIcon plan={view.plan} className="h-12 w-12" />
              <div className="min-w-0 flex-1">
                <p className="font-display text-2xl font-extrabold text-ink" data-testid="account-plan">{t('dashboard.plan.name', { plan: t(`plans.${view.plan}`) })}</p>
                {paying && view.interval && (
                  <p className="text-ink-soft">
                    {formatMoney(priceOf(view.plan, view.interval), i18n.language)} · {t('account.plan.interval', { interval: t(`billing.billed.${view.interval}`) })}
                  </p>
                )}
              </div>
              <span className="rounded-full bg-paper-deep px-3 py-1 text-sm font-bold text-ink" data-testid="account-plan-state">
                {t(`account.plan.state.${paying || view.state !== 'none' ? view.state : 'none'}`)}
              </span>
            </div>
            {paying && (
              <p className="mt-4 font-semibold text-ink" data-testid="account-plan-date">
                {view.state === 'canceling' ? t('account.plan.ends', { date }) : t('account.plan.renews', { date })}
              </p>
            )}
            {paying && view.cardLast4 && (
              <p className="mt-1 flex items-center gap-2 text-ink-soft"><CreditCard className="h-4 w-4" aria-hidden />{t('account.plan.card', { last4: view.cardLast4 })}</p>
            )}
            {!paying && view.plan === 'free' && <p className="mt-4 text-ink-soft">{t('account.plan.freeBody', { count: PLANS.free.storiesPerMonth })}</p>}
            {!paying && view.plan !== 'free' && <p className="mt-4 text-ink-soft">{t('account.plan.giftBody')}</p>}
            {view.state === 'past_due' && <PastDueNotice view={view} />}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button asChild variant={paying ? 'outline' : 'primary'}>
                <Link to="/pricing">{paying ? t('account.plan.change') : t('account.plan.upgrade')}</Link>
              </Button>
              {(view.state === 'active' || view.state === 'past_due') && (
                <Button variant="soft" onClick={() => setConfirming(true)}>{t('account.plan.cancel')}</Button>
              )}
              {view.state === 'canceling' && (
                <Button variant="calm" disabled={resume.isPending} onClick={() => resume.mutate()}>
                  {resume.isPending && <Spinner className="h-4 w-4 text-current" />}
                  {t('account.plan.resume')}
                </Button>
              )}
            </div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('account.plan.cancelTitle')}
              description={t('account.plan.cancelBody', { date })}
              confirmLabel={t('account.plan.cancelConfirm')}
              cancelLabel={t('account.plan.keep')}
              pending={cancel.isPending}
              onConfirm={() => cancel.mutate()}
            />
          </>
        )}
      </CardBody>
    </Card>
  );
}

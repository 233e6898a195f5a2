import type { CreateSubscriptionResponse, PaidPlanId } from '@storyloom/contracts/billing';
import type { BillingInterval } from '@storyloom/contracts/plans';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { createSubscription } from '../api/billing';
import { useRefreshPlan } from '../hooks/use-refresh-plan';
import { formatMoney, priceOf } from '../plan-display';
import { DemoCardForm } from './demo-card-form';
import { StripePaymentForm } from './stripe-payment-form';
import { SubscribePlanSummary } from './subscribe-plan-summary';

/** SPEC §4 'Subscribe': loading until a client secret arrives, then the payment form. */
export function Checkout({ plan, interval }: { plan: PaidPlanId; interval: BillingInterval }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshPlan();
  const { mutate, data, isError } = useMutation({
    mutationFn: createSubscription,
    onError: (error) => {
      // SPEC §8: the translated title with the server's message, or the fallback.
      const message = isApiError(error) && i18n.language.startsWith('en') ? error.serverMessage : undefined;
      toast.error(t('billing.toast.subscriptionFailed'), { description: message ?? t('billing.toast.subscriptionFailedDesc') });
    },
  });
  useEffect(() => {
    mutate({ plan, interval });
  }, [mutate, plan, interval]);

  const payLabel = t('subscribe.pay', { price: formatMoney(priceOf(plan, interval), i18n.language) });
  const secret: CreateSubscriptionResponse | undefined = data;
  if (!secret) {
    return (
      <div className="flex flex-col items-center gap-4 py-16" role="status">
        <Spinner className="h-10 w-10" />
        <p className="text-lg font-semibold text-ink-soft">{t('subscribe.loading')}</p>
        {isError && <Button variant="outline" onClick={() => mutate({ plan, interval })}>{t('subscribe.retry')}</Button>}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <SubscribePlanSummary plan={plan} interval={interval} />
      <Card>
        <CardBody>
          <h2 className="mb-4 font-display text-xl font-bold text-ink">{t('subscribe.payment')}</h2>
          {secret.provider === 'stripe' && secret.publishableKey ? (
            <StripePaymentForm clientSecret={secret.clientSecret} publishableKey={secret.publishableKey} payLabel={payLabel} />
          ) : (
            <DemoCardForm
              clientSecret={secret.clientSecret}
              payLabel={payLabel}
              onPaid={() => void refresh().then(() => navigate('/library?subscription=success'))}
            />
          )}
          <p className="mt-4 text-center text-sm text-ink-soft">{t('subscribe.secure')}</p>
        </CardBody>
      </Card>
    </div>
  );
}

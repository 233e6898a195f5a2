import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Stripe's Payment Element (DECISIONS.md 'Billing'). Stripe.js is imported here only, so it loads on
 * /subscribe and nowhere else; Stripe returns the family to /library?subscription=success.
 */
export function StripePaymentForm({ clientSecret, publishableKey, payLabel }: { clientSecret: string; publishableKey: string; payLabel: string }) {
  const { t, i18n } = useTranslation();
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import('@stripe/stripe-js').then(async ({ loadStripe }) => {
      const stripe = await loadStripe(publishableKey, { locale: i18n.language.startsWith('fr') ? 'fr' : 'en' });
      if (!stripe || cancelled || !mount.current) return;
      const elements = stripe.elements({ clientSecret });
      elements.create('payment').mount(mount.current);
      setReady({ stripe, elements });
    }).catch(() => toast.error(t('billing.toast.paymentFailed'), { description: t('billing.toast.paymentFailedDesc') }));
    return () => {
      cancelled = true;
    };
  }, [clientSecret, publishableKey, i18n.language, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setProcessing(true);
    try {
      const { error } = await ready.stripe.confirmPayment({
        elements: ready.elements,
        confirmParams: { return_url: `${window.location.origin}/library?subscription=success` },
      });
      // Only reached when the confirmation failed; success leaves the page for the return URL.
      if (error) toast.error(t('billing.toast.paymentFailed'), { description: error.message ?? t('billing.toast.paymentFailedDesc') });
    } catch {
      toast.error(t('billing.toast.paymentFailed'), { description: t('billing.toast.paymentFailedDesc') });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <div ref={mount} className="min-h-40">{!ready && <Spinner label={t('subscribe.loading')} />}</div>
      <Button type="submit" size="lg" disabled={!ready || processing}>
        {processing && <Spinner className="h-5 w-5 text-current" />}
        {processing ? t('subscribe.processing') : payLabel}
      </Button>
    </form>
  );
}

import { DEMO_CARDS } from '@storyloom/contracts/billing';
import type { SubscriptionView } from '@storyloom/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { confirmDemoPayment } from '../api/billing';
import { DemoBadge } from './demo-badge';

const groups = (digits: string) => digits.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The demo provider's card form (DECISIONS.md 'Billing'), marked as a demo, with its test cards. */
export function DemoCardForm({ clientSecret, payLabel, onPaid }: { clientSecret: string; payLabel: string; onPaid: (view: SubscriptionView) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const pay = useMutation({
    mutationFn: confirmDemoPayment,
    onSuccess: onPaid,
    onError: (error) => {
      const english = i18n.language.startsWith('en');
      const message = isApiError(error) && english ? error.serverMessage : undefined;
      if (isApiError(error) && error.field) setFieldError({ field: error.field, message: message ?? t('billing.toast.paymentFailedDesc') });
      toast.error(t('billing.toast.paymentFailed'), { description: message ?? t('billing.toast.paymentFailedDesc') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    pay.mutate({ clientSecret, cardNumber, expiry, cvc });
  };
  const invalid = (field: string) => fieldError?.field === field;
  const tests = [
    [DEMO_CARDS.success, 'success'],
    [DEMO_CARDS.declined, 'declined'],
    [DEMO_CARDS.failsAtRenewal, 'renewal'],
  ] as const;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="demo-card-form" noValidate>
      <DemoBadge withNote />
      <div>
        <Label htmlFor={`${id}-number`}>{t('subscribe.card.number')}</Label>
        <div className="relative">
          <CreditCard className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-soft" aria-hidden />
          <Input id={`${id}-number`} className="pl-12" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" value={cardNumber}
            aria-invalid={invalid('cardNumber')} aria-describedby={invalid('cardNumber') ? `${id}-error` : undefined}
            onChange={(e) => setCardNumber(groups(e.target.value))} required />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={`${id}-expiry`}>{t('subscribe.card.expiry')}</Label>
          <Input id={`${id}-expiry`} inputMode="numeric" autoComplete="cc-exp" placeholder="12/30" value={expiry} aria-invalid={invalid('expiry')}
            onChange={(e) => setExpiry(e.target.value.replace(/[^\d/]/g, '').slice(0, 5))} required />
        </div>
        <div>
          <Label htmlFor={`${id}-cvc`}>{t('subscribe.card.cvc')}</Label>
          <Input id={`${id}-cvc`} inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={cvc} aria-invalid={invalid('cvc')}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))} required />
        </div>
      </div>
      {fieldError && <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-coral-600">{fieldError.message}</p>}
      <Button type="submit" size="lg" disabled={pay.isPending} data-testid="pay-button">
        {pay.isPending && <Spinner className="h-5 w-5 text-current" />}
        {pay.isPending ? t('subscribe.processing') : payLabel}
      </Button>
      <div className="rounded-2xl bg-paper-deep p-4 text-sm">
        <p className="font-semibold text-ink">{t('subscribe.card.testCards')}</p>
        <ul className="mt-2 flex flex-col gap-1.5">
          {tests.map(([number, key]) => (
            <li key={key}>
              <button type="button" className="text-left text-teal-700 underline underline-offset-4 hover:text-teal-600"
                onClick={() => { setCardNumber(groups(number)); setExpiry('12/30'); setCvc('123'); }}>
                {t(`subscribe.card.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}

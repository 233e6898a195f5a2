import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { paymentsQuery } from '../../billing/api/billing';
import { formatMoney } from '../../billing/plan-display';
import { formatLongDate } from '../../../lib/format-long-date';

/** The provider's invoices (Stripe, as its webhooks report them) or the demo's own records. */
export function PaymentHistory() {
  const { t, i18n } = useTranslation();
  const payments = useQuery(paymentsQuery);
  return (
    <Card>
      <CardHeader><CardTitle>{t('account.history.title')}</CardTitle></CardHeader>
      <CardBody>
        {payments.isPending ? <Spinner label={t('common.loading')} /> : payments.isError ? (
          <p role="alert" className="text-coral-600">{t('errors.unknown')}</p>
        ) : payments.data.length === 0 ? (
          <p className="text-ink-soft">{t('account.history.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" data-testid="payment-history">
            {payments.data.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <span className="min-w-32 font-semibold text-ink">{formatLongDate(p.createdAt, i18n.language)}</span>
                <span className="flex-1 text-ink-soft">{t(`plans.${p.plan}`)} · {t(`billing.interval.${p.interval}`)}</span>
                <span className="font-semibold text-ink">{formatMoney(p.amount, i18n.language, p.currency)}</span>
                <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-bold', p.status === 'paid' ? 'bg-teal-50 text-teal-700' : 'bg-coral-50 text-[#a8401f]')}>
                  {t(`account.history.${p.status}`)}
                </span>
                {p.receiptUrl && (
                  <a href={p.receiptUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-teal-700 underline underline-offset-4">
                    {t('account.history.receipt')}<ExternalLink className="h-3.5 w-3.5" aria-hidden />
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

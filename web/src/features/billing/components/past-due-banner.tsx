import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { subscriptionQuery } from '../api/billing';
import { formatLongDate } from '../../../lib/format-long-date';

/** A failed renewal is told to the parent where they look first (issue 11), besides the e-mail. */
export function PastDueBanner() {
  const { t, i18n } = useTranslation();
  const subscription = useQuery(subscriptionQuery);
  const view = subscription.data;
  if (view?.state !== 'past_due') return null;
  const date = formatLongDate(view.graceEndsAt, i18n.language);
  return (
    <div role="alert" data-testid="past-due-banner" className="mb-6 flex flex-col gap-3 rounded-3xl border border-amber-400/60 bg-amber-300/25 p-5 sm:flex-row sm:items-center">
      <AlertTriangle className="h-8 w-8 shrink-0 text-coral-600" aria-hidden />
      <div className="flex-1">
        <p className="font-display text-lg font-bold text-ink">{t('account.plan.pastDueTitle')}</p>
        <p className="text-ink-soft">{t('account.plan.pastDueBody', { date })}</p>
      </div>
      <Button asChild><Link to="/account">{t('account.plan.payNow')}</Link></Button>
    </div>
  );
}

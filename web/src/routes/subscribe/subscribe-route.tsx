import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { subscriptionQuery } from '../../features/billing/api/billing';
import { ChangePlanPanel } from '../../features/billing/components/change-plan-panel';
import { Checkout } from '../../features/billing/components/checkout';
import { readPlanChoice } from '../../features/billing/plan-display';

const PAYING = ['active', 'past_due', 'canceling'];

/** /subscribe?plan=&interval= (SPEC §2): pay for a plan, or switch to it when the family already pays. */
export default function SubscribeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { plan, interval } = readPlanChoice(params);
  const subscription = useQuery(subscriptionQuery);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/pricing" className="inline-flex items-center gap-2 rounded-full font-semibold text-teal-700 hover:text-teal-600">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('subscribe.back')}
      </Link>
      <h1 className="mt-4 mb-8 text-3xl font-extrabold text-ink sm:text-4xl">{t('subscribe.title')}</h1>
      {subscription.isPending ? (
        <div className="flex flex-col items-center gap-4 py-16" role="status">
          <Spinner className="h-10 w-10" />
          <p className="text-lg font-semibold text-ink-soft">{t('subscribe.loading')}</p>
        </div>
      ) : subscription.data && PAYING.includes(subscription.data.state) ? (
        <ChangePlanPanel plan={plan} interval={interval} current={subscription.data} />
      ) : (
        <Checkout key={`${plan}-${interval}`} plan={plan} interval={interval} />
      )}
    </div>
  );
}

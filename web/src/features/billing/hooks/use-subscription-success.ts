import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useRefreshPlan } from './use-refresh-plan';

/**
 * DECISIONS.md 'Reader': the completed-subscription message on return to the library IS shown. The
 * plan is asked again first (a Stripe webhook may have just changed it), then the address is cleaned.
 */
export function useSubscriptionSuccessToast(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshPlan();
  const success = params.get('subscription') === 'success';
  useEffect(() => {
    if (!success) return;
    toast.success(t('billing.toast.subscribed'), { description: t('billing.toast.subscribedBody') });
    void refresh();
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('subscription');
      return next;
    }, { replace: true });
  }, [success, refresh, setParams, t]);
}

import type { AdminUser } from '@storyloom/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { adminKeys } from '../api/admin-api';

/**
 * One admin action on a family: on success the toast says what changed and every admin list is
 * refreshed; on failure the server's reason is shown (it names what was refused, in English, so the
 * translated message for its code comes first).
 */
export function useUserAction<V>(action: (vars: V) => Promise<AdminUser>, done: (user: AdminUser, vars: V) => string, onUser: (user: AdminUser) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (user, vars) => {
      onUser(user);
      toast.success(done(user, vars));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      toast.error(t('admin.manage.failed'), { description: isApiError(error) && error.serverMessage ? error.serverMessage : errorMessage(t, error) });
    },
  });
}

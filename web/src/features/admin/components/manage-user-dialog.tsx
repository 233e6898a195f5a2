import type { AdminUser } from '@storyloom/contracts/admin';
import { PLAN_IDS, type PlanId } from '@storyloom/contracts/plans';
import type { SubscriptionStatus } from '@storyloom/contracts/user';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Label, Select } from '../../../components/ui/input';
import { adminApi } from '../api/admin-api';
import { useUserAction } from '../hooks/use-user-actions';
import { fullName, UserName } from './user-name';

const STATUSES: SubscriptionStatus[] = ['active', 'past_due', 'canceled', 'incomplete'];

interface ManageUserDialogProps {
  user: AdminUser;
  selfId: string;
  onClose: () => void;
}

/** Change plan, grant or remove admin, suspend or restore: each saved at once and audited by the server. */
export function ManageUserDialog({ user: initial, selfId, onClose }: ManageUserDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [user, setUser] = useState(initial);
  const [plan, setPlan] = useState<PlanId>(initial.subscriptionPlan);
  const [status, setStatus] = useState<SubscriptionStatus>(initial.subscriptionStatus);
  const [confirmSuspend, setConfirmSuspend] = useState(false);
  const name = fullName(user);
  const self = user.id === selfId;

  const changePlan = useUserAction(
    () => adminApi.changePlan(user.id, plan, status), (u) => t('admin.manage.planChanged', { name, plan: t(`plans.${u.subscriptionPlan}`) }), setUser,
  );
  const setAdmin = useUserAction(
    (grant: boolean) => adminApi.setAdmin(user.id, grant), (_u, grant) => t(grant ? 'admin.manage.adminGranted' : 'admin.manage.adminRemoved', { name }), setUser,
  );
  const setSuspended = useUserAction(
    (suspend: boolean) => adminApi.setSuspended(user.id, suspend),
    (_u, suspend) => t(suspend ? 'admin.manage.suspended' : 'admin.manage.restored', { name }),
    (u) => {
      setUser(u);
      setConfirmSuspend(false);
    },
  );
  const adminLocked = self || (user.isAdmin && user.adminByConfig);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-line bg-card p-6 shadow-lift">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl font-bold text-ink">{t('admin.manage.title', { name })}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-soft">{t('admin.manage.description')}</Dialog.Description>
              <p className="mt-2 text-sm break-all"><UserName user={user} /> · {user.email}</p>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('admin.manage.close')}><X className="h-5 w-5" aria-hidden /></Button>
            </Dialog.Close>
          </div>

          <section className="mt-6 border-t border-line pt-5">
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <Label htmlFor={`${id}-plan`}>{t('admin.manage.plan')}</Label>
                <Select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as PlanId)}>
                  {PLAN_IDS.map((p) => <option key={p} value={p}>{t(`plans.${p}`)}</option>)}
                </Select>
              </div>
              <div>
                <Label htmlFor={`${id}-status`}>{t('admin.manage.subscriptionStatus')}</Label>
                <Select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as SubscriptionStatus)}>
                  {STATUSES.map((s) => <option key={s} value={s}>{t(`admin.subscriptionStatus.${s}`)}</option>)}
                </Select>
              </div>
            </div>
            <Button
              className="mt-3 w-full sm:w-auto"
              disabled={changePlan.isPending || (plan === user.subscriptionPlan && status === user.subscriptionStatus)}
              onClick={() => changePlan.mutate(undefined)}
            >
              {t('admin.manage.savePlan')}
            </Button>
          </section>

          <section className="mt-6 border-t border-line pt-5">
            <h3 className="font-display font-bold text-ink">{t('admin.manage.adminRole')}</h3>
            <Button variant="outline" className="mt-2 w-full sm:w-auto" disabled={adminLocked || setAdmin.isPending} onClick={() => setAdmin.mutate(!user.isAdmin)}>
              {user.isAdmin ? t('admin.manage.removeAdmin') : t('admin.manage.grantAdmin')}
            </Button>
            {self && <p className="mt-2 text-sm text-ink-soft">{t('admin.manage.ownRole')}</p>}
            {!self && user.isAdmin && user.adminByConfig && <p className="mt-2 text-sm text-ink-soft">{t('admin.manage.configRole')}</p>}
          </section>

          <section className="mt-6 border-t border-line pt-5">
            <h3 className="font-display font-bold text-ink">{t('admin.manage.account')}</h3>
            {user.suspendedAt ? (
              <Button variant="calm" className="mt-2 w-full sm:w-auto" disabled={setSuspended.isPending} onClick={() => setSuspended.mutate(false)}>
                {t('admin.manage.restore')}
              </Button>
            ) : confirmSuspend ? (
              <div className="mt-2 rounded-2xl border border-coral-100 bg-coral-50 p-4" role="alertdialog" aria-labelledby={`${id}-suspend`}>
                <p id={`${id}-suspend`} className="font-semibold text-ink">{t('admin.manage.suspendConfirmTitle', { name })}</p>
                <p className="mt-1 text-sm text-ink-soft">{t('admin.manage.suspendConfirm')}</p>
                <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="outline" size="sm" onClick={() => setConfirmSuspend(false)}>{t('admin.manage.cancel')}</Button>
                  <Button size="sm" disabled={setSuspended.isPending} onClick={() => setSuspended.mutate(true)}>{t('admin.manage.suspend')}</Button>
                </div>
              </div>
            ) : (
              <Button variant="soft" className="mt-2 w-full sm:w-auto" disabled={self} onClick={() => setConfirmSuspend(true)}>
                {t('admin.manage.suspend')}
              </Button>
            )}
            {self && <p className="mt-2 text-sm text-ink-soft">{t('admin.manage.ownAccount')}</p>}
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

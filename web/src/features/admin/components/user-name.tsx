import type { AdminUser } from '@storyloom/contracts/admin';
import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from './badges';

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** SPEC §2: the name with an Admin badge (and, here, a Suspended one). */
export function UserName({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-semibold text-ink">{fullName(user)}</span>
      {user.isAdmin && <Badge tone="plum">{t('admin.users.adminBadge')}</Badge>}
      {user.suspendedAt && <Badge tone="coral">{t('admin.users.suspendedBadge')}</Badge>}
    </span>
  );
}

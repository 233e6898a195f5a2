// PUT /api/admin/users/{id}/admin: grants or removes the stored admin flag. Never one's own (an
// admin cannot lock themselves out by mistake), and never a role that comes from ADMIN_EMAILS,
// which only the configuration can take away.
import type { AdminUser } from '@storyloom/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isAdminByConfig } from '../auth/ensure-app-user.ts';
import { toAdminUser } from './admin-views.ts';
import { findAnyUser } from './find-user.ts';
import { recordAudit } from './record-audit.ts';
import type { AdminActor } from './require-admin.ts';

export const OWN_ADMIN_MESSAGE = 'You cannot change your own admin role; ask another admin.';
export const CONFIG_ADMIN_MESSAGE = 'This address is listed in ADMIN_EMAILS; remove it there to take the admin role away.';

export async function setUserAdmin(db: Db, actor: AdminActor, userId: string, grant: boolean, adminEmails: readonly string[]): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const target = await findAnyUser(t, userId);
    if (target.user.id === actor.id) throw new AppError('forbidden', OWN_ADMIN_MESSAGE, 'id');
    if (!grant && isAdminByConfig(target.user.email, target.emailVerified, adminEmails)) throw new AppError('conflict', CONFIG_ADMIN_MESSAGE, 'isAdmin');
    await t.update(appUsers).set({ isAdmin: grant }).where(eq(appUsers.id, target.user.id));
    await recordAudit(t, actor, {
      action: grant ? 'grant_admin' : 'remove_admin', targetType: 'user', targetId: target.user.id, targetLabel: target.user.email,
    });
    const after = await findAnyUser(t, userId);
    return toAdminUser(after.user, after.emailVerified, after.storyCount, adminEmails);
  });
}

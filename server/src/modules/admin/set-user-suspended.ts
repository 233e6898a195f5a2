// PUT /api/admin/users/{id}/suspension: suspends or restores a family. Suspended: sign-in is
// refused (identity.ts), every session ends now, share links answer 404 (sharing/find-shared-story.ts) and
// any other credential is refused by requireUser. Restored: they sign in again and links work.
import type { AdminUser } from '@storyloom/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers, identitySessions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { toAdminUser } from './admin-views.ts';
import { findAnyUser } from './find-user.ts';
import { recordAudit } from './record-audit.ts';
import type { AdminActor } from './require-admin.ts';

export const OWN_SUSPENSION_MESSAGE = 'You cannot suspend your own account.';

export async function setUserSuspended(db: Db, actor: AdminActor, userId: string, suspend: boolean, adminEmails: readonly string[]): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const target = await findAnyUser(t, userId);
    if (target.user.id === actor.id) throw new AppError('forbidden', OWN_SUSPENSION_MESSAGE, 'id');
    await t.update(appUsers).set({ suspendedAt: suspend ? new Date() : null }).where(eq(appUsers.id, target.user.id));
    if (suspend) await t.delete(identitySessions).where(eq(identitySessions.userId, target.user.identityId));
    await recordAudit(t, actor, {
      action: suspend ? 'suspend_user' : 'restore_user', targetType: 'user', targetId: target.user.id, targetLabel: target.user.email,
    });
    const after = await findAnyUser(t, userId);
    return toAdminUser(after.user, after.emailVerified, after.storyCount, adminEmails);
  });
}

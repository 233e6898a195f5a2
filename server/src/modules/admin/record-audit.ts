// Every admin action writes one line: who, what, on what, when (issue 13). Written in the same
// transaction as the change, so the log never misses an action nor records one that did not happen.
import type { AdminAuditAction } from '@storyloom/contracts/admin';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import type { AdminActor } from './require-admin.ts';

export interface AuditLine {
  action: AdminAuditAction;
  targetType: 'user' | 'story' | 'message';
  targetId: string;
  targetLabel: string;
  detail?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(db: Db, actor: Pick<AdminActor, 'id' | 'email'>, line: AuditLine): Promise<void> {
  await db.insert(adminAuditLog).values({ actorId: actor.id, actorEmail: actor.email, ...line, detail: line.detail ?? {} });
}

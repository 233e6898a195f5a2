// PUT /api/admin/messages/{id}/read: marks a contact message read or unread again.
import type { AdminMessage } from '@storyloom/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { toAdminMessage } from './list-messages.ts';
import { recordAudit } from './record-audit.ts';
import type { AdminActor } from './require-admin.ts';

const MESSAGE_NOT_FOUND = 'No contact message has this id.';

export async function markMessage(db: Db, actor: AdminActor, messageId: string, read: boolean): Promise<AdminMessage> {
  if (!/^[0-9a-f-]{36}$/i.test(messageId)) throw notFound(MESSAGE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.update(contactMessages).set({ readAt: read ? new Date() : null }).where(eq(contactMessages.id, messageId)).returning();
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    await recordAudit(t, actor, {
      action: read ? 'mark_message_read' : 'mark_message_unread', targetType: 'message', targetId: row.id, targetLabel: row.subject,
    });
    return toAdminMessage(row);
  });
}

// GET /api/admin/messages: the contact form's messages, newest first, all or unread only.
import type { AdminMessage, AdminMessagePage, AdminMessagesQuery } from '@storyloom/contracts/admin';
import { and, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { byDate, cappedCount, pageWindow } from './list-order.ts';
import { matches, MESSAGE_SEARCH_TEXT } from './search-pattern.ts';

export function toAdminMessage(r: typeof contactMessages.$inferSelect): AdminMessage {
  return {
    id: r.id, name: r.name, email: r.email, category: r.category, subject: r.subject, message: r.message, language: r.language,
    readAt: r.readAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
  };
}

export async function listMessages(db: Db, query: AdminMessagesQuery): Promise<AdminMessagePage> {
  const where = and(query.q ? matches(MESSAGE_SEARCH_TEXT, query.q) : undefined, query.filter === 'unread' ? isNull(contactMessages.readAt) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, count, unread] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(...byDate(query.sort, contactMessages.createdAt, contactMessages.id)).limit(limit).offset(offset),
    cappedCount(db, contactMessages, where),
    db.$count(contactMessages, isNull(contactMessages.readAt)),
  ]);
  return { items: rows.map(toAdminMessage), ...count, unread, page: query.page, pageSize: query.pageSize };
}

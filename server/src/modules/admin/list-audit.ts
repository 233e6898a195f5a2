// GET /api/admin/audit: the audit log, newest first by default, searchable by who, action or target.
import type { AdminAuditPage, AdminListQuery } from '@storyloom/contracts/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import { byDate, cappedCount, pageWindow } from './list-order.ts';
import { likePattern } from './search-pattern.ts';

export async function listAudit(db: Db, query: AdminListQuery): Promise<AdminAuditPage> {
  // The log grows by hand-made actions only (a few per day), so a scan of the text is enough here.
  const where = query.q
    ? sql`lower(${adminAuditLog.actorEmail} || ' ' || ${adminAuditLog.action} || ' ' || ${adminAuditLog.targetLabel}) like ${likePattern(query.q)}`
    : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, count] = await Promise.all([
    db.select().from(adminAuditLog).where(where).orderBy(...byDate(query.sort, adminAuditLog.createdAt, adminAuditLog.id)).limit(limit).offset(offset),
    cappedCount(db, adminAuditLog, where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id, actorEmail: r.actorEmail, action: r.action, targetType: r.targetType, targetId: r.targetId,
      targetLabel: r.targetLabel, detail: r.detail, createdAt: r.createdAt.toISOString(),
    })),
    ...count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

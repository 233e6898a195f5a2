import { ADMIN_COUNT_CAP, type AdminListQuery, type AdminSort } from '@storyloom/contracts/admin';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** Date order with the id as tie-breaker, so pages never repeat or skip a row. */
export function byDate(sort: AdminSort, createdAt: AnyColumn, id: AnyColumn) {
  const dir = sort === 'oldest' ? asc : desc;
  return [dir(createdAt), dir(id)];
}

export function pageWindow(query: Pick<AdminListQuery, 'page' | 'pageSize'>): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/**
 * The number of matching rows, counted up to ADMIN_COUNT_CAP only: an exact count of 100,000 stories
 * reads them all on every page, while a capped one stops early and the list says '10,000+'.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined): Promise<{ total: number; totalCapped: boolean }> {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(ADMIN_COUNT_CAP + 1).as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, ADMIN_COUNT_CAP), totalCapped: n > ADMIN_COUNT_CAP };
}

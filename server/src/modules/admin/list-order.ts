import type { AdminListQuery, AdminSort } from '@storyloom/contracts/admin';
import { asc, desc, type AnyColumn } from 'drizzle-orm';

/** Date order with the id as tie-breaker, so pages never repeat or skip a row. */
export function byDate(sort: AdminSort, createdAt: AnyColumn, id: AnyColumn) {
  const dir = sort === 'oldest' ? asc : desc;
  return [dir(createdAt), dir(id)];
}

export function pageWindow(query: Pick<AdminListQuery, 'page' | 'pageSize'>): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

// The admin calls (packages/contracts/src/admin.ts). Keys start with 'admin' so one invalidation
// after an action refreshes every admin list.
import type { AdminSort } from '@storyloom/contracts/admin';
import type { PlanId } from '@storyloom/contracts/plans';
import type { SubscriptionStatus } from '@storyloom/contracts/user';
import { api } from '../../../lib/api';

export interface ListParams {
  q: string;
  page: number;
  pageSize: number;
  sort: AdminSort;
  filter?: 'all' | 'unread';
}

export function listQueryString(p: ListParams): string {
  const search = new URLSearchParams({ q: p.q, page: String(p.page), pageSize: String(p.pageSize), sort: p.sort });
  if (p.filter) search.set('filter', p.filter);
  return search.toString();
}

export const adminKeys = {
  all: ['admin'] as const,
  list: (name: string, p: ListParams) => ['admin', name, p] as const,
};

export const adminApi = {
  overview: () => api.get('/api/admin/overview'),
  users: (p: ListParams) => api.get('/api/admin/users', { query: listQueryString(p) }),
  stories: (p: ListParams) => api.get('/api/admin/stories', { query: listQueryString(p) }),
  userStories: (userId: string, p: ListParams) =>
    api.get('/api/admin/users/:id/stories', { params: { id: userId }, query: listQueryString(p) }),
  messages: (p: ListParams) => api.get('/api/admin/messages', { query: listQueryString(p) }),
  generations: (p: ListParams) => api.get('/api/admin/generations', { query: listQueryString(p) }),
  audit: (p: ListParams) => api.get('/api/admin/audit', { query: listQueryString(p) }),
  changePlan: (userId: string, plan: PlanId, status: SubscriptionStatus) =>
    api.put('/api/admin/users/:id/plan', { plan, status }, { params: { id: userId } }),
  setAdmin: (userId: string, isAdmin: boolean) => api.put('/api/admin/users/:id/admin', { isAdmin }, { params: { id: userId } }),
  setSuspended: (userId: string, suspended: boolean) =>
    api.put('/api/admin/users/:id/suspension', { suspended }, { params: { id: userId } }),
  markMessage: (id: string, read: boolean) => api.put('/api/admin/messages/:id/read', { read }, { params: { id } }),
  retryGeneration: (storyId: string) => api.post('/api/admin/generations/:id/retry', undefined, { params: { id: storyId } }),
};

// The admin calls (packages/contracts/src/admin.ts). Keys start with 'admin' so one invalidation
// after an action refreshes every admin list.
import type {
  AdminAuditPage, AdminGenerationPage, AdminMessage, AdminMessagePage, AdminOverview, AdminSort, AdminStoryPage, AdminUser,
  AdminUserPage, AdminUserStories,
} from '@storyloom/contracts/admin';
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
  overview: () => api.get<AdminOverview>('/api/admin/overview'),
  users: (p: ListParams) => api.get<AdminUserPage>(`/api/admin/users?${listQueryString(p)}`),
  stories: (p: ListParams) => api.get<AdminStoryPage>(`/api/admin/stories?${listQueryString(p)}`),
  userStories: (userId: string, p: ListParams) =>
    api.get<AdminUserStories>(`/api/admin/users/${encodeURIComponent(userId)}/stories?${listQueryString(p)}`),
  messages: (p: ListParams) => api.get<AdminMessagePage>(`/api/admin/messages?${listQueryString(p)}`),
  generations: (p: ListParams) => api.get<AdminGenerationPage>(`/api/admin/generations?${listQueryString(p)}`),
  audit: (p: ListParams) => api.get<AdminAuditPage>(`/api/admin/audit?${listQueryString(p)}`),
  changePlan: (userId: string, plan: PlanId, status: SubscriptionStatus) =>
    api.put<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/plan`, { plan, status }),
  setAdmin: (userId: string, isAdmin: boolean) => api.put<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/admin`, { isAdmin }),
  setSuspended: (userId: string, suspended: boolean) =>
    api.put<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/suspension`, { suspended }),
  markMessage: (id: string, read: boolean) => api.put<AdminMessage>(`/api/admin/messages/${encodeURIComponent(id)}/read`, { read }),
  retryGeneration: (storyId: string) => api.post<{ storyId: string; status: 'queued' }>(`/api/admin/generations/${encodeURIComponent(storyId)}/retry`),
};

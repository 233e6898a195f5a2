import type { Story } from '@storyloom/contracts/stories';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/stories/{id}: the family's own story with its chapters. */
export const storyQuery = (storyId: string) =>
  queryOptions({
    queryKey: ['stories', 'detail', storyId],
    queryFn: () => api.get<Story>(`/api/stories/${encodeURIComponent(storyId)}`),
  });

/** GET /api/shared/{token}: a story opened through its share link, read-only, no account. */
export const sharedStoryQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared', token],
    queryFn: () => api.get<Story>(`/api/shared/${encodeURIComponent(token)}`),
  });

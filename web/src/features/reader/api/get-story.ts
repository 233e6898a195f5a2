import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/stories/{id}: the family's own story with its chapters. */
export const storyQuery = (storyId: string) =>
  queryOptions({
    queryKey: ['stories', 'detail', storyId],
    queryFn: () => api.get('/api/stories/:id', { params: { id: storyId } }),
  });

/** GET /api/shared/{token}: a story opened through its share link, read-only, no account. */
export const sharedStoryQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared', token],
    queryFn: () => api.get('/api/shared/:token', { params: { token } }),
  });

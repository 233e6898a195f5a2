import type { StorySummary } from '@storyloom/contracts/stories';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/stories/user: the signed-in family's stories, newest first. */
export const userStoriesQuery = queryOptions({
  queryKey: ['stories', 'user'],
  queryFn: () => api.get<StorySummary[]>('/api/stories/user'),
});

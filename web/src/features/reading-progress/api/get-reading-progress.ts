import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET /api/reading-progress: every progress record of the family, newest read first. Its key is the
 * prefix of the reader's per-story keys, so invalidating ['reading-progress'] refreshes this page too.
 */
export const readingProgressQuery = queryOptions({
  queryKey: ['reading-progress'],
  queryFn: () => api.get('/api/reading-progress'),
});

/** GET /api/stories/user, under the key the dashboard and library use, so the cache is shared. */
export const userStoriesQuery = queryOptions({
  queryKey: ['stories', 'user'],
  queryFn: () => api.get('/api/stories/user'),
});

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { RECENT_STORY_COUNT } from '../story-stats';

/** GET /api/stories/user: the signed-in family's stories, newest first (the generator refreshes this key). */
export const userStoriesQuery = queryOptions({
  queryKey: ['stories', 'user'],
  queryFn: () => api.get('/api/stories/user'),
});

/** The first page of the library, only as many cards as the dashboard lists (under the key above). */
export const recentStoriesQuery = queryOptions({
  queryKey: ['stories', 'user', 'library', 'recent'],
  queryFn: () => api.get('/api/stories/library', { query: `limit=${RECENT_STORY_COUNT}` }),
});

/** GET /api/stories/stats: the counts of the stat cards, computed by the server. */
export const storyStatsQuery = queryOptions({
  queryKey: ['stories', 'user', 'stats'],
  queryFn: () => api.get('/api/stories/stats'),
});

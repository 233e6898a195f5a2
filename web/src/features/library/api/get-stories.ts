import type { StoryProgress, StorySummary } from '@storyloom/contracts/stories';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

// The keys are shared with the dashboard and the generator (['stories', ...]), so a change made
// here (a deletion, a regeneration) refreshes every list of stories at once.

/** GET /api/stories/user: the family's stories, newest first, with reading progress. */
export const userStoriesQuery = queryOptions({
  queryKey: ['stories', 'user'],
  queryFn: () => api.get<StorySummary[]>('/api/stories/user'),
});

/** GET /api/stories/search?q=: full text over titles, descriptions and chapters. */
export function searchStoriesQuery(term: string) {
  return queryOptions({
    queryKey: ['stories', 'search', term],
    queryFn: () => api.get<StorySummary[]>(`/api/stories/search?q=${encodeURIComponent(term)}`),
    // Typing a longer word keeps the previous results on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export const planStatusKey = ['auth', 'plan-status'] as const;

const POLL_MS = 1500;

/** GET /api/stories/{id}/progress, asked again every 1.5 s until the story is ready or failed. */
export function storyProgressQuery(storyId: string) {
  return queryOptions({
    queryKey: ['stories', storyId, 'progress'],
    queryFn: () => api.get<StoryProgress>(`/api/stories/${storyId}/progress`),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : POLL_MS;
    },
  });
}

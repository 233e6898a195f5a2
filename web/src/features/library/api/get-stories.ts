import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { libraryQueryString, type LibraryFilters, type LibrarySort } from '../utils/library-view';
import { LIBRARY_KEY } from './library-key';

export { LIBRARY_KEY };

/** GET /api/stories/library: the family's stories a page at a time, searched, filtered and sorted by the server. */
export function libraryQuery(query: string, sort: LibrarySort, filters: LibraryFilters) {
  return infiniteQueryOptions({
    queryKey: [...LIBRARY_KEY, { query, sort, ...filters }],
    queryFn: ({ pageParam }) => api.get('/api/stories/library', { query: libraryQueryString(query, sort, filters, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
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
    queryFn: () => api.get('/api/stories/:id/progress', { params: { id: storyId } }),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : POLL_MS;
    },
  });
}

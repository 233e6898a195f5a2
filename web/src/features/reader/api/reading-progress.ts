import type { ReadingProgress } from '@storyloom/contracts/stories';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/reading-progress/{storyId}: null when the story was never opened. */
export const readingProgressQuery = (storyId: string) =>
  queryOptions({
    queryKey: ['reading-progress', storyId],
    queryFn: () => api.get('/api/reading-progress/:storyId', { params: { storyId } }),
    staleTime: 0,
  });

export interface SaveProgressInput {
  storyId: string;
  currentPage: number;
  totalPages: number;
}

/**
 * POST /api/reading-progress. `keepalive` lets the request outlive the page when it is sent while the
 * tab is being hidden or closed.
 */
export function saveReadingProgress(input: SaveProgressInput, keepalive = false): Promise<ReadingProgress> {
  return api.post('/api/reading-progress', input, { init: keepalive ? { keepalive: true } : undefined });
}

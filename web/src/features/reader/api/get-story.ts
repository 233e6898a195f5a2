import type { Story, StoryProgress } from '@storyloom/contracts/stories';
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

/** Polled while a story is still being written (the SSE stream's polling fall-back). */
export const WRITING_POLL_MS = 1500;

export const writingProgressQuery = (storyId: string) =>
  queryOptions({
    queryKey: ['stories', 'writing', storyId],
    queryFn: () => api.get<StoryProgress>(`/api/stories/${encodeURIComponent(storyId)}/progress`),
    staleTime: 0,
  });

import type { StoryProgress } from '@storyloom/contracts/stories';
import type { QueryClient } from '@tanstack/react-query';
import { storyQuery } from '../reader/api/get-story';
import { readingProgressQuery } from '../reader/api/reading-progress';

/**
 * A book can be opened once its first chapter is written (issue 16): the reader shows the chapters it
 * has and the rest, and the pictures, as they arrive. A finished book is readable too, of course.
 */
export function isReadable(progress: Pick<StoryProgress, 'status' | 'chaptersDone'>): boolean {
  if (progress.status === 'failed') return false;
  return progress.status === 'ready' || progress.chaptersDone > 0;
}

/**
 * Starts downloading the reader while the story is written, so that the book opens without waiting
 * for its code. The same module the router loads lazily: one chunk, fetched once.
 */
export function prefetchReader(): void {
  void import('../../routes/story/story-route').catch(() => undefined);
}

/**
 * Just before the generator opens a new book: its text is fetched while the page changes, and it has no
 * reading place yet (nobody has opened it), so the reader need not ask the server for one first.
 */
export function prepareNewBook(queryClient: QueryClient, storyId: string): void {
  void queryClient.prefetchQuery(storyQuery(storyId));
  queryClient.setQueryData(readingProgressQuery(storyId).queryKey, null);
}

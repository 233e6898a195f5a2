import { STORY_FAILURES, STORY_STATUSES, type StoryProgress } from '@storyloom/contracts/stories';

const isInt = (v: unknown): v is number => Number.isInteger(v);

/**
 * A progress event as the server sends it (contracts' storyProgressSchema), checked by hand: the
 * schema would bring zod (~26 KB gzip) to the library and the reader for six fields (issue 16).
 */
export function parseProgressEvent(data: string): StoryProgress | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok = typeof v.id === 'string'
    && (STORY_STATUSES as readonly unknown[]).includes(v.status)
    && isInt(v.progress) && isInt(v.chaptersDone) && isInt(v.chapterCount)
    && (v.error === null || (STORY_FAILURES as readonly unknown[]).includes(v.error));
  if (!ok) return null;
  return { id: v.id, status: v.status, progress: v.progress, chaptersDone: v.chaptersDone, chapterCount: v.chapterCount, error: v.error } as StoryProgress;
}

// A story is "used" once it has been exported, shared or read past its first chapter; deleting it
// then keeps its credit spent (DECISIONS.md 'Plans and limits'), otherwise the monthly limit would
// cap the stories a family keeps rather than the stories it makes.
import type { StoryUse } from '@storyloom/contracts/stories';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stories } from '../../db/schema/index.ts';

/** Reader pages: 0 the cover, 1 the description, 2 the first chapter; beyond it is past chapter 1. */
const FIRST_CHAPTER_PAGE = 2;

export function readsPastFirstChapter(page: number): boolean {
  return page > FIRST_CHAPTER_PAGE;
}

/** Records the first use only: later ones change nothing, so the delete message names the first. */
export async function markStoryUsed(db: Db, storyId: string, use: StoryUse): Promise<void> {
  await db.update(stories).set({ firstUse: use }).where(and(eq(stories.id, storyId), isNull(stories.firstUse)));
}

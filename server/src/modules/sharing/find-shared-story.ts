// The story behind a share link, for the sharing routes and for narration of a shared story.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { appUsers, stories } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { StoryRow } from '../stories/story-views.ts';

export async function findSharedStory(ctx: AppContext, token: string): Promise<StoryRow> {
  const [found] = await ctx.database.db
    .select({ story: stories, suspendedAt: appUsers.suspendedAt })
    .from(stories)
    .innerJoin(appUsers, eq(appUsers.id, stories.userId))
    .where(eq(stories.shareToken, token))
    .limit(1);
  // A suspended family's links stop, and come back if the account is restored (issue 13).
  if (!found || found.story.status !== 'ready' || found.suspendedAt) throw notFound('This shared story is no longer available.');
  return found.story;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers, identityUsers } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { STORY_COUNT } from './list-users.ts';

export const USER_NOT_FOUND = 'No family has this id.';

/** Any family by id, for an admin (not scoped to the caller, hence the name's 'any'). */
export async function findAnyUser(db: Db, userId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw notFound(USER_NOT_FOUND);
  const [row] = await db
    .select({ user: appUsers, emailVerified: identityUsers.emailVerified, storyCount: STORY_COUNT })
    .from(appUsers)
    .innerJoin(identityUsers, eq(identityUsers.id, appUsers.identityId))
    .where(eq(appUsers.id, userId))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedFamilies } from './seed-families.ts';
import { seedMessages } from './seed-messages.ts';
import { createRandom } from './seed-random.ts';
import { seedStories } from './seed-stories.ts';

export interface SeedCounts { families: number; stories: number; failed: number; messages: number }

/** Adds `users` families, `stories` stories and their contact messages (run-seed.ts, bench/admin.ts). */
export async function seedDatabase(db: Db, opts: { users: number; stories: number; seed?: number }): Promise<SeedCounts> {
  const rng = createRandom(opts.seed ?? 1);
  const now = new Date();
  const families = await seedFamilies(db, rng, opts.users, now);
  const { failed } = await seedStories(db, rng, families, opts.stories, now);
  const messages = await seedMessages(db, rng, families, now);
  // Fresh statistics, and a visibility map so that counts can use index-only scans.
  await db.execute(sql`vacuum analyze`);
  return { families: families.length, stories: opts.stories, failed, messages };
}

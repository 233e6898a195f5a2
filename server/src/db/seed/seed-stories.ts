// Stories for the seed. Titles and descriptions come from the built-in storyteller itself (a pool
// written once per run, in English and French), so the admin's lists and searches see real ones.
// Families on paid plans write more; a few stories failed (with a recorded reason).
import { AGE_GROUPS, CHARACTERS, MORAL_LESSONS, STORY_LENGTHS, THEMES } from '@storyloom/contracts/options';
import { createStoryteller } from '../../ai/offline/storyteller/index.ts';
import { CHAPTERS_BY_LENGTH } from '@storyloom/contracts/options';
import type { Db } from '../client.ts';
import { generationFailures, stories } from '../schema/index.ts';
import data from './families.json' with { type: 'json' };
import type { SeededFamily, SeedLanguage } from './seed-families.ts';
import { inBatches, type SeedRandom } from './seed-random.ts';

/** Titles written per language: enough variety for 100,000 stories, fewer for a small seed. */
const poolSize = (stories: number) => Math.min(150, Math.max(10, Math.ceil(stories / 10)));
const FAILURE_REASONS = [
  'the illustrator timed out after 180 s',
  'AI service answered 503 Service Unavailable',
  'the writer kept producing text that failed the safety check',
  "the queue's job ended (failed) without finishing the story: a worker stopped during its last attempt",
];
const PLAN_WEIGHT = { free: 1, basic: 3, premium: 6, pro: 10 } as const;

type PoolEntry = Omit<typeof stories.$inferInsert, 'userId' | 'creditMonth'>;

async function writePool(rng: SeedRandom, language: SeedLanguage, size: number): Promise<PoolEntry[]> {
  const writer = createStoryteller();
  const pool: PoolEntry[] = [];
  for (let i = 0; i < size; i++) {
    const req = {
      character: rng.pick(CHARACTERS), theme: rng.pick(THEMES), length: rng.pick(STORY_LENGTHS), ageGroup: rng.pick(AGE_GROUPS),
      moralLesson: rng.pick(MORAL_LESSONS), childName: rng.pick(data[language].childNames), customPrompt: '',
      language: language === 'en' ? ('english' as const) : ('french' as const), seed: rng.int(1, 2 ** 31 - 2),
    };
    const story = await writer.write(req);
    pool.push({ ...req, title: story.title, description: story.description, chapterCount: CHAPTERS_BY_LENGTH[req.length] });
  }
  return pool;
}

/** Picks a family for each story, weighted by plan and by a per-family appetite. */
function familyPicker(rng: SeedRandom, families: SeededFamily[]): () => SeededFamily {
  const cumulative: number[] = [];
  let sum = 0;
  for (const f of families) cumulative.push((sum += PLAN_WEIGHT[f.plan] * rng.next() ** 2));
  return () => {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return families[lo] as SeededFamily;
  };
}

export async function seedStories(db: Db, rng: SeedRandom, families: SeededFamily[], count: number, now: Date): Promise<{ failed: number }> {
  if (families.length === 0 || count === 0) return { failed: 0 };
  const pools = { en: await writePool(rng, 'en', poolSize(count)), fr: await writePool(rng, 'fr', poolSize(count)) };
  const pick = familyPicker(rng, families);
  const rows: (typeof stories.$inferInsert)[] = [];
  const failures: (typeof generationFailures.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const family = pick();
    const entry = rng.pick(pools[family.language]);
    const createdAt = new Date(family.createdAt.getTime() + rng.next() * (now.getTime() - family.createdAt.getTime()));
    const roll = rng.next();
    // No story is left half-written: the worker's sweep would pick it up and write it at the next start.
    const status = roll < 0.02 ? 'failed' : 'ready';
    const updatedAt = new Date(createdAt.getTime() + rng.int(20_000, 600_000));
    const id = rng.uuid();
    rows.push({
      ...entry, id, userId: family.id, status, progress: status === 'ready' ? 100 : 30,
      error: status === 'failed' ? 'generation_failed' : null,
      creditMonth: createdAt.toISOString().slice(0, 7), creditReturned: status === 'failed', createdAt, updatedAt,
      regenerationCount: rng.chance(0.08) ? 1 : 0, bookmarked: rng.chance(0.15),
    });
    if (status === 'failed') failures.push({ storyId: id, generation: 0, reason: rng.pick(FAILURE_REASONS), failedAt: updatedAt });
  }
  await inBatches(rows, 1000, (batch) => db.insert(stories).values(batch));
  await inBatches(failures, 1000, (batch) => db.insert(generationFailures).values(batch));
  return { failed: failures.length };
}

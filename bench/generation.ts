// bench/generation: how fast the built-in storyteller and illustrator make a story, how much the
// durable queue adds on top, and how many stories a process finishes when 20 are asked at once.
// Baselines in the same run: a fixed reference workload (machine speed) and the direct pipeline
// call (for the queue's overhead). Aim: a long story under 50 ms of CPU (13.5 ms before the storyteller of issue 10); the queue under 50 ms.
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { parse } from 'yaml';
import { CHARACTERS, STORY_LENGTHS, THEMES, AGE_GROUPS, MORAL_LESSONS } from '@storyloom/contracts/options';
import { createOfflineIllustrator } from '../server/src/ai/offline/illustrator/index.ts';
import { createStoryteller } from '../server/src/ai/offline/storyteller/index.ts';
import { readIdea } from '../server/src/ai/offline/storyteller/languages.ts';
import type { StoryRequest } from '../server/src/ai/types.ts';
import { appUsers, stories } from '../server/src/db/schema/index.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { cpuMs, median, percentile, referenceWorkloadMs, table } from './lib/stats.ts';

const STORIES_PER_LENGTH = Number(process.env.BENCH_STORIES ?? 50);
const writer = createStoryteller();
const illustrator = createOfflineIllustrator();

function request(i: number, length: StoryRequest['length']): StoryRequest {
  const pick = <T>(list: readonly T[]) => list[i % list.length] as T;
  return {
    character: pick(CHARACTERS), theme: pick([...THEMES].reverse()), length, language: i % 2 ? 'french' : 'english',
    ageGroup: pick(AGE_GROUPS), moralLesson: pick(MORAL_LESSONS), childName: i % 3 ? 'Léa' : '', customPrompt: i % 4 ? '' : 'a kite and a lost puppy',
    seed: 1000 + i,
  };
}

async function pipeline(req: StoryRequest): Promise<void> {
  const story = await writer.write(req);
  await illustrator.draw(story.bible, story.bible.coverScene, { seed: req.seed, kind: 'cover' });
  for (const [i, c] of story.chapters.entries()) await illustrator.draw(story.bible, c.scene, { seed: req.seed + i, kind: 'chapter' });
}

async function offlineStories() {
  for (let i = 0; i < 10; i++) await pipeline(request(i, 'medium')); // warm-up (JIT)
  const rows = [];
  for (const length of STORY_LENGTHS) {
    const cpu: number[] = [];
    for (let i = 0; i < STORIES_PER_LENGTH; i++) cpu.push((await cpuMs(() => pipeline(request(i, length)))).cpu);
    rows.push({ length, stories: STORIES_PER_LENGTH, 'median CPU ms': median(cpu), 'p95 CPU ms': percentile(cpu, 95) });
  }
  return rows;
}

async function throughQueue() {
  // The real offline writer, wrapped only to note when a worker starts writing each story.
  const writerStarts = new Map<string, number>();
  const timedWriter: typeof writer = {
    languages: writer.languages,
    write: (req, onChapter) => {
      writerStarts.set(String(req.seed), performance.now());
      return writer.write(req, onChapter);
    },
  };
  const bench = await startBenchApp({ GENERATION_CONCURRENCY: '2' }, { ai: { writer: timedWriter } });
  const { url, database, headers: auth } = bench;
  await database.db.update(appUsers).set({ subscriptionPlan: 'pro' });

  const generate = async (i: number) => {
    const res = await fetch(`${url}/api/stories/generate`, { method: 'POST', headers: auth, body: JSON.stringify({ ...request(i, 'medium'), seed: undefined }) });
    const body = (await res.json()) as { id?: string };
    if (!body.id) throw new Error(`generate failed: ${res.status} ${JSON.stringify(body)}`);
    return body.id;
  };
  // Polling the single embedded connection too often would starve the worker it is waiting for.
  const waitFor = async (id: string, until: (status: string) => boolean, everyMs = 5) => {
    for (;;) {
      const row = await database.db.query.stories.findFirst({ where: eq(stories.id, id), columns: { status: true } });
      if (row && until(row.status)) return performance.now();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  };
  const seedOf = async (id: string) => String((await database.db.query.stories.findFirst({ where: eq(stories.id, id), columns: { seed: true } }))?.seed);

  // One at a time: from sending POST until a worker starts writing (request, credit, queue), and until ready.
  const pickup: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const id = await generate(i);
    total.push((await waitFor(id, (s) => s === 'ready' || s === 'failed')) - t0);
    pickup.push((writerStarts.get(await seedOf(id)) ?? Number.NaN) - t0);
  }

  await bench.close();
  // Same run, warm-up off: what warm-up may add to readiness is the difference.
  return { pickup, total, burst: await twentyAtOnce(), burstWithoutWarmUp: await twentyAtOnce({ NARRATION_PREWARM: 'false' }) };
}

/**
 * Twenty stories asked at once by a new family (its own app: the twenty above already used this
 * minute's generate allowance), with the default settings: narration warm-up on, as in production.
 */
async function twentyAtOnce(env: Record<string, string> = {}): Promise<number> {
  const bench = await startBenchApp(env);
  const { url, database, headers } = bench;
  await database.db.update(appUsers).set({ subscriptionPlan: 'pro' });
  const t0 = performance.now();
  const ids = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
    const res = await fetch(`${url}/api/stories/generate`, { method: 'POST', headers, body: JSON.stringify({ ...request(100 + i, 'medium'), seed: undefined }) });
    const body = (await res.json()) as { id?: string };
    if (!body.id) throw new Error(`generate failed: ${res.status} ${JSON.stringify(body)}`);
    return body.id;
  }));
  // One query for all twenty: on the embedded database every poll waits for, and delays, the workers.
  for (;;) {
    const rows = await database.db.select({ status: stories.status }).from(stories).where(inArray(stories.id, ids));
    if (rows.filter((r) => r.status === 'ready' || r.status === 'failed').length === ids.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const burst = performance.now() - t0;
  await bench.close();
  return burst;
}

/** Every parent idea of the reader's own lists, read as the generator's preview reads it on each pause in typing. */
function ideaReading(): { lang: 'en' | 'fr'; ideas: number; 'median ms': number; 'p95 ms': number }[] {
  return (['en', 'fr'] as const).map((lang) => {
    const ideas = (parse(readFileSync(new URL(`../server/src/ai/offline/storyteller/idea/parent-ideas-${lang}.yaml`, import.meta.url), 'utf8')) as { text: string }[]).map((c) => c.text);
    readIdea(lang, ideas[0] ?? ''); // the word lists load once, at the first idea
    const ms = ideas.map((text) => {
      const t0 = performance.now();
      readIdea(lang, text);
      return performance.now() - t0;
    });
    return { lang, ideas: ideas.length, 'median ms': median(ms), 'p95 ms': percentile(ms, 95) };
  });
}

export async function benchGeneration(): Promise<void> {
  const reference = await referenceWorkloadMs();
  console.log(`\n## bench/generation\nreference workload (SHA-256 of 16 MiB): ${reference.toFixed(1)} ms CPU\n`);
  const rows = await offlineStories();
  console.log(table(rows.map((r) => ({ ...r, 'x reference': r['median CPU ms'] / reference }))));
  const long = rows.find((r) => r.length === 'long');
  console.log(`\nlong story: median ${long?.['median CPU ms'].toFixed(1)} ms CPU (aim < 50 ms; 13.5 ms before issue 10)`);
  const reading = ideaReading();
  console.log(`\nreading a parent's idea (the generator's preview, on every pause in typing):\n${table(reading)}`);
  console.log(`slowest p95 ${Math.max(...reading.map((r) => r['p95 ms'])).toFixed(2)} ms per idea (aim < 20 ms, so the preview keeps up with typing)`);

  const q = await throughQueue();
  console.log('\nthrough the queue (medium stories, PGlite, worker in-process, 20 one at a time):');
  console.log(table([
    { measure: 'request -> writer starts (HTTP, credit, queue)', 'median ms': median(q.pickup), 'p95 ms': percentile(q.pickup, 95) },
    { measure: 'request -> ready (end to end)', 'median ms': median(q.total), 'p95 ms': percentile(q.total, 95) },
  ]));
  console.log(`request to writer start median ${median(q.pickup).toFixed(1)} ms, an upper bound for what the queue adds (aim < 50 ms)`);
  console.log(`\n20 stories requested at once (default settings, narration warm-up on): all ready in ${(q.burst / 1000).toFixed(2)} s = ${(20 / (q.burst / 1000)).toFixed(1)} stories/s (aim < 2.5 s); same run with warm-up off: ${(q.burstWithoutWarmUp / 1000).toFixed(2)} s (baseline)`);
}

// bench/serializer: what writing an answer costs, through the zod type provider's serialiser (a zod
// encode, then JSON.stringify) and through the server's fast serialiser (fast-json-stringify compiled
// from the same contract; decision 011). Same payloads, same process, same run: a library page of 20
// cards, a page of 100, a story of 10 chapters, the signed-in user. Then the same over HTTP: one
// Fastify app per serialiser answering a fixed library page, beside a route with no schema.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import Fastify, { type FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { libraryPageSchema } from '@storyloom/contracts/library';
import { storySchema } from '@storyloom/contracts/stories';
import { dbUserSchema } from '@storyloom/contracts/user';
import { fastSerializerCompiler } from '../server/src/http/fast-serializer.ts';
import { table } from './lib/stats.ts';

const SECONDS = Number(process.env.SERIALIZER_BENCH_SECONDS ?? 3);

const card = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, title: `The dragon who lost the moon ${i}`,
  coverImageUrl: `/api/stories/x/media/cover-0.svg`, createdAt: new Date(2026, 0, 1 + (i % 28)).toISOString(), theme: 'magic',
  language: i % 2 ? 'english' : 'french', status: 'ready', progress: 100, error: null, regenerationCount: 0, bookmarked: i % 5 === 0,
  readingProgress: i % 3 ? null : { currentPage: 3, totalPages: 9, progressPercentage: 38, lastReadAt: new Date().toISOString() },
});
const page = (n: number) => ({ items: Array.from({ length: n }, (_, i) => card(i)), nextCursor: 'abc', total: 200, languages: ['english', 'french'] });
const story = {
  ...card(1), description: 'A small dragon looks for the moon.', character: 'friendly-dragon', ageGroup: '5-8', length: 'medium', chapterCount: 10,
  shared: false, readingProgress: null,
  chapters: Array.from({ length: 10 }, (_, i) => ({ title: `Chapter ${i + 1}`, content: 'Once upon a time, a dragon. '.repeat(60), imageUrl: null, imageAlt: 'a dragon', page: i + 1 })),
};
const user = { id: 'u1', firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@example.com', isAdmin: false, subscriptionPlan: 'free', subscriptionStatus: 'active', createdAt: new Date().toISOString() };

const cases: [string, z.ZodType, unknown][] = [
  ['library page, 20 cards', libraryPageSchema, page(20)],
  ['library page, 100 cards', libraryPageSchema, page(100)],
  ['story, 10 chapters', storySchema, story],
  ['signed-in user', dbUserSchema, user],
];
const compilers: [string, FastifySerializerCompiler<unknown>][] = [
  ['zod encode + JSON.stringify', zodSerializerCompiler as FastifySerializerCompiler<unknown>],
  ['fast-json-stringify', fastSerializerCompiler({ checkResponses: false })],
];

// Each round starts from a clean heap: zod's encode leaves garbage that the next round would pay for.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Best of several short rounds, the serialisers taking turns: the machine is shared, so load comes and goes. */
function opsPerSecond(fns: (() => unknown)[]): number[] {
  const best = fns.map(() => 0);
  // Long enough for V8 to finish optimising both (its compiler thread competes for the same cores).
  for (const fn of fns) for (const t0 = performance.now(); performance.now() - t0 < 500; ) for (let i = 0; i < 20; i++) fn();
  for (let round = 0; round < SECONDS * 4; round++) {
    fns.forEach((fn, k) => {
      collectGarbage();
      let n = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < 100) for (let i = 0; i < 20; i++, n++) fn();
      best[k] = Math.max(best[k]!, n / ((performance.now() - t0) / 1000));
    });
  }
  return best;
}

async function requestsPerSecond(compiler: FastifySerializerCompiler<unknown>): Promise<{ bare: number; page: number }> {
  const app = Fastify();
  app.setSerializerCompiler(compiler);
  const body = page(20);
  app.get('/bare', async () => ({ ok: true }));
  app.get('/page', { schema: { response: { 200: libraryPageSchema } } }, async () => body);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const run = async (path: string) => (await autocannon({ url: url + path, connections: 10, duration: SECONDS })).requests.average;
  const result = { bare: await run('/bare'), page: await run('/page') };
  await app.close();
  return result;
}

export async function benchSerializer(): Promise<void> {
  const rows: Record<string, string>[] = [];
  for (const [name, schema, data] of cases) {
    const rates = opsPerSecond(compilers.map(([, compile]) => compile({ schema, method: 'GET', url: '/', httpStatus: '200' }).bind(null, data)));
    const [zod = 0, fast = 0] = rates;
    const shown = (r: number) => `${Math.round(r).toLocaleString('en')}/s (${(1e6 / r).toFixed(1)} µs)`;
    rows.push({ payload: name, [compilers[0]![0]]: shown(zod), [compilers[1]![0]]: shown(fast), 'fast ÷ zod': `×${(fast / zod).toFixed(1)}` });
  }
  console.log('\nbench/serializer: answers written per second, one core, same run');
  console.log(table(rows));

  const http: Record<string, string>[] = [];
  const best = compilers.map(() => ({ bare: 0, page: 0 }));
  for (let round = 0; round < 2; round++) {
    for (const [k, [, compile]] of compilers.entries()) {
      const r = await requestsPerSecond(compile);
      best[k] = { bare: Math.max(best[k]!.bare, r.bare), page: Math.max(best[k]!.page, r.page) };
    }
  }
  for (const [k, [name]] of compilers.entries()) {
    const r = best[k]!;
    http.push({ serialiser: name, 'bare route req/s': Math.round(r.bare).toLocaleString('en'), 'library page req/s': Math.round(r.page).toLocaleString('en'), 'page ÷ bare': `${((r.page / r.bare) * 100).toFixed(0)} %` });
  }
  console.log('\nHTTP (autocannon, 10 connections, beside the server; best of 2 alternating runs): a 20-card library page from memory');
  console.log(table(http));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSerializer();

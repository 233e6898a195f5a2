// bench/api: the family's hot routes under load, each beside the bare route (/api/health) of the same
// server in the same run, on PGlite and on PostgreSQL, on a database seeded as `npm run db:seed --
// --users 1000 --stories 20000` does, plus one signed-in family holding 200 written stories (with
// chapters, so search has text to read). autocannon runs in a worker thread beside the server.
// Two runs per route: as fast as it goes (req/s, p99), then at a fixed rate: 500 req/s (p99: the aim
// is under 20 ms), and 200 req/s for search (p99 under 30 ms). The authenticated no-op is GET /api/auth/user: the session check and
// nothing else but turning the row into JSON (aim ≥ 2,000 req/s).
//
// API_BENCH_DATA_DIR      the embedded database (seeded on first use; default a folder in /tmp)
// API_BENCH_DATABASE_URL  a PostgreSQL database to use as well (seeded when it has fewer families)
// API_BENCH_SECONDS       seconds per run (default 5)
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite, openPostgres, type Database } from '../server/src/db/client.ts';
import { appUsers, chapters, stories } from '../server/src/db/schema/index.ts';
import { seedDatabase } from '../server/src/db/seed/seed-database.ts';
import { createStoryteller } from '../server/src/ai/offline/storyteller/index.ts';
import { readerPageCount } from '@storyloom/contracts/stories';
import { table } from './lib/stats.ts';
import { createCapturingMailer, verifyLinkPath, type CapturingMailer } from '../server/src/test/mail-capture.ts';

const FAMILIES = 1_000;
const STORIES = 20_000;
const FAMILY_STORIES = 200;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 5);
const FIXED_RATE = 500;
const SEARCH_RATE = 200;
const EMAIL = 'bench-api@example.com';
const PASSWORD = 'bench-api-password';


/**
 * Signs the bench family in: sign-up answers alike for a new and a known address (docs/decisions/012),
 * so sign up, open the confirmation link if one was e-mailed (a new account), then sign in.
 */
async function benchSignIn(url: string, mail: CapturingMailer, body: { name: string; email: string; password: string }): Promise<string | undefined> {
  const post = (path: string) => fetch(`${url}/api/identity/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const after = mail.messages.length;
  await post('sign-up/email');
  const message = await mail.waitFor(body.email, /./, after);
  if (/verify-email\?token=/.test(message.text)) await fetch(url + verifyLinkPath(message.text), { redirect: 'manual' });
  return ((await (await post('sign-in/email')).json()) as { token?: string }).token;
}

async function openSeeded(kind: 'pglite' | 'postgres'): Promise<Database> {
  const database = kind === 'pglite'
    ? await openPglite(process.env.API_BENCH_DATA_DIR ?? join(tmpdir(), 'storyloom-api-bench'))
    : await openPostgres(process.env.API_BENCH_DATABASE_URL ?? '', { maxConnections: 10 });
  if ((await database.db.$count(appUsers)) < FAMILIES) {
    console.log(`seeding ${FAMILIES} families and ${STORIES} stories into ${kind} (once)…`);
    await seedDatabase(database.db, { users: FAMILIES, stories: STORIES });
  }
  return database;
}

/** The bench family's 200 stories, each with its chapters (20 books written once, repeated). */
async function fillFamily(database: Database, userId: string): Promise<void> {
  const [have] = await database.db.select({ n: count() }).from(stories).where(eq(stories.userId, userId));
  if ((have?.n ?? 0) >= FAMILY_STORIES) return;
  const writer = createStoryteller();
  const themes = ['adventure', 'friendship', 'magic', 'kindness'] as const;
  const books = await Promise.all(Array.from({ length: 20 }, (_, i) => {
    const req = {
      character: 'friendly-dragon', theme: themes[i % themes.length]!, length: 'medium', ageGroup: '5-8', moralLesson: '',
      childName: i % 2 ? 'Léa' : 'Sam', customPrompt: '', language: i % 3 ? 'english' : 'french', seed: i + 1,
    } as const;
    return writer.write(req).then((book) => ({ req, book }));
  }));
  for (let i = 0; i < FAMILY_STORIES; i++) {
    const { req, book } = books[i % books.length]!;
    const [row] = await database.db.insert(stories).values({
      ...req, userId, title: book.title, description: book.description, chapterCount: book.chapters.length, status: 'ready', progress: 100,
      creditMonth: '2026-01', createdAt: new Date(Date.now() - i * 3_600_000),
    }).returning({ id: stories.id });
    await database.db.insert(chapters).values(book.chapters.map((c, position) => ({ storyId: row!.id, position, title: c.title, content: c.content })));
  }
}

/** fetch, once more if a kept-alive socket was closed by the server meanwhile (ECONNRESET). */
const fetchAgain = (url: string, init?: RequestInit) => fetch(url, init).catch(() => fetch(url, init));

interface Run { rps: number; p99: number; errors: number }

async function load(url: string, path: string, init: { method?: string; headers: Record<string, string>; body?: string }, rate?: number): Promise<Run> {
  const result = await autocannon({
    url: url + path, method: (init.method ?? 'GET') as 'GET', headers: init.headers, body: init.body,
    connections: 10, duration: SECONDS, workers: 1, ...(rate ? { overallRate: rate } : {}),
  } as autocannon.Options);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function benchOne(kind: 'pglite' | 'postgres') {
  const database = await openSeeded(kind);
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-api-')), SESSION_SECRET: 'x'.repeat(40),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000', NARRATION_PREWARM: 'false', LOG_LEVEL: 'warn',
  });
  const mail = createCapturingMailer();
  const { app } = await buildApp(config, database, { worker: false, mailer: mail, queueSchema: kind === 'postgres' ? 'pgboss_bench_api' : undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await benchSignIn(url, mail, { name: 'Bench Family', email: EMAIL, password: PASSWORD });
  const auth = { authorization: `Bearer ${token}` };
  const me = (await (await fetchAgain(`${url}/api/auth/user`, { headers: auth })).json()) as { id: string };
  await fillFamily(database, me.id);
  const [story] = await database.db.select({ id: stories.id, chapterCount: stories.chapterCount }).from(stories).where(eq(stories.userId, me.id)).limit(1);
  const search = (await (await fetchAgain(`${url}/api/stories/library?q=dragon`, { headers: auth })).json()) as { total?: number };

  const routes: [string, string, { method?: string; headers: Record<string, string>; body?: string }][] = [
    ['bare route /api/health', '/api/health', { headers: {} }],
    ['authenticated no-op /api/auth/user', '/api/auth/user', { headers: auth }],
    ['library page 1 (24 of 200)', '/api/stories/library', { headers: auth }],
    ['library page 1, old list (all 200)', '/api/stories/user', { headers: auth }],
    ['story read', `/api/stories/${story!.id}`, { headers: auth }],
    [`search "dragon" (${search.total ?? '?'} of 200)`, '/api/stories/library?q=dragon', { headers: auth }],
    ['search "dragon", story API (first 100)', '/api/stories/search?q=dragon', { headers: auth }],
    ['reading progress save', '/api/reading-progress', {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ storyId: story!.id, currentPage: 2, totalPages: readerPageCount(story!.chapterCount) }),
    }],
  ];
  const rows = [];
  let bare = 0;
  for (const [name, path, init] of routes) {
    const check = await fetchAgain(url + path, { method: init.method, headers: init.headers, body: init.body });
    if (check.status !== 200) {
      rows.push({ route: name, 'req/s': 'n/a', 'x bare': '', p99_ms: '', 'p99_ms at fixed rate': `${check.status}`, aim: '' });
      continue;
    }
    const searching = path.includes('q=');
    const rate = searching ? SEARCH_RATE : FIXED_RATE;
    const limit = searching ? 30 : 20;
    const max = await load(url, path, init);
    const fixed = await load(url, path, init, rate);
    if (path === '/api/health') bare = max.rps;
    const aim = path.includes('auth/user') ? (max.rps >= 2000 ? 'met (≥ 2,000 req/s)' : 'NOT met (≥ 2,000 req/s)')
      : path === '/api/health' ? '' : `${fixed.p99 < limit && fixed.rps >= rate * 0.95 ? 'met' : 'NOT met'} (p99 < ${limit} ms at ${rate} req/s)`;
    rows.push({
      route: name, 'req/s': Math.round(max.rps), 'x bare': bare ? `1/${(bare / max.rps).toFixed(1)}` : '', p99_ms: max.p99,
      'p99_ms at fixed rate': `${fixed.p99} (${Math.round(fixed.rps)} of ${rate} req/s)`, aim: `${aim}${max.errors + fixed.errors ? ` ${max.errors + fixed.errors} errors` : ''}`,
    });
  }
  console.log(`\n### ${kind} (${FAMILIES} families, ${STORIES} stories, the family ${FAMILY_STORIES}; ${SECONDS} s per run, 10 connections; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${availableParallelism()} cores)\n`);
  console.log(table(rows));
  await app.close();
  await database.close();
}

export async function benchApi(): Promise<void> {
  console.log('\n## bench/api');
  await benchOne('pglite');
  if (process.env.API_BENCH_DATABASE_URL) await benchOne('postgres');
  else console.log('\n(PostgreSQL skipped: set API_BENCH_DATABASE_URL to a database the bench may seed)');
}

// bench/api: the family's hot routes under load, each beside the bare route (/api/health) of the same
// server in the same run, on PGlite and on PostgreSQL, on a database seeded as `npm run db:seed --
// --users 1000 --stories 20000` does, plus one signed-in family holding 200 written stories (with
// chapters, so search has text to read). autocannon runs in a worker thread beside the server.
// Each route is run as fast as it goes (req/s, p99), then at a fixed rate: 500 req/s, p99 under 20 ms
// being the aim for every route (issue 15 item 8); search also at 200 req/s, p99 under 30 ms (issue
// 16). The authenticated no-op is GET /api/auth/user: the session check and nothing else but turning
// the row into JSON (aim ≥ 2,000 req/s).
//
// API_BENCH_DATA_DIR      the embedded database (seeded on first use; default a folder in /tmp)
// API_BENCH_DATABASE_URL  a PostgreSQL database to use as well (seeded when it has fewer families)
// API_BENCH_SECONDS       seconds per run (default 5)
// API_BENCH_ROUTES        only the routes whose name holds one of these words (comma-separated,
//                         e.g. `search,progress`); the bare route is always measured, for the ratio
// API_BENCH_ONLY          `pglite` or `postgres`: that database alone
// API_BENCH_BEFORE        another checkout of the product (e.g. an earlier commit's worktree): its
//                         server is measured too, route by route in turns with this one's on PostgreSQL
//                         (both open at once), one after the other on PGlite (one process per data folder)
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import type { buildApp } from '../server/src/app.ts';
import type { loadConfig } from '../server/src/config.ts';
import { openPglite, openPostgres, type Database } from '../server/src/db/client.ts';
import { appUsers, stories } from '../server/src/db/schema/index.ts';
import { seedDatabase } from '../server/src/db/seed/seed-database.ts';
import { seedWrittenFamily } from '../server/src/db/seed/seed-written-family.ts';
import { readerPageCount } from '@storyloom/contracts/stories';
import { table } from './lib/stats.ts';
import { createCapturingMailer, verifyLinkPath, type CapturingMailer } from '../server/src/test/mail-capture.ts';

const FAMILIES = 1_000;
const STORIES = 20_000;
const FAMILY_STORIES = 200;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 5);
const FIXED_RATE = 500;
/** Issue 16's search aim (p99 under 30 ms at 200 req/s), beside issue 15's 500 req/s for every route. */
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

async function openSeeded(kind: Kind): Promise<Database> {
  const database = kind === 'pglite'
    ? await openPglite(process.env.API_BENCH_DATA_DIR ?? join(tmpdir(), 'storyloom-api-bench'))
    : await openPostgres(process.env.API_BENCH_DATABASE_URL ?? '', { maxConnections: 10 });
  if ((await database.db.$count(appUsers)) < FAMILIES) {
    console.log(`seeding ${FAMILIES} families and ${STORIES} stories into ${kind} (once)…`);
    await seedDatabase(database.db, { users: FAMILIES, stories: STORIES });
  }
  return database;
}

/** The bench family's 200 stories, each with its chapters (20 books written once, repeated), and the statistics after them. */
async function fillFamily(database: Database, userId: string): Promise<void> {
  const [have] = await database.db.select({ n: count() }).from(stories).where(eq(stories.userId, userId));
  if ((have?.n ?? 0) < FAMILY_STORIES) await seedWrittenFamily(database.db, userId, { count: FAMILY_STORIES, books: 20 });
}

/** fetch, once more if a kept-alive socket was closed by the server meanwhile (ECONNRESET). */
const fetchAgain = (url: string, init?: RequestInit) => fetch(url, init).catch(() => fetch(url, init));

interface Run { rps: number; p99: number; errors: number }

type Request = { method?: string; headers: Record<string, string>; body?: string };

async function load(url: string, path: string, init: Request, rate?: number): Promise<Run> {
  const result = await autocannon({
    url: url + path, method: (init.method ?? 'GET') as 'GET', headers: init.headers, body: init.body,
    connections: 10, duration: SECONDS, workers: 1, ...(rate ? { overallRate: rate } : {}),
  } as autocannon.Options);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

type Kind = 'pglite' | 'postgres';

/** A checkout's server on the bench database, its family signed in. */
interface Server { label: string; url: string; auth: Record<string, string>; close(): Promise<void> }

/** This checkout's code, or API_BENCH_BEFORE's: the same modules, loaded from that folder. */
async function startServer(root: string, label: string, kind: Kind): Promise<Server & { database: Database }> {
  const from = async <T>(path: string) => (await import(join(root, path))) as T;
  const { buildApp: build } = await from<{ buildApp: typeof buildApp }>('server/src/app.ts');
  const { loadConfig: configOf } = await from<{ loadConfig: typeof loadConfig }>('server/src/config.ts');
  const client = await from<{ openPglite: typeof openPglite; openPostgres: typeof openPostgres }>('server/src/db/client.ts');
  const database = kind === 'pglite'
    ? await client.openPglite(process.env.API_BENCH_DATA_DIR ?? join(tmpdir(), 'storyloom-api-bench'))
    : await client.openPostgres(process.env.API_BENCH_DATABASE_URL ?? '', { maxConnections: 10 });
  const config = configOf({
    NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-api-')), SESSION_SECRET: 'x'.repeat(40),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000', NARRATION_PREWARM: 'false', LOG_LEVEL: 'warn',
  });
  const mail = createCapturingMailer();
  const { app } = await build(config, database, { worker: false, mailer: mail, queueSchema: kind === 'postgres' ? 'pgboss_bench_api' : undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await benchSignIn(url, mail, { name: 'Bench Family', email: EMAIL, password: PASSWORD });
  return {
    label, url, database, auth: { authorization: `Bearer ${token}` },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The routes measured, for the family's newest story (asked through the server, whichever checkout it runs). */
async function routesOf(server: Server): Promise<[string, string, Request][]> {
  const { url, auth } = server;
  const get = async <T>(path: string) => (await (await fetchAgain(url + path, { headers: auth })).json()) as T;
  const [first] = (await get<{ items: { id: string }[] }>('/api/stories/library?limit=1')).items;
  const story = await get<{ id: string; chapterCount: number }>(`/api/stories/${first!.id}`);
  const search = await get<{ total?: number }>('/api/stories/library?q=dragon');
  const routes: [string, string, Request][] = [
    ['bare route /api/health', '/api/health', { headers: {} }],
    ['authenticated no-op /api/auth/user', '/api/auth/user', { headers: auth }],
    ['library page 1 (24 of 200)', '/api/stories/library', { headers: auth }],
    ['library page 1, old list (all 200)', '/api/stories/user', { headers: auth }],
    ['story read', `/api/stories/${story.id}`, { headers: auth }],
    [`search "dragon" (${search.total ?? '?'} of 200)`, '/api/stories/library?q=dragon', { headers: auth }],
    ['search "dragon", story API (first 100)', '/api/stories/search?q=dragon', { headers: auth }],
    ['reading progress save', '/api/reading-progress', {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ storyId: story.id, currentPage: 2, totalPages: readerPageCount(story.chapterCount) }),
    }],
  ];
  const wanted = (process.env.API_BENCH_ROUTES ?? '').split(',').map((w) => w.trim()).filter(Boolean);
  return routes.filter(([name, path]) => wanted.length === 0 || path === '/api/health' || wanted.some((w) => name.includes(w)));
}

const bareOf = new Map<string, number>();

/** One route on one server: as fast as it goes, then at the fixed rates, and the aim it is held to. */
async function measure(server: Server, name: string, path: string, given: Request): Promise<Record<string, string | number>> {
  // The other server's family token is its own.
  const init = { ...given, headers: { ...given.headers, ...(given.headers.authorization ? server.auth : {}) } };
  const row = { server: server.label, route: name };
  const check = await fetchAgain(server.url + path, { method: init.method, headers: init.headers, body: init.body });
  if (check.status !== 200) return { ...row, 'req/s': 'n/a', 'x bare': '', p99_ms: '', 'p99_ms at 500 req/s': `${check.status}`, aim: '' };
  const searching = path.includes('q=');
  const max = await load(server.url, path, init);
  const fixed = await load(server.url, path, init, FIXED_RATE);
  const searchRate = searching ? await load(server.url, path, init, SEARCH_RATE) : undefined;
  if (path === '/api/health') bareOf.set(server.label, max.rps);
  const bare = bareOf.get(server.label) ?? 0;
  const meets = (run: Run, rate: number, limit: number) => run.p99 < limit && run.rps >= rate * 0.95;
  const aims = path.includes('auth/user') ? [max.rps >= 2000 ? 'met (≥ 2,000 req/s)' : 'NOT met (≥ 2,000 req/s)']
    : path === '/api/health' ? []
    : [`${meets(fixed, FIXED_RATE, 20) ? 'met' : 'NOT met'} (p99 < 20 ms at ${FIXED_RATE} req/s)`,
      ...(searchRate ? [`${meets(searchRate, SEARCH_RATE, 30) ? 'met' : 'NOT met'} (p99 < 30 ms at ${SEARCH_RATE} req/s: ${searchRate.p99} ms, ${Math.round(searchRate.rps)} req/s)`] : [])];
  const errors = max.errors + fixed.errors + (searchRate?.errors ?? 0);
  return {
    ...row, 'req/s': Math.round(max.rps), 'x bare': bare ? `1/${(bare / max.rps).toFixed(1)}` : '', p99_ms: max.p99,
    'p99_ms at 500 req/s': `${fixed.p99} (${Math.round(fixed.rps)} req/s)`, aim: `${aims.join('; ')}${errors ? ` ${errors} errors` : ''}`,
  };
}

async function benchOne(kind: Kind) {
  const seeded = await openSeeded(kind);
  await seeded.close();
  const checkouts = [{ root: fileURLToPath(new URL('..', import.meta.url)), label: 'this' }];
  if (process.env.API_BENCH_BEFORE) checkouts.push({ root: process.env.API_BENCH_BEFORE, label: 'before' });
  // PGlite's folder takes one process at a time: each checkout in its turn. PostgreSQL: all at once,
  // route by route in turns, so that both meet the same load from the rest of the machine.
  const groups = kind === 'postgres' ? [checkouts] : checkouts.map((c) => [c]);
  const byRoute: Record<string, string | number>[][] = [];
  const load0 = loadavg();
  for (const group of groups) {
    const servers: (Server & { database: Database })[] = [];
    for (const c of group) servers.push(await startServer(c.root, c.label, kind));
    // The family's stories are written once, through this checkout's schema (it runs first).
    const own = servers.find((server) => server.label === 'this');
    if (own) await fillFamily(own.database, ((await (await fetchAgain(`${own.url}/api/auth/user`, { headers: own.auth })).json()) as { id: string }).id);
    for (const [r, [name, path, init]] of (await routesOf(servers[0]!)).entries()) {
      for (const server of servers) (byRoute[r] ??= []).push(await measure(server, name, path, init));
    }
    for (const server of servers) await server.close();
  }
  const load1 = loadavg();
  console.log(`\n### ${kind} (${FAMILIES} families, ${STORIES} stories, the family ${FAMILY_STORIES}; ${SECONDS} s per run, 10 connections; load average ${load0.map((x) => x.toFixed(1)).join(' ')} at the start, ${load1.map((x) => x.toFixed(1)).join(' ')} at the end, on ${availableParallelism()} cores)\n`);
  const rows = byRoute.flat();
  console.log(table(process.env.API_BENCH_BEFORE ? rows : rows.map(({ server: _server, ...rest }) => rest)));
}

export async function benchApi(): Promise<void> {
  console.log('\n## bench/api');
  const only = process.env.API_BENCH_ONLY;
  if (only !== 'postgres') await benchOne('pglite');
  if (only === 'pglite') return;
  if (process.env.API_BENCH_DATABASE_URL) await benchOne('postgres');
  else console.log('\n(PostgreSQL skipped: set API_BENCH_DATABASE_URL to a database the bench may seed)');
}

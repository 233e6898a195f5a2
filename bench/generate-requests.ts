// bench/generate-requests: what the 20 POST /api/stories/generate of a burst cost by themselves (the
// session check, the rate-limit counters, the credit and the story, the queue's job), with no worker
// writing, on PGlite and on PostgreSQL. Issue 16's burst (20 books ready < 2.5 s) starts with them.
// Each run is a new server and family; runs alternate between this checkout and GENERATE_BENCH_BEFORE's
// so that both meet the same load from the rest of a shared machine. Medians of GENERATE_BENCH_RUNS.
// Each request carries its own Idempotency-Key, as the web's generator sends (decision 025).
//
// GENERATE_BENCH_BEFORE        another checkout of the product (e.g. main's worktree before a change)
// GENERATE_BENCH_DATABASE_URL  a PostgreSQL database to use as well (each server its own queue schema)
// GENERATE_BENCH_RUNS          runs per checkout and database (default 3)
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { buildApp } from '../server/src/app.ts';
import type { loadConfig } from '../server/src/config.ts';
import type { openPglite, openPostgres } from '../server/src/db/client.ts';
import { fetchConfirmedSignUp } from '../server/src/test/confirmed-sign-up.ts';
import { createCapturingMailer } from '../server/src/test/mail-capture.ts';
import { median, percentile, table } from './lib/stats.ts';

const BURST = 20;
const RUNS = Number(process.env.GENERATE_BENCH_RUNS ?? 3);
type Kind = 'pglite' | 'postgres';

// Round trips to the PostgreSQL server, counted at its driver (BEGIN and COMMIT included).
let roundTrips = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  roundTrips++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

interface Run { wallMs: number; latencies: number[]; roundTrips: number }

/** One server of `root`'s code, a new family on the pro plan, and twenty requests at once. */
async function burst(root: string, kind: Kind): Promise<Run> {
  const from = async <T>(path: string) => (await import(join(root, path))) as T;
  const { buildApp: build } = await from<{ buildApp: typeof buildApp }>('server/src/app.ts');
  const { loadConfig: configOf } = await from<{ loadConfig: typeof loadConfig }>('server/src/config.ts');
  const client = await from<{ openPglite: typeof openPglite; openPostgres: typeof openPostgres }>('server/src/db/client.ts');
  const database = kind === 'pglite' ? await client.openPglite(undefined) : await client.openPostgres(process.env.GENERATE_BENCH_DATABASE_URL ?? '', { maxConnections: 10 });
  const config = configOf({
    NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-generate-')), SESSION_SECRET: 'x'.repeat(40),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'warn',
  });
  const mail = createCapturingMailer();
  const queueSchema = kind === 'postgres' ? `pgboss_bench_${randomUUID().replaceAll('-', '').slice(0, 10)}` : undefined;
  const { app } = await build(config, database, { worker: false, mailer: mail, queueSchema, rateLimitNamespace: `bench:${randomUUID()}:` });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await fetchConfirmedSignUp(url, mail, { name: 'Bench', email: `bench-${randomUUID()}@example.com`, password: 'bench-password' });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const me = (await (await fetch(`${url}/api/auth/user`, { headers })).json()) as { id: string };
  await database.db.execute(sql`update app_users set subscription_plan = 'pro' where id = ${me.id}`);
  const body = (i: number) => JSON.stringify({
    character: 'curious-mouse', theme: 'adventure', length: 'medium', language: i % 2 ? 'french' : 'english', ageGroup: '5-8',
    moralLesson: 'sharing', childName: i % 3 ? 'Léa' : '', customPrompt: i % 4 ? '' : 'a kite and a lost puppy',
  });
  roundTrips = 0;
  const t0 = performance.now();
  const latencies = await Promise.all(Array.from({ length: BURST }, async (_, i) => {
    const start = performance.now();
    const res = await fetch(`${url}/api/stories/generate`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: body(i) });
    const answer = await res.text();
    if (res.status !== 200) throw new Error(`generate answered ${res.status}: ${answer}`);
    return performance.now() - start;
  }));
  const run = { wallMs: performance.now() - t0, latencies, roundTrips: roundTrips / BURST };
  await app.close();
  if (queueSchema) await database.db.execute(sql.raw(`drop schema if exists ${queueSchema} cascade`));
  await database.close();
  return run;
}

export async function benchGenerateRequests(): Promise<void> {
  console.log('\n## bench/generate-requests');
  const checkouts = [{ root: fileURLToPath(new URL('..', import.meta.url)), label: 'this' }];
  if (process.env.GENERATE_BENCH_BEFORE) checkouts.push({ root: process.env.GENERATE_BENCH_BEFORE, label: 'before' });
  const kinds: Kind[] = process.env.GENERATE_BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const rows: Record<string, string | number>[] = [];
  const load0 = loadavg();
  for (const kind of kinds) {
    const runs = new Map<string, Run[]>(checkouts.map((c) => [c.label, []]));
    // A first burst per checkout, not counted: its modules are loaded and compiled.
    if (kind === kinds[0]) for (const c of checkouts) await burst(c.root, kind);
    for (let r = 0; r < RUNS; r++) for (const c of checkouts) runs.get(c.label)?.push(await burst(c.root, kind));
    for (const c of checkouts) {
      const done = runs.get(c.label) ?? [];
      rows.push({
        database: kind, server: c.label,
        [`all ${BURST} answered, median ms`]: Math.round(median(done.map((r) => r.wallMs))),
        'runs ms': done.map((r) => Math.round(r.wallMs)).join(' / '),
        'request p95 ms (median run)': Math.round(median(done.map((r) => percentile(r.latencies, 95)))),
        'round trips per request': kind === 'postgres' ? median(done.map((r) => r.roundTrips)).toFixed(1) : 'n/a',
      });
    }
  }
  const load1 = loadavg();
  console.log(`\n${BURST} generate requests at once, no worker (${RUNS} runs each, alternating; load average ${load0.map((x) => x.toFixed(1)).join(' ')} at the start, ${load1.map((x) => x.toFixed(1)).join(' ')} at the end, on ${availableParallelism()} cores)\n`);
  console.log(table(rows));
  if (!process.env.GENERATE_BENCH_BEFORE) console.log('\n(no baseline: set GENERATE_BENCH_BEFORE to another checkout, e.g. main before the change)');
  if (!process.env.GENERATE_BENCH_DATABASE_URL) console.log('(PostgreSQL skipped: set GENERATE_BENCH_DATABASE_URL)');
}

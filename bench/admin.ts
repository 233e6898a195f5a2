// bench/admin: how fast every admin list and search answers on a seeded database of 10,000
// families and 100,000 stories (server/src/db/seed), through HTTP as an admin, on PGlite and on
// PostgreSQL, beside a bare route (/api/health) measured in the same run; then EXPLAIN ANALYZE of
// each query behind them, to show which index serves it. Aim: every call under 50 ms p95.
//
// ADMIN_BENCH_DATA_DIR     the embedded database to use (seeded on first use; default a folder in /tmp)
// ADMIN_BENCH_DATABASE_URL a PostgreSQL database to use as well (seeded when it has fewer families)
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite, openPostgres, type Database, type QueryLogger } from '../server/src/db/client.ts';
import { appUsers, identityUsers } from '../server/src/db/schema/index.ts';
import { seedDatabase } from '../server/src/db/seed/seed-database.ts';
import { getOverview } from '../server/src/modules/admin/get-overview.ts';
import { explainScans } from './lib/explain.ts';
import { percentile, table } from './lib/stats.ts';
import { createCapturingMailer, verifyLinkPath, type CapturingMailer } from '../server/src/test/mail-capture.ts';

const FAMILIES = 10_000;
const STORIES = 100_000;
const RUNS = Number(process.env.ADMIN_BENCH_RUNS ?? 40);
const ADMIN_EMAIL = 'bench-admin@example.com';

interface Captured { sql: string; params: unknown[] }


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

async function openSeeded(kind: 'pglite' | 'postgres', logQuery: QueryLogger): Promise<Database> {
  const database = kind === 'pglite'
    ? await openPglite(process.env.ADMIN_BENCH_DATA_DIR ?? join(tmpdir(), 'storyloom-admin-bench'), logQuery)
    : await openPostgres(process.env.ADMIN_BENCH_DATABASE_URL ?? '', { maxConnections: 10, logQuery });
  const have = await database.db.$count(appUsers);
  if (have < FAMILIES) {
    console.log(`seeding ${FAMILIES} families and ${STORIES} stories into ${kind} (once)…`);
    const t0 = performance.now();
    await seedDatabase(database.db, { users: FAMILIES, stories: STORIES });
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return database;
}

/** The calls an operator makes, with search terms that match the seeded data. */
async function calls(database: Database): Promise<[string, string][]> {
  // The family with the most stories: the heaviest 'User Stories' page.
  const { rows } = await database.sql.executeSql('select user_id from stories group by user_id order by count(*) desc limit 1');
  const busiest = rows[0] as { user_id: string } | undefined;
  const userId = busiest?.user_id ?? '';
  return [
    ['bare route (baseline)', '/api/health'],
    // A signed-in route that reads one row: what any session check costs, before the admin query.
    ['signed-in route (baseline)', '/api/auth/user'],
    ['overview', '/api/admin/overview'],
    ['users, page 1', '/api/admin/users'],
    ['users, page 200 oldest', '/api/admin/users?page=200&sort=oldest'],
    ['users, search "martin"', '/api/admin/users?q=martin'],
    ['users, search e-mail "lea.moreau"', '/api/admin/users?q=lea.moreau'],
    ['stories, page 1', '/api/admin/stories'],
    ['stories, page 500 oldest', '/api/admin/stories?page=500&sort=oldest'],
    ['stories, search title "dragon"', '/api/admin/stories?q=dragon'],
    ['stories, search author "garnier"', '/api/admin/stories?q=garnier'],
    ['user stories (busiest family)', `/api/admin/users/${userId}/stories`],
    ['user stories, search "the"', `/api/admin/users/${userId}/stories?q=the`],
    ['messages, page 1', '/api/admin/messages'],
    ['messages, unread, search "plan"', '/api/admin/messages?filter=unread&q=plan'],
    ['generations, page 1', '/api/admin/generations'],
    ['generations, search "owl"', '/api/admin/generations?q=owl'],
    ['audit log', '/api/admin/audit'],
  ];
}

async function benchOne(kind: 'pglite' | 'postgres') {
  let capture: Captured[] | null = null;
  const database = await openSeeded(kind, (sql, params) => capture?.push({ sql, params }));
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-admin-')), SESSION_SECRET: 'x'.repeat(40), ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000', NARRATION_PREWARM: 'false',
  });
  const mail = createCapturingMailer();
  const { app } = await buildApp(config, database, { worker: false, mailer: mail, queueSchema: kind === 'postgres' ? 'pgboss_bench_admin' : undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await benchSignIn(url, mail, { name: 'Bench Admin', email: ADMIN_EMAIL, password: 'bench-admin-password' });
  await database.db.update(identityUsers).set({ emailVerified: true }).where(eq(identityUsers.email, ADMIN_EMAIL));
  const headers = { authorization: `Bearer ${token}` };

  const rows = [];
  const plans: string[] = [];
  for (const [name, path] of await calls(database)) {
    const get = async () => {
      const res = await fetch(url + path, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    for (let i = 0; i < 5; i++) await get(); // warm-up: JIT, plan cache, buffers
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await get();
      ms.push(performance.now() - t0);
    }
    rows.push({ call: name, p50_ms: percentile(ms, 50), p95_ms: percentile(ms, 95), under_50ms: percentile(ms, 95) < 50 ? 'yes' : 'NO' });
    if (path.startsWith('/api/admin')) {
      capture = [];
      await get();
      const queries: Captured[] = capture;
      capture = null;
      plans.push(`${name}:\n${await explainScans(database, queries)}`);
    }
  }
  // The HTTP figure of the overview is mostly its 30 s reuse; this is the computation itself.
  const direct: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await getOverview(database.db);
    direct.push(performance.now() - t0);
  }
  rows.push({ call: 'overview computed (no reuse), direct', p50_ms: percentile(direct, 50), p95_ms: percentile(direct, 95), under_50ms: percentile(direct, 95) < 50 ? 'yes' : 'NO' });
  console.log(`\n### ${kind} (${FAMILIES} families, ${STORIES} stories, ${RUNS} runs each; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${availableParallelism()} cores)\n`);
  console.log(table(rows));
  console.log(`\nquery plans (${kind}): the scans of each query behind a call\n`);
  console.log(plans.join('\n'));
  await app.close();
  await database.close();
}

export async function benchAdmin(): Promise<void> {
  console.log('\n## bench/admin');
  await benchOne('pglite');
  if (process.env.ADMIN_BENCH_DATABASE_URL) await benchOne('postgres');
  else console.log('\n(PostgreSQL skipped: set ADMIN_BENCH_DATABASE_URL to a database the bench may seed)');
}

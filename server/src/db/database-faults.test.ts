import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import { injectConfirmedSignUp } from '../test/confirmed-sign-up.ts';
import { createCapturingMailer } from '../test/mail-capture.ts';

describe('telling an unreachable database from a bug', () => {
  it('takes refused connections, terminated sessions and wrapped driver errors as unavailable', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });

  it('leaves ordinary failures to be reported as bugs', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay in front of PostgreSQL that can be cut and restored, standing in for a restart or a network fault. */
async function startRelay(target: URL): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  await listen();
  return {
    port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: listen,
  };
}

async function startApp(databaseUrl: string, applicationName: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-faults-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), NARRATION_PREWARM: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const database = await openPostgres(databaseUrl, { maxConnections: 4, applicationName });
  const queueSchema = `pgboss_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const mail = createCapturingMailer();
  const built = await buildApp(config, database, { worker: true, queueSchema, mailer: mail });
  const get = (url: string, token: string) => built.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const signUp = () => injectConfirmedSignUp(built.app, mail, { name: 'Fault Test', email: `fault-${randomUUID()}@example.com`, password: 'story-time-123' });
  return {
    get,
    signUp,
    close: async () => {
      await built.app.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks until the answer is 200, as a client retrying after a 503 would; gives up after a minute. */
async function untilOk(ask: () => Promise<{ statusCode: number }>): Promise<number> {
  const until = Date.now() + 60_000;
  let tries = 0;
  for (;;) {
    tries++;
    if ((await ask()).statusCode === 200) return tries;
    if (Date.now() > until) throw new Error('the server never recovered');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(serverUrl)('a PostgreSQL server that drops or loses connections', () => {
  const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
  afterAll(() => admin.end());

  it('keeps answering after its connections are terminated under load, failing a few requests at most', async () => {
    const name = `storyloom-faults-${randomUUID().slice(0, 8)}`;
    const app = await startApp(serverUrl ?? '', name);
    try {
      const token = await app.signUp();
      const statuses: number[] = [];
      let stop = false;
      const load = async () => {
        while (!stop) statuses.push((await app.get('/api/stories/user', token)).statusCode);
      };
      const loops = [load(), load(), load(), load()];
      for (let round = 0; round < 3; round++) {
        const before = statuses.length;
        while (statuses.length < before + 20) await new Promise((r) => setTimeout(r, 10));
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name]);
      }
      const afterKills = statuses.length;
      while (statuses.length < afterKills + 20) await new Promise((r) => setTimeout(r, 10));
      stop = true;
      await Promise.all(loops);

      // Each failure is the documented 503, never a 500, and the server serves again by itself.
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(statuses.slice(-10)).toEqual(Array(10).fill(200));
      const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [name]);
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('answers 503 with a clear message while the database is out of reach, and recovers when it returns', async () => {
    const target = new URL(serverUrl ?? '');
    const relay = await startRelay(target);
    const viaRelay = new URL(serverUrl ?? '');
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const app = await startApp(viaRelay.toString(), `storyloom-relay-${randomUUID().slice(0, 8)}`);
    try {
      const token = await app.signUp();
      expect((await app.get('/api/stories/user', token)).statusCode).toBe(200);

      await relay.cut();
      const down = await app.get('/api/stories/user', token);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ error: { code: 'service_unavailable', message: expect.stringContaining('cannot reach its database') } });
      expect(down.headers['retry-after']).toBeDefined();

      await relay.restore();
      expect(await untilOk(() => app.get('/api/stories/user', token))).toBeLessThan(5);
    } finally {
      await relay.cut();
      await app.close();
    }
  }, 120_000);
});

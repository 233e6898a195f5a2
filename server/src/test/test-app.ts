// Integration-test harness: the real app on a real socket against a real database. Every suite
// runs on PGlite, and also on the PostgreSQL server when TEST_DATABASE_URL is set (as CI sets it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp, type BuildOptions, type BuiltApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { fetchConfirmedSignUp } from './confirmed-sign-up.ts';
import { createCapturingMailer, verifyLinkPath, type CapturingMailer } from './mail-capture.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export const TEST_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp extends BuiltApp {
  url: string;
  database: Database;
  request(method: string, path: string, opts?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<TestResponse>;
  /** Every e-mail the app sent (also delivered to SMTP_URL when a suite sets one). */
  mail: CapturingMailer;
  /**
   * Signs up a fresh user, confirms the address through the link e-mailed to it (which signs in),
   * and returns that session's bearer token.
   */
  signUp(opts?: { name?: string; email?: string; password?: string }): Promise<{ token: string; email: string }>;
  /** Opens the confirmation link last e-mailed to `email` (no redirect followed): its answer starts the session. */
  openConfirmationLink(email: string, headers?: Record<string, string>): Promise<Response>;
  /** Polls a story until it is ready or failed. */
  waitForStory(token: string, id: string, timeoutMs?: number): Promise<{ status: string; progress: number }>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  body: any;
}

export async function startTestApp(kind: DatabaseKind, env: Record<string, string> = {}, opts: Omit<BuildOptions, 'logger'> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    SESSION_SECRET: 'test-secret-that-is-at-least-thirty-two-characters',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    NARRATION_PREWARM: 'false',
    ...env,
  });
  const database = kind === 'postgres' ? await openPostgres(process.env.TEST_DATABASE_URL ?? '', { maxConnections: 5 }) : await openPglite(undefined);
  // On a shared PostgreSQL database each suite gets its own queue, so no suite's worker takes
  // (and writes with its own media folder) another suite's stories.
  const queueSchema = kind === 'postgres' ? `pgboss_${randomUUID().replaceAll('-', '').slice(0, 12)}` : undefined;
  const mail = createCapturingMailer(config.mail.smtpUrl ? createMailer(config.mail) : undefined);
  const built = await buildApp(config, database, {
    worker: true, queueSchema, rateLimitNamespace: `test:${randomUUID()}:`, mailer: mail, checkResponses: true, ...opts,
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const request: TestApp['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed };
  };

  const signUp: TestApp['signUp'] = async (opts = {}) => {
    const email = opts.email ?? `parent-${randomUUID()}@example.com`;
    const token = await fetchConfirmedSignUp(url, mail, { name: opts.name ?? 'Test Parent', email, password: opts.password ?? 'correct-horse-battery' });
    return { token, email };
  };

  const openConfirmationLink: TestApp['openConfirmationLink'] = async (email, headers = {}) => {
    await mail.waitFor(email, /verify-email\?token=/);
    const latest = mail.messages.filter((m) => m.to === email.toLowerCase() && /verify-email\?token=/.test(m.text)).at(-1);
    return fetch(url + verifyLinkPath(latest?.text ?? ''), { redirect: 'manual', headers });
  };

  const waitForStory: TestApp['waitForStory'] = async (token, id, timeoutMs = 90_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await request('GET', `/api/stories/${id}/progress`, { token });
      if (res.body.status === 'ready' || res.body.status === 'failed') return res.body;
      if (Date.now() > until) throw new Error(`story ${id} still ${res.body.status} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    ...built,
    url,
    waitForStory,
    database,
    request,
    mail,
    signUp,
    openConfirmationLink,
    close: async () => {
      await built.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

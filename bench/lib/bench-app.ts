// The real product on a socket with a fresh in-memory database and the worker in-process, plus a
// signed-up family: what the benchmarks measure through HTTP.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuildOptions } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openPglite, type Database } from '../../server/src/db/client.ts';

export interface BenchApp {
  url: string;
  database: Database;
  /** Headers of the signed-up family (bearer token and JSON body). */
  headers: Record<string, string>;
  close(): Promise<void>;
}

export async function startBenchApp(env: Record<string, string> = {}, opts: Omit<BuildOptions, 'worker'> = {}): Promise<BenchApp> {
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')), SESSION_SECRET: 'x'.repeat(40),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env,
  });
  const database = await openPglite(undefined);
  const { app } = await buildApp(config, database, { ...opts, worker: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const res = await fetch(`${url}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
  const headers = { authorization: `Bearer ${body.token}`, 'content-type': 'application/json' };
  await fetch(`${url}/api/auth/user`, { method: 'POST', headers: { authorization: headers.authorization } });
  return {
    url,
    database,
    headers,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

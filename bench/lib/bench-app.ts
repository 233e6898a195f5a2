// The real product on a socket with a fresh in-memory database and the worker in-process, plus a
// signed-up family: what the benchmarks measure through HTTP.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuildOptions } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openPglite, type Database } from '../../server/src/db/client.ts';
import { fetchConfirmedSignUp } from '../../server/src/test/confirmed-sign-up.ts';
import { createCapturingMailer, verifyLinkPath } from '../../server/src/test/mail-capture.ts';

export interface BenchApp {
  url: string;
  database: Database;
  /** Headers of the signed-up family (bearer token and JSON body). */
  headers: Record<string, string>;
  /** Sign-up signs in through the link e-mailed to the address: the path of the last one sent to `email`. */
  confirmationPath(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startBenchApp(env: Record<string, string> = {}, opts: Omit<BuildOptions, 'worker'> = {}): Promise<BenchApp> {
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')), SESSION_SECRET: 'x'.repeat(40),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env,
  });
  const database = await openPglite(undefined);
  const mail = createCapturingMailer();
  const { app } = await buildApp(config, database, { mailer: mail, ...opts, worker: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await fetchConfirmedSignUp(url, mail, { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password' });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${url}/api/auth/user`, { method: 'POST', headers: { authorization: headers.authorization } });
  return {
    url,
    database,
    headers,
    confirmationPath: async (email) => verifyLinkPath((await mail.waitFor(email, /verify-email\?token=/)).text),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

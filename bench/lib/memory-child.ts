// Started by bench/memory.ts as its own process: starts Storyloom the way main.ts does, step by step,
// and reports the process's memory after each step, then after idling, then after one PDF download.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Step = { step: string; rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
const steps: Step[] = [];
const mb = (n: number) => Math.round(n / 1024 / 1024);
function mark(step: string): void {
  globalThis.gc?.();
  const m = process.memoryUsage();
  steps.push({ step, rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) });
}
const idle = (ms: number) => new Promise((r) => setTimeout(r, ms));

mark('node + tsx');
const { loadConfig } = await import('../../server/src/config.ts');
const { openDatabase } = await import('../../server/src/db/client.ts');
const { buildApp } = await import('../../server/src/app.ts');
mark('server code imported');
const dataDir = process.env.DATA_DIR || mkdtempSync(join(tmpdir(), 'bench-memory-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), PORT: process.env.PORT ?? '3105', PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? '3105'}` } as NodeJS.ProcessEnv);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${dataDir}/db` });
mark(config.databaseUrl ? 'PostgreSQL client open' : `PGlite open (${process.env.START ?? 'migrated'})`);
const { app } = await buildApp(config, database, { logger: false, worker: true });
await app.listen({ port: config.port, host: '127.0.0.1' });
mark('app built and listening');
await idle(Number(process.env.IDLE_MS ?? 10_000));
mark('idle');
process.send?.({ steps });
await app.close();
await database.close();
process.exit(0);

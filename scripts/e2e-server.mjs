// The server the browser journeys run against: the real product on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-e2e-'));

// A small crowd of other families, with stories, failed generations and contact messages, so the
// admin journeys have something to search, read and retry (server/src/db/seed).
const seed = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server/src/db/seed/run-seed.ts'), '--users', '40', '--stories', '300'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.PORT ?? '3210',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? '3210'}`,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

// The server the browser journeys run against: the real product on a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-e2e-'));
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

// The processes of a scaled-out deployment, started as an operator would: `node server/src/main.ts`
// with ROLE=web twice and ROLE=worker once, sharing one PostgreSQL database and one S3 bucket.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export interface Started {
  name: string;
  url: string;
  child: ChildProcess;
  logFile: string;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Starts one Storyloom process; web processes are awaited until /api/health answers. */
export async function startProcess(name: string, role: 'web' | 'worker', env: Record<string, string>, logDir: string): Promise<Started> {
  const port = role === 'web' ? await freePort() : 0;
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts'), `--role=${role}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, ROLE: role, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), `storyloom-scale-${name}-`)) },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const started: Started = { name, url, child, logFile };
  if (role === 'worker') {
    await waitFor(async () => (await import('node:fs')).readFileSync(logFile, 'utf8').includes('worker is running'), 90_000, `${name} to start (see ${logFile})`, child);
    return started;
  }
  await waitFor(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.ok === true, 90_000, `${name} to answer (see ${logFile})`, child);
  return started;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) while waiting for ${what}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function stopProcess(p: Started): Promise<void> {
  if (p.child.exitCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

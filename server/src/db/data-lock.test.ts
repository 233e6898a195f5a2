import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { DataFolderLockedError, lockDataFolder } from './data-lock.ts';

const dirs: string[] = [];
function freshFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storyloom-lock-'));
  dirs.push(dir);
  return join(dir, 'db');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one process per embedded data folder', () => {
  it('refuses a second claim on a folder that is in use, saying which process holds it', () => {
    const folder = freshFolder();
    const release = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(folder)).toThrow(new RegExp(`already in use by another Storyloom process \\(pid ${process.pid} on`));
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockDataFolder(folder)();
  });

  it('takes over a lock left by a process that died without letting go', () => {
    const folder = freshFolder();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${folder}.lock`, `pid ${dead} on ${hostname()}`);
    const release = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    release();
  });

  it('keeps the embedded database closed to a second opener until the first has closed it', async () => {
    const folder = freshFolder();
    const first = await openPglite(folder);
    await expect(openPglite(folder)).rejects.toThrow(DataFolderLockedError);
    await first.close();
    const second = await openPglite(folder);
    await second.close();
  }, 60_000);

  it('stops a second server started on the same folder with a clear message', async () => {
    const folder = freshFolder();
    const release = lockDataFolder(folder);
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATA_DIR: join(folder, '..'), PORT: '0', SESSION_SECRET: 'x'.repeat(40), NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    release();
    expect(code).not.toBe(0);
    expect(stderr).toContain('is already in use by another Storyloom process');
  }, 60_000);
});

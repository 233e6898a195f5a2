// One process per embedded data folder. PGlite has no server to arbitrate between two processes
// opening the same files: both would write, and one side's accounts and stories would be lost. So
// the folder is claimed by a lock file beside it, naming the process that holds it.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

export class DataFolderLockedError extends Error {
  constructor(readonly folder: string, readonly holder: string) {
    super(
      `The data folder ${folder} is already in use by another Storyloom process (${holder}). ` +
        'Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL). ' +
        `If no such process is running, delete ${folder}.lock.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else, so it is running.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `folder` for this process; returns the function that releases it. Throws DataFolderLockedError if it is taken. */
export function lockDataFolder(folder: string): () => void {
  const dir = resolve(folder);
  const file = `${dir}.lock`;
  const mine = `pid ${process.pid} on ${hostname()}`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, mine);
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = readFileSync(file, 'utf8').trim();
      const [, pid, host] = /^pid (\d+) on (.*)$/.exec(holder) ?? [];
      // A process on another machine (a shared disk) cannot be checked from here: taken to be alive.
      const stale = pid !== undefined && host === hostname() && Number(pid) !== process.pid && !isRunning(Number(pid));
      if (!stale) throw new DataFolderLockedError(dir, holder || 'unknown');
      // Left by a process that crashed: its claim ends with it.
      unlinkSync(file);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8').trim() === mine) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // A process that exits without closing its database (an error, process.exit) still lets go.
  process.on('exit', release);
  return release;
}

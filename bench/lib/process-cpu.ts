// CPU time of this process and of every process it started (Chromium's browser, renderer and GPU
// processes), from /proc: on a machine shared with other work, CPU milliseconds compare two methods
// where wall-clock time mostly measures the queue for the cores. Linux only.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid: number): { ppid: number; cpu: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) ... utime(11) stime(12)
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return undefined;
  }
}

/** Milliseconds of CPU used so far by the processes descending from this one (not this one). */
export function childrenCpuMs(): number {
  const all = new Map<number, { ppid: number; cpu: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (s) all.set(pid, s);
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of all) {
      if (mine.has(pid) || !mine.has(s.ppid)) continue;
      mine.add(pid);
      grew = true;
    }
  }
  mine.delete(process.pid);
  return [...mine].reduce((sum, pid) => sum + (all.get(pid)?.cpu ?? 0), 0);
}

/** Milliseconds of CPU used so far by this process (all its threads). */
export function ownCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

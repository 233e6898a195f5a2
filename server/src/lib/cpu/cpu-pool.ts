// CPU-heavy work (speech synthesis, MP3 encoding, PDF and EPUB) runs on worker threads through a
// bounded piscina pool, so the event loop only does I/O and /api/health stays fast while books are
// narrated. Two priorities: a parent waiting goes first; background work (narration warm-up, the
// next page's look-ahead) runs only when no parent is waiting. The queue is bounded: past it, a
// 503 says the server is busy instead of letting the wait grow without end.
import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error.ts';
import type * as tasks from './cpu-tasks.ts';

type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

/** Tasks waiting beyond those running; more than this and new work is refused. */
const MAX_WAITING = 256;

const background = new AsyncLocalStorage<boolean>();

/** Runs `fn` with every CPU task it starts queued behind work a parent is waiting for. */
export function asBackgroundWork<T>(fn: () => Promise<T>): Promise<T> {
  return background.run(true, fn);
}

/** True inside asBackgroundWork(): nobody is waiting for what is being made. */
export function isBackgroundWork(): boolean {
  return background.getStore() === true;
}

interface Waiting {
  start: () => void;
  /** Asked each time a thread frees up: work a parent has since started waiting for moves up. */
  urgent: () => boolean;
}

export interface TaskOptions {
  /**
   * Whether a parent waits for this task; asked again whenever a thread frees up, so that background
   * work a parent later asks for (a warmed page they turn to) stops waiting behind other warm-up.
   * Default: true unless started inside asBackgroundWork().
   */
  urgent?: () => boolean;
}

let pool: Piscina | undefined;
let threads = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Waiting[] = [];

/** How many threads the pool uses (CPU_THREADS); set at start-up, before the first task. */
export function setCpuThreads(count: number): void {
  threads = Math.max(1, count);
}

function getPool(): Piscina {
  pool ??= new Piscina({
    // The tasks are TypeScript: each thread's entry registers tsx first, whatever started the process.
    filename: new URL('./cpu-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // An idle thread is kept for a family's evening, then let go: starting one (tsx, espeak's voices, the
    // PDF fonts) costs 3-4 s of wall time on a busy machine, and a parent downloads the PDF or plays the
    // narration minutes after the book was written, not within the minute.
    idleTimeout: 15 * 60_000,
  });
  return pool;
}

function next(): void {
  while (running < threads && waiting.length > 0) {
    // At most MAX_WAITING entries: a scan is cheaper than keeping two queues in step with changing urgency.
    const index = Math.max(0, waiting.findIndex((task) => task.urgent()));
    const [task] = waiting.splice(index, 1);
    if (!task) return;
    running++;
    task.start();
  }
}

/** Runs a task on the pool; a parent's task is started before any background task waiting. */
export function runCpuTask<K extends TaskName>(name: K, arg: Parameters<Tasks[K]>[0], opts: TaskOptions = {}): Promise<Awaited<ReturnType<Tasks[K]>>> {
  if (waiting.length >= MAX_WAITING) {
    return Promise.reject(new AppError('service_unavailable', 'Storyloom is very busy right now. Please try again in a moment.'));
  }
  return new Promise((resolve, reject) => {
    const start = () => {
      (getPool().run(arg, { name }) as Promise<Awaited<ReturnType<Tasks[K]>>>)
        .then(resolve, reject)
        .finally(() => {
          running--;
          next();
        });
    };
    const inBackground = isBackgroundWork();
    waiting.push({ start, urgent: opts.urgent ?? (() => !inBackground) });
    next();
  });
}

/** Stops the threads (tests, shutdown). */
export async function closeCpuPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}

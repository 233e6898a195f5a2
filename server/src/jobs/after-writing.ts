// Background work that waits until this process writes no book (issue 16, decision 023): a new book's
// pictures' PDF forms (export/stored-forms.ts) and its narration warm-up (narration/warm-up.ts). On two
// cores, work started while twenty books are written takes the CPU they need (the forms alone made a
// 20-book burst use twice the CPU); after the last book it delays nobody. An app that closes lets its
// waiting work go, so nothing runs against a closed database.

/** Quiet after the last book written before background work starts: longer than the queue's 1 s poll. */
export const QUIET_MS = 1500;
/** Work waiting past this is let go, oldest first (a book's forms are then made by its first download). */
const MAX_WAITING = 64;

let writing = 0;
let lastWritten = 0;

/** Runs one book's generation; background work waits until none runs. */
export async function whileWriting<T>(fn: () => Promise<T>): Promise<T> {
  writing++;
  try {
    return await fn();
  } finally {
    writing--;
    lastWritten = Date.now();
  }
}

/** True while a book is written, and for QUIET_MS after the last one (the next job may be on its way). */
export function writingBooks(): boolean {
  return writing > 0 || Date.now() - lastWritten < QUIET_MS;
}

interface Work {
  /** Whose work it is (the app's context): forgotten when that app closes. */
  owner: object;
  run: () => Promise<unknown>;
}

const waiting: Work[] = [];
let timer: NodeJS.Timeout | null = null;
let working = false;

/** Runs `run` once no book is being written, one piece of such work at a time, in the order given. */
export function afterWriting(owner: object, run: () => Promise<unknown>): void {
  waiting.push({ owner, run });
  if (waiting.length > MAX_WAITING) waiting.shift();
  schedule(QUIET_MS);
}

/** The app `owner` closes: its work that has not started is let go. */
export function forgetWork(owner: object): void {
  for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]?.owner === owner) waiting.splice(i, 1);
  if (waiting.length === 0 && timer) {
    clearTimeout(timer);
    timer = null;
  }
}

function schedule(ms: number): void {
  if (timer || working) return;
  timer = setTimeout(() => {
    timer = null;
    void work();
  }, ms);
  timer.unref();
}

async function work(): Promise<void> {
  working = true;
  try {
    while (waiting.length > 0 && !writingBooks()) {
      const next = waiting.shift();
      await next?.run().catch((err: unknown) => console.warn('[background] work after writing failed:', err));
    }
  } finally {
    working = false;
    if (waiting.length > 0) schedule(QUIET_MS);
  }
}

// Background work that waits until this process writes no book (issue 16, decisions 023 and 024):
// the pictures' PDF forms (jobs/after-writing.ts) and the narration warm-up (narration/warm-up.ts)
// each keep one such queue. On two cores, work started while twenty books are written takes the CPU
// they need; after the last book it delays nobody. An app that closes lets its waiting work go, so
// nothing runs against a closed database.

/** Quiet after the last book written before background work starts: longer than the queue's 1 s poll. */
export const QUIET_MS = 1500;

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

export interface IdleQueueOptions<T> {
  /** Items waiting past this are let go, oldest first. */
  maxWaiting: number;
  /** 'oldest' runs in the order given; 'newest' runs the last given first (the book just made). */
  next: 'oldest' | 'newest';
  /** Does one item's work; false when a book came before it finished: it goes back and resumes later. */
  run: (item: T) => Promise<boolean | void>;
  /** Said in the warning when an item's work fails (the item is then let go). */
  name: string;
}

export interface IdleQueue<T> {
  /** Runs the item's work once no book is being written, one item at a time. */
  add(item: T): void;
  /** Lets go the waiting items `drop` picks (an app that closes); work under way ends on its own. */
  forget(drop: (item: T) => boolean): void;
  /** How many items wait. */
  readonly size: number;
}

export function createIdleQueue<T>(opts: IdleQueueOptions<T>): IdleQueue<T> {
  const waiting: T[] = [];
  let timer: NodeJS.Timeout | null = null;
  let working = false;

  const schedule = () => {
    if (timer || working) return;
    timer = setTimeout(() => {
      timer = null;
      void work();
    }, QUIET_MS);
    timer.unref();
  };

  const work = async () => {
    working = true;
    try {
      while (waiting.length > 0 && !writingBooks()) {
        const item = (opts.next === 'newest' ? waiting.pop() : waiting.shift()) as T;
        const done = await opts.run(item).catch((err: unknown) => {
          console.warn(`[background] ${opts.name} failed:`, err);
          return true;
        });
        if (done === false) waiting.push(item);
      }
    } finally {
      working = false;
      if (waiting.length > 0) schedule();
    }
  };

  return {
    add(item) {
      waiting.push(item);
      if (waiting.length > opts.maxWaiting) waiting.shift();
      schedule();
    },
    forget(drop) {
      for (let i = waiting.length - 1; i >= 0; i--) if (drop(waiting[i] as T)) waiting.splice(i, 1);
      if (waiting.length === 0 && timer) {
        clearTimeout(timer);
        timer = null;
      }
    },
    get size() {
      return waiting.length;
    },
  };
}

// A new book's pictures' PDF forms (export/stored-forms.ts) are made once this process writes no
// book (jobs/when-idle.ts, decision 023): made during a 20-book burst they doubled its CPU.
import { createIdleQueue } from './when-idle.ts';

interface Work {
  /** Whose work it is (the app's context): forgotten when that app closes. */
  owner: object;
  run: () => Promise<unknown>;
}

/** Work waiting past 64 pieces is let go, oldest first (a book's forms are then made by its first download). */
const queue = createIdleQueue<Work>({
  maxWaiting: 64,
  next: 'oldest',
  name: 'work after writing',
  run: async (work) => void (await work.run()),
});

/** Runs `run` once no book is being written, one piece of such work at a time, in the order given. */
export function afterWriting(owner: object, run: () => Promise<unknown>): void {
  queue.add({ owner, run });
}

/** The app `owner` closes: its work that has not started is let go. */
export function forgetWork(owner: object): void {
  queue.forget((work) => work.owner === owner);
}

// An in-process wake-up call for the progress stream (progress-stream.ts): the generation pipeline
// says when it has stored a step, so a page following the story hears of it at once instead of at the
// stream's next read of the row (issue 16: the book opens when its first chapter is stored). The
// stream still reads the row on a timer, for a worker running in another process.
const waiting = new Map<string, Set<() => void>>();

/** The story's row has changed: every stream of this process waiting on it reads it now. */
export function storyChanged(storyId: string): void {
  for (const wake of waiting.get(storyId) ?? []) wake();
}

/** Resolves at the story's next change in this process, or after `ms` at the latest. */
export function nextChange(storyId: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const set = waiting.get(storyId) ?? new Set<() => void>();
    waiting.set(storyId, set);
    const wake = () => {
      clearTimeout(timer);
      set.delete(wake);
      if (set.size === 0) waiting.delete(storyId);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    set.add(wake);
  });
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleQueue, QUIET_MS, whileWriting, writingBooks } from './when-idle.ts';

// The clock is vitest's: these tests say what runs before and after a quiet spell, never how fast.
describe('background work when no book is written', () => {
  // Each test starts an hour after the one before, long after any book that one wrote.
  let clock = Date.now();
  beforeEach(() => {
    clock += 3_600_000;
    vi.useFakeTimers({ now: clock });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A book being written until the returned function is called. */
  function writeABook(): () => Promise<void> {
    let finish = () => {};
    const written = whileWriting(() => new Promise<void>((resolve) => (finish = resolve)));
    return async () => {
      finish();
      await written;
    };
  }

  it('waits while a book is written and for the quiet after it, then runs', async () => {
    const ran: string[] = [];
    const queue = createIdleQueue<string>({ maxWaiting: 8, next: 'oldest', name: 'test', run: async (item) => void ran.push(item) });
    const finish = writeABook();
    queue.add('forms');
    await vi.advanceTimersByTimeAsync(5 * QUIET_MS);
    expect(ran).toEqual([]);
    await finish();
    expect(writingBooks()).toBe(true);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * QUIET_MS);
    expect(ran).toEqual(['forms']);
    expect(queue.size).toBe(0);
  });

  it('runs in the order given, or the newest first', async () => {
    for (const [next, expected] of [['oldest', ['a', 'b', 'c']], ['newest', ['c', 'b', 'a']]] as const) {
      const ran: string[] = [];
      const queue = createIdleQueue<string>({ maxWaiting: 8, next, name: 'test', run: async (item) => void ran.push(item) });
      for (const item of ['a', 'b', 'c']) queue.add(item);
      await vi.advanceTimersByTimeAsync(QUIET_MS);
      expect(ran).toEqual(expected);
    }
  });

  it('puts back work stopped by a book and resumes it after the next quiet', async () => {
    const ran: string[] = [];
    let finish: (() => Promise<void>) | undefined;
    const queue = createIdleQueue<string>({
      maxWaiting: 8, next: 'newest', name: 'test',
      run: async (item) => {
        ran.push(item);
        // The first time, a book comes while this work is under way.
        if (ran.length === 1) {
          finish = writeABook();
          return false;
        }
        return true;
      },
    });
    queue.add('warm-up');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(ran).toEqual(['warm-up']);
    expect(queue.size).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * QUIET_MS);
    expect(ran).toEqual(['warm-up']);
    await finish?.();
    await vi.advanceTimersByTimeAsync(2 * QUIET_MS);
    expect(ran).toEqual(['warm-up', 'warm-up']);
    expect(queue.size).toBe(0);
  });

  it('lets go what an app that closes left waiting, and the oldest past the limit', async () => {
    const ran: string[] = [];
    const queue = createIdleQueue<string>({ maxWaiting: 3, next: 'oldest', name: 'test', run: async (item) => void ran.push(item) });
    for (const item of ['old', 'closed-1', 'open-1', 'closed-2']) queue.add(item);
    queue.forget((item) => item.startsWith('closed'));
    expect(queue.size).toBe(1);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(ran).toEqual(['open-1']);
  });

  it('goes on after a piece of work that fails', async () => {
    const ran: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const queue = createIdleQueue<string>({
      maxWaiting: 8, next: 'oldest', name: 'test',
      run: async (item) => {
        if (item === 'broken') throw new Error('database closed');
        ran.push(item);
      },
    });
    queue.add('broken');
    queue.add('next');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(ran).toEqual(['next']);
    expect(warn).toHaveBeenCalledWith('[background] test failed:', expect.any(Error));
    warn.mockRestore();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextChange, storyChanged } from './story-signals.ts';

// The progress stream waits with nextChange: a stored step must wake it without the timer running.
describe('story signals', () => {
  afterEach(() => vi.useRealTimers());

  it('wakes the streams waiting on that story, and only those', async () => {
    vi.useFakeTimers();
    const woken: string[] = [];
    void nextChange('a', 60_000).then(() => woken.push('a1'));
    void nextChange('a', 60_000).then(() => woken.push('a2'));
    void nextChange('b', 60_000).then(() => woken.push('b'));
    storyChanged('a');
    await Promise.resolve();
    await Promise.resolve();
    expect(woken.sort()).toEqual(['a1', 'a2']);
    // Without a change, the timer still ends the wait (a worker in another process).
    await vi.advanceTimersByTimeAsync(60_000);
    expect(woken).toContain('b');
  });
});

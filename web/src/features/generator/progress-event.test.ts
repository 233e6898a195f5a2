import { storyProgressSchema } from '@storyloom/contracts/stories';
import { describe, expect, it } from 'vitest';
import { parseProgressEvent } from './progress-event';

const good = { id: 's1', status: 'writing', progress: 40, chaptersDone: 1, chapterCount: 5, error: null };

// The hand-written check must accept and refuse exactly what the contract's schema does.
describe('parseProgressEvent', () => {
  const cases: unknown[] = [
    good,
    { ...good, status: 'failed', error: 'generation_failed' },
    { ...good, status: 'failed', error: 'We could not finish this story.' },
    { ...good, extra: 'ignored' },
    { ...good, status: 'done' },
    { ...good, progress: 4.5 },
    { ...good, chaptersDone: '1' },
    { ...good, error: undefined },
    { ...good, id: 7 },
    null,
    [],
    'writing',
  ];
  it.each(cases.map((c) => [JSON.stringify(c), c]))('agrees with the schema on %s', (_, value) => {
    const parsed = storyProgressSchema.safeParse(value);
    expect(parseProgressEvent(JSON.stringify(value))).toEqual(parsed.success ? parsed.data : null);
  });

  it('refuses text that is not JSON', () => {
    expect(parseProgressEvent('{')).toBeNull();
  });
});

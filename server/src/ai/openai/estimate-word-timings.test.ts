import { describe, expect, it } from 'vitest';
import { estimateWordTimings } from './estimate-word-timings.ts';

describe('estimateWordTimings', () => {
  it('gives every word its place in the text and a start time in order', () => {
    const text = "Le hibou s'envole. Il rit, puis il dort.";
    const timings = estimateWordTimings(text, 4000);
    expect(timings.map((t) => t.word)).toEqual(['Le', 'hibou', "s'envole", 'Il', 'rit', 'puis', 'il', 'dort']);
    for (const t of timings) expect(text.slice(t.start, t.start + t.length)).toBe(t.word);
    expect(timings[0]?.timeMs).toBe(0);
    const times = timings.map((t) => t.timeMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBeLessThan(4000);
  });

  it('spends time in proportion to the characters spoken', () => {
    const timings = estimateWordTimings('aaaa bbbbbbbbbbbb cccc', 2000);
    const gapAfterShort = (timings[1]?.timeMs ?? 0) - (timings[0]?.timeMs ?? 0);
    const gapAfterLong = (timings[2]?.timeMs ?? 0) - (timings[1]?.timeMs ?? 0);
    expect(gapAfterLong).toBeGreaterThan(gapAfterShort * 2);
  });

  it('pauses longer after the end of a sentence than between words', () => {
    const timings = estimateWordTimings('one two. three four', 1900);
    const [one, two, three, four] = timings.map((t) => t.timeMs);
    expect((three ?? 0) - (two ?? 0)).toBeGreaterThan((four ?? 0) - (three ?? 0));
    expect(one).toBe(0);
  });

  it('shifts offsets and times for a part in the middle of a longer narration', () => {
    const [first] = estimateWordTimings('Bonjour.', 500, 120, 3000);
    expect(first).toEqual({ word: 'Bonjour', start: 120, length: 7, timeMs: 3000 });
  });
});

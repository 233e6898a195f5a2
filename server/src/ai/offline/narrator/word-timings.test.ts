import { describe, expect, it } from 'vitest';
import { timeWords, type ChunkEvents } from './word-timings.ts';
import { tokenizeWords } from './word-tokens.ts';

function chunkOf(text: string, words: [number, number][], endMs: number, clauseEnds: [number, number][] = []): ChunkEvents {
  return {
    words: words.map(([offset, timeMs]) => ({ offset, timeMs })),
    clauseEnds: clauseEnds.map(([offset, timeMs]) => ({ offset, timeMs })),
    start: { offset: 0, timeMs: 0 },
    end: { offset: text.length, timeMs: endMs },
  };
}

describe('timeWords', () => {
  it('times an elided word from the event on its first letter', () => {
    const text = "content d'aller";
    // espeak reads "d'aller" as one word "d".
    expect(timeWords(tokenizeWords(text), chunkOf(text, [[0, 0], [8, 400]], 900))).toEqual([0, 400]);
  });

  it('places words espeak passed over between their neighbours', () => {
    const text = 'twenty-two times';
    // Events on "twenty" (0 ms) and "times" (600 ms): "two" lands in between.
    const times = timeWords(tokenizeWords(text), chunkOf(text, [[0, 0], [11, 600]], 1000));
    expect(times[0]).toBe(0);
    expect(times[1]).toBeGreaterThan(0);
    expect(times[1]).toBeLessThan(600);
    expect(times[2]).toBe(600);
  });

  it('gives the next word an event that falls between words', () => {
    const text = '1,000 jars';
    expect(timeWords(tokenizeWords(text), chunkOf(text, [[0, 0], [1, 250], [6, 700]], 1000))).toEqual([0, 250, 700]);
  });

  it('ignores an event on an emoji when the word after it has its own', () => {
    const text = '🐻 The bear';
    expect(timeWords(tokenizeWords(text), chunkOf(text, [[0, 0], [3, 450], [7, 600]], 1000))).toEqual([450, 600]);
  });

  it('never lets time go backwards and never passes the end of the chunk', () => {
    const text = 'one two three four';
    const times = timeWords(tokenizeWords(text), chunkOf(text, [[0, 500], [4, 300], [14, 1500]], 1000));
    expect(times).toEqual([500, 500, 780, 1000]);
  });

  it('spreads the words over the chunk when espeak reports none', () => {
    const text = 'one two three';
    const times = timeWords(tokenizeWords(text), chunkOf(text, [], 1300));
    expect(times).toEqual([0, 400, 800]);
  });

  it('uses a clause end to bound the words after the last reported one', () => {
    const text = 'arc-en-ciel. Then';
    const times = timeWords(tokenizeWords(text), chunkOf(text, [[0, 0], [13, 2000]], 2500, [[12, 1000]]));
    expect(times[1]).toBeLessThan(1000);
    expect(times[2]).toBeLessThan(1000);
    expect(times[3]).toBe(2000);
  });
});

import { describe, expect, it } from 'vitest';
import type { WordTiming } from '../api/page-narration';
import { layoutText, mapNarratedWords, spokenWordIndex } from './read-along-layout';

function timingsOf(narrated: string, step = 300): WordTiming[] {
  return [...narrated.matchAll(/[\p{L}\p{N}']+/gu)].map((m, i) => ({ word: m[0], start: m.index, length: m[0].length, timeMs: 50 + i * step }));
}

describe('read-along layout', () => {
  it('keeps every character of the text, paragraph by paragraph', () => {
    const text = 'Léa grinned. "Let\'s go!"\n\nThe end of the day.';
    const layout = layoutText(text);
    expect(layout.paragraphs).toHaveLength(2);
    expect(layout.paragraphs.map((p) => p.map((piece) => piece.text).join(''))).toEqual(['Léa grinned. "Let\'s go!"', 'The end of the day.']);
    expect(layout.words.map((w) => w.text)).toEqual(['Léa', 'grinned.', '"Let\'s', 'go!"', 'The', 'end', 'of', 'the', 'day.']);
    expect(text.slice(layout.words[4]!.start, layout.words[4]!.end)).toBe('The');
  });

  it('maps narrated words after the heading onto the displayed words and skips the heading', () => {
    const heading = 'Chapter 1. The Cave.\n\n';
    const body = 'If you had passed by, "hello!"\n\nTwinkle said.';
    const timings = timingsOf(heading + body);
    const mapped = mapNarratedWords(layoutText(body), timings, heading.length);
    expect(mapped.slice(0, 4)).toEqual([null, null, null, null]);
    expect(mapped.slice(4)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('still finds the words when the displayed text was trimmed', () => {
    const body = '  Once upon a time.';
    const mapped = mapNarratedWords(layoutText(body.trim()), timingsOf(body), 0);
    expect(mapped).toEqual([0, 1, 2, 3]);
  });

  it('highlights nothing on a page whose displayed text is not read', () => {
    expect(mapNarratedWords(layoutText('The End'), timingsOf('The End.'), -1)).toEqual([null, null]);
  });

  it('finds the word being spoken by binary search', () => {
    const timings = timingsOf('one two three four', 100);
    expect(spokenWordIndex(timings, 0)).toBe(-1);
    expect(spokenWordIndex(timings, 50)).toBe(0);
    expect(spokenWordIndex(timings, 249)).toBe(1);
    expect(spokenWordIndex(timings, 10_000)).toBe(3);
  });
});

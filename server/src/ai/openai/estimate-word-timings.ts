// Speech services return audio without word timings, so timings are estimated: within one spoken part,
// time runs in proportion to characters spoken, with a short extra pause after a sentence or a comma.
// Good enough to highlight the word being read; exact for the part boundaries, which are measured.
import type { WordTiming } from '../types.ts';

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Extra weight, in characters, for the pause a reader makes after punctuation. */
function pauseAfter(gap: string): number {
  if (/[.!?…。！？]/u.test(gap)) return 6;
  if (/[,;:，、；：]/u.test(gap)) return 3;
  if (/\n/.test(gap)) return 6;
  return 1;
}

/**
 * Word timings for `text` spoken in `durationMs`, with offsets counted from `offset` in the full text
 * and times from `startMs` in the full audio.
 */
export function estimateWordTimings(text: string, durationMs: number, offset = 0, startMs = 0): WordTiming[] {
  const found: { word: string; start: number; weightBefore: number }[] = [];
  let weight = 0;
  let lastEnd = 0;
  for (const { segment, index, isWordLike } of words.segment(text)) {
    if (!isWordLike) continue;
    if (found.length > 0) weight += pauseAfter(text.slice(lastEnd, index));
    found.push({ word: segment, start: index, weightBefore: weight });
    weight += [...segment].length;
    lastEnd = index + segment.length;
  }
  if (found.length === 0) return [];
  const total = weight;
  return found.map(({ word, start, weightBefore }) => ({
    word,
    start: offset + start,
    length: word.length,
    timeMs: Math.round(startMs + (durationMs * weightBefore) / total),
  }));
}

// Gives every word of a text exactly one start time, from espeak-ng's word events.
// espeak reports fewer words than the text has (it reads "d'aller" as "d", "twenty-two" as one
// word) and sometimes reports non-words (an emoji, a comma inside "1,000"); the rules below keep
// one time per word, in reading order, and interpolate the words espeak passed over.
import type { WordToken } from './word-tokens.ts';

export interface TimedPoint {
  /** UTF-16 offset in the text. */
  offset: number;
  timeMs: number;
}

export interface ChunkEvents {
  /** Start of each word espeak read. */
  words: TimedPoint[];
  /** Clause and sentence ends: not words, but they bound the words espeak passed over. */
  clauseEnds: TimedPoint[];
  /** The chunk's span in the text and in the audio. */
  start: TimedPoint;
  end: TimedPoint;
}

/** Index of the token containing `offset`, or -1. Tokens are sorted and do not overlap. */
function tokenAt(tokens: readonly WordToken[], offset: number): number {
  let low = 0;
  let high = tokens.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const token = tokens[mid];
    if (!token) break;
    if (offset < token.start) high = mid - 1;
    else if (offset >= token.start + token.length) low = mid + 1;
    else return mid;
  }
  return -1;
}

/** Index of the first token starting at or after `offset`, or -1. */
function tokenAfter(tokens: readonly WordToken[], offset: number): number {
  return tokens.findIndex((token) => token.start >= offset);
}

function interpolate(anchors: readonly TimedPoint[], offset: number): number {
  let before: TimedPoint | undefined;
  let after: TimedPoint | undefined;
  for (const anchor of anchors) {
    if (anchor.offset <= offset && (!before || anchor.offset >= before.offset)) before = anchor;
    if (anchor.offset > offset && (!after || anchor.offset < after.offset)) after = anchor;
  }
  if (!before) return after?.timeMs ?? 0;
  if (!after) return before.timeMs;
  const share = (offset - before.offset) / (after.offset - before.offset);
  return before.timeMs + share * Math.max(0, after.timeMs - before.timeMs);
}

/** Start times (ms) for `tokens`, all of which lie inside one synthesised chunk. */
export function timeWords(tokens: readonly WordToken[], chunk: ChunkEvents): number[] {
  const times: (number | undefined)[] = tokens.map(() => undefined);
  const sorted = [...chunk.words].sort((a, b) => a.offset - b.offset);
  // 1. An event inside a word times that word (the first one wins: "L'ourson" is read from "L").
  const outside: TimedPoint[] = [];
  for (const event of sorted) {
    const index = tokenAt(tokens, event.offset);
    if (index < 0) outside.push(event);
    else times[index] ??= event.timeMs;
  }
  // 2. An event between words ("," in "1,000") times the next word, if nothing inside it did.
  for (const event of outside) {
    const index = tokenAfter(tokens, event.offset);
    if (index >= 0 && times[index] === undefined) times[index] = event.timeMs;
  }
  // 3. The rest are placed between their neighbours in proportion to their position in the text.
  const anchors: TimedPoint[] = [chunk.start, chunk.end, ...chunk.clauseEnds];
  tokens.forEach((token, index) => {
    const time = times[index];
    if (time !== undefined) anchors.push({ offset: token.start, timeMs: time });
  });
  let previous = chunk.start.timeMs;
  return tokens.map((token, index) => {
    const raw = times[index] ?? interpolate(anchors, token.start);
    // Reading order is time order: a word never starts before the one before it.
    previous = Math.min(chunk.end.timeMs, Math.max(previous, raw));
    return previous;
  });
}

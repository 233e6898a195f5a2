// How a page's displayed text is cut into words, and which displayed word each narrated word is.
// The server times words in the narrated text (for a chapter: its heading, then the displayed
// text from contentOffset on), so a narrated word at offset s is displayed at s - contentOffset.
import type { WordTiming } from '../api/page-narration';

export interface TextPiece {
  text: string;
  /** Index of this word among the page's words; null for the spaces between them. */
  word: number | null;
}

export interface ReadAlongLayout {
  paragraphs: TextPiece[][];
  /** Start and end offsets of each displayed word in the text. */
  words: { start: number; end: number; text: string }[];
}

/** Paragraphs are separated by a blank line; words by white space (punctuation stays with its word). */
export function layoutText(text: string): ReadAlongLayout {
  const paragraphs: TextPiece[][] = [];
  const words: ReadAlongLayout['words'] = [];
  const paragraphPattern = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
  for (const paragraph of text.matchAll(paragraphPattern)) {
    const base = paragraph.index;
    const pieces: TextPiece[] = [];
    let last = 0;
    for (const word of paragraph[0].matchAll(/\S+/g)) {
      if (word.index > last) pieces.push({ text: paragraph[0].slice(last, word.index), word: null });
      pieces.push({ text: word[0], word: words.length });
      words.push({ start: base + word.index, end: base + word.index + word[0].length, text: word[0] });
      last = word.index + word[0].length;
    }
    if (pieces.length > 0) paragraphs.push(pieces);
  }
  return { paragraphs, words };
}

const normalise = (value: string) => value.normalize('NFC').toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The displayed word whose span holds `offset`, or -1. */
function wordAt(layout: ReadAlongLayout, offset: number): number {
  let low = 0;
  let high = layout.words.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const word = layout.words[mid]!;
    if (offset < word.start) high = mid - 1;
    else if (offset >= word.end) low = mid + 1;
    else return mid;
  }
  return -1;
}

/**
 * For each narrated word, the displayed word it is (null before contentOffset, e.g. the chapter
 * heading). Offsets are trusted when the text there matches; otherwise (a reader that trimmed or
 * reflowed the text) the word is looked for just after the last one found.
 */
export function mapNarratedWords(layout: ReadAlongLayout, timings: WordTiming[], contentOffset: number): (number | null)[] {
  let cursor = 0;
  return timings.map((timing) => {
    if (contentOffset < 0 || timing.start < contentOffset) return null;
    const spoken = normalise(timing.word);
    const matches = (index: number) => {
      const shown = layout.words[index];
      return shown !== undefined && (spoken === '' || normalise(shown.text).includes(spoken));
    };
    const byOffset = wordAt(layout, timing.start - contentOffset);
    if (byOffset >= 0 && matches(byOffset)) return (cursor = byOffset);
    for (let index = cursor; index < Math.min(layout.words.length, cursor + 6); index++) {
      if (matches(index)) return (cursor = index);
    }
    return null;
  });
}

/** Index of the word being spoken at `timeMs` (the last one that has begun), or -1 before the first. */
export function spokenWordIndex(timings: WordTiming[], timeMs: number): number {
  let low = 0;
  let high = timings.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (timings[mid]!.timeMs <= timeMs) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

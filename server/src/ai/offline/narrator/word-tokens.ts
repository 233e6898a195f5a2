// The words a reader highlights. A word is a run of letters, digits and combining marks, with
// elisions and contractions kept whole ("d'aller", "jusqu'à", "don't"). Combining marks are
// included so that Indic and Thai words, and text in decomposed form, are not cut apart.
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

export interface WordToken {
  word: string;
  /** UTF-16 offset in the text, as String.prototype.slice counts. */
  start: number;
  length: number;
}

export function tokenizeWords(text: string): WordToken[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, length: match[0].length }));
}

/**
 * Converts 0-based code point indexes (what espeak-ng counts) into UTF-16 offsets of `text`.
 * Returns a function so one pass over the text serves every lookup.
 */
export function codePointToUtf16(text: string): (codePoint: number) => number {
  const offsets: number[] = [];
  let utf16 = 0;
  for (const char of text) {
    offsets.push(utf16);
    utf16 += char.length;
  }
  offsets.push(utf16);
  return (codePoint) => offsets[Math.max(0, Math.min(codePoint, offsets.length - 1))] ?? utf16;
}

// Long texts are synthesised a few sentences at a time so that memory stays bounded however
// long the story is; offsets let word timings point back into the whole text.

export interface TextChunk {
  text: string;
  /** UTF-16 offset of the chunk in the whole text. */
  start: number;
  /** True when the chunk ends a sentence, so a sentence pause follows it. */
  endsSentence: boolean;
}

/** About 30 seconds of speech: small enough to bound memory, large enough to keep espeak's own pauses. */
export const MAX_CHUNK_CHARS = 500;

const SENTENCE = /[^.!?…。！？\n]*(?:[.!?…。！？]+["'”’»)\]]*|\n+|$)/gu;

function sentences(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    if (match[0].length > 0) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** Cuts a sentence longer than the limit at spaces (or hard, if there are none). */
function splitLong(text: string, start: number, end: number, max: number): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = [];
  let from = start;
  while (end - from > max) {
    const space = text.lastIndexOf(' ', from + max);
    const cut = space > from ? space + 1 : from + max;
    pieces.push({ start: from, end: cut });
    from = cut;
  }
  pieces.push({ start: from, end });
  return pieces;
}

/**
 * Groups whole sentences into chunks of at most `max` characters (trimmed; empty ones dropped). The
 * first chunks may take fewer (`firstLimits[i]` for chunk i), so that the start of a text is heard sooner.
 */
export function chunkText(text: string, max = MAX_CHUNK_CHARS, firstLimits: readonly number[] = []): TextChunk[] {
  const spans = sentences(text).flatMap(({ start, end }) => splitLong(text, start, end, max));
  const groups: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = groups.at(-1);
    const limit = Math.min(max, firstLimits[groups.length - 1] ?? max);
    if (last && span.end - last.start <= limit) last.end = span.end;
    else groups.push({ ...span });
  }
  return groups.flatMap(({ start, end }) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (!/[\p{L}\p{N}\p{M}]/u.test(trimmed)) return [];
    return [{ text: trimmed, start: start + lead, endsSentence: /(?:[.!?…。！？]["'”’»)\]]*|\n)\s*$/u.test(raw) }];
  });
}

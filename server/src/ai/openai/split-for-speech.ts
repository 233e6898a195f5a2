// Speech services take a bounded input (OpenAI: 4096 characters), so a long chapter is spoken in parts
// cut between sentences. Parts keep their position in the text so word timings point into the original.

export const SPEECH_INPUT_LIMIT = 4096;

export interface SpeechPart {
  /** The part as it is sent (trimmed). */
  text: string;
  /** Offset of `text` in the original string. */
  start: number;
}

const sentences = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** Pieces no longer than `limit`: whole sentences, or a long sentence cut at its last space. */
function pieces(text: string, limit: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const { index, segment } of sentences.segment(text)) {
    let start = index;
    const end = index + segment.length;
    while (end - start > limit) {
      const window = text.slice(start, start + limit);
      const space = window.search(/\s\S*$/);
      const cut = space > 0 ? start + space + 1 : start + limit;
      out.push({ start, end: cut });
      start = cut;
    }
    out.push({ start, end });
  }
  return out;
}

/** Splits text into parts of at most `limit` characters, filling each part with whole sentences. */
export function splitForSpeech(text: string, limit = SPEECH_INPUT_LIMIT): SpeechPart[] {
  const parts: SpeechPart[] = [];
  let current: { start: number; end: number } | undefined;
  const flush = (): void => {
    if (!current) return;
    const raw = text.slice(current.start, current.end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) parts.push({ text: trimmed, start: current.start + lead });
    current = undefined;
  };
  for (const piece of pieces(text, limit)) {
    // Surrounding spaces do not count against the limit: they are trimmed before sending.
    if (current && text.slice(current.start, piece.end).trim().length > limit) flush();
    current = current ? { start: current.start, end: piece.end } : { ...piece };
  }
  flush();
  return parts;
}

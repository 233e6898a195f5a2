// An idea cut into words, with where each stands in the text, and the clause each is in.
export interface Token {
  raw: string;
  /** Lower case. */
  low: string;
  start: number;
  end: number;
}

// French elisions stay with their word ('l'', 'qu''); an English possessive 's is a word of its own.
const WORD = /(?:jusqu|lorsqu|puisqu|qu|[ldsnjcmt])'|\p{L}+(?:-\p{L}+)*|'s?(?!\p{L})|[.,;!?:()«»"]/giu;

export function tokenize(text: string, elisions: boolean): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    // English has no elided words: "l'" in "doll's" is the end of a word.
    if (!elisions && /^\p{L}+'$/u.test(raw)) {
      const word = raw.slice(0, -1);
      out.push({ raw: word, low: word.toLowerCase(), start: m.index, end: m.index + word.length });
      continue;
    }
    out.push({ raw, low: raw.toLowerCase(), start: m.index, end: m.index + raw.length });
  }
  return out;
}

/** The clause each token is in: a new one after . , ; ! ? and before 'and'-like words. */
export function clauseNumbers(tokens: readonly Token[], joins: ReadonlySet<string>): number[] {
  let n = 0;
  return tokens.map((t) => {
    if (/^[.,;!?:]$/.test(t.raw) || joins.has(t.low)) n++;
    return n;
  });
}

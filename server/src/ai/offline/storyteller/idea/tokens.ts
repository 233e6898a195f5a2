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
  return [...text.matchAll(WORD)].map((m) => {
    // English has no elided words: "l'" in "doll's" is the end of a word.
    const raw = !elisions && /^\p{L}+'$/u.test(m[0]) ? m[0].slice(0, -1) : m[0];
    return { raw, low: raw.toLowerCase(), start: m.index, end: m.index + raw.length };
  });
}

/** The clause each token is in: a new one after . , ; ! ? and before 'and'-like words. */
export function clauseNumbers(tokens: readonly Token[], joins: ReadonlySet<string>): number[] {
  let n = 0;
  return tokens.map((t) => {
    if (/^[.,;!?:]$/.test(t.raw) || joins.has(t.low)) n++;
    return n;
  });
}

/** Whether the words just before a token compare ('more than anything', « plus que tout »): what follows is what
 * something is set beside, never a thing of the story of its own. */
export function comparedTo(tokens: readonly Token[], start: number): boolean {
  return tokens.slice(Math.max(0, start - 5), start).some((k, i, a) => k.low === 'than' || ((k.low === 'que' || k.low === "qu'") && ['plus', 'autant', 'moins'].includes(a[i - 1]?.low ?? '')));
}

/** The parent's words as the readers match them: one Unicode form and one kind of apostrophe (’ typed on phones, ` and ´). */
export const plainApostrophes = (input: string): string => input.normalize('NFC').replace(/[’`´]/g, "'");

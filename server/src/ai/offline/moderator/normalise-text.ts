// Turns free text into the word sequences the term lists are matched against. People who want to slip a
// word past a filter write it with accents, digits or symbols ('k1ll', '$h!t', 'fuuuck', 'f u c k'), so
// the text is read several ways and a term counts if any reading contains it.

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/** Lowercase, accents removed ('Tué' -> 'tue'), ligatures spelled out, typographic apostrophes made plain. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßøđłı]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
}

// '1' reads as 'i' in 'k1ll' and as 'l' in 'ki11', so both readings are tried.
const LEET_BASE: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '9': 'g', '@': 'a', $: 's', '|': 'l', '€': 'e' };

function deLeet(folded: string, one: 'i' | 'l'): string {
  // Only runs that already hold a letter are rewritten: '3 dragons' and '2024' stay numbers.
  return folded.replace(/[\p{L}0-9@$|€!]+/gu, (run) => {
    if (!/\p{L}/u.test(run)) return run;
    let out = '';
    for (let i = 0; i < run.length; i++) {
      const ch = run.charAt(i);
      if (ch === '1') out += one;
      else if (ch === '!') out += /\p{L}/u.test(run.charAt(i + 1)) ? 'i' : ' '; // 'sh!t' yes, 'Stop!' no
      else out += LEET_BASE[ch] ?? ch;
    }
    return out;
  });
}

/** Letter runs of three or more ('fuuuck', 'killlll') shortened to one and to two letters. */
function squeezeRepeats(text: string, keep: 1 | 2): string {
  return text.replace(/(\p{L})\1{2,}/gu, (_run, ch: string) => ch.repeat(keep));
}

/** Splits into words of letters; digits and punctuation separate words ("l'assassin" -> l, assassin). */
export function tokenise(text: string): string[] {
  return text.split(/[^\p{L}]+/u).filter((word) => word.length > 0);
}

/** 'f u c k' and 'f.u.c.k' -> 'fuck': three or more single letters in a row are also read as one word. */
function joinSpelledOut(words: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length >= 3) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const word of words) {
    if (word.length === 1) run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

/** A word no term contains: a phrase ('beating up') may not run across the end of a sentence. */
export const SENTENCE_END = 'zzsentenceendzz';

/**
 * Marks the ends of sentences ('...hearts beating. Up on the hill' is not 'beating up'). Only after a
 * word of two letters or more, so that 'f. u. c. k.' is still read as one spelled-out word.
 */
function markSentenceEnds(folded: string): string {
  return folded.replace(/(\p{L}{2,}[.!?…]+["'»”)\]]*)\s+/gu, `$1 ${SENTENCE_END} `);
}

/** Every reading of the text worth matching, as word sequences, without duplicates. */
export function readings(text: string): string[][] {
  const folded = markSentenceEnds(foldText(text));
  const texts = new Set<string>([folded]);
  for (const one of ['i', 'l'] as const) texts.add(deLeet(folded, one));
  for (const t of [...texts]) {
    texts.add(squeezeRepeats(t, 1));
    texts.add(squeezeRepeats(t, 2));
  }
  const seen = new Set<string>();
  const result: string[][] = [];
  for (const t of texts) {
    const words = tokenise(t);
    for (const seq of [words, joinSpelledOut(words)]) {
      const key = seq.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      result.push(seq);
    }
  }
  return result;
}

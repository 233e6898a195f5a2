// English nouns for the idea reader: which words of an idea are nouns and adjectives (compromise's tagger,
// which reads them in their sentence: 'a running race', 'pirates and treasure'), and the plural of a noun.
import nlp from 'compromise';

export type WordClass = 'noun' | 'adjective';

interface Term { tags: string[]; offset: { start: number } }

/** Each word's class by where it starts in the text; words that are neither are left out. */
export function tagEnglish(text: string): Map<number, WordClass> {
  const out = new Map<number, WordClass>();
  const sentences = nlp(text).json({ offset: true, terms: { offset: true } }) as { terms: Term[] }[];
  for (const t of sentences.flatMap((s) => s.terms)) {
    if (t.tags.includes('Pronoun') || t.tags.includes('Determiner')) continue;
    if (t.tags.includes('Adjective')) out.set(t.offset.start, 'adjective');
    else if (t.tags.includes('Noun') || t.tags.includes('Person')) out.set(t.offset.start, 'noun');
  }
  return out;
}

/** The plural of an English noun by the spelling rules (the lexicon says when a noun is only plural). */
export function pluralEn(sg: string): string {
  if (/[^aeiou]y$/.test(sg)) return `${sg.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(sg)) return `${sg}es`;
  if (/[^f]f$/.test(sg)) return `${sg.slice(0, -1)}ves`;
  if (/fe$/.test(sg)) return `${sg.slice(0, -2)}ves`;
  return `${sg}s`;
}

/** A noun no lexicon knows, as written: it is plural when it ends in a single s ('vegetables', not 'grass'). */
export function unknownNounEn(word: string): { sg: string; plural: boolean } {
  return { sg: word, plural: /[^s]s$/.test(word) && word.length > 3 };
}

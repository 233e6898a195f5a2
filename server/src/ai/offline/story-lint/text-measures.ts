// What a reader notices, measured: words, sentences, sentences two books share, slots left unfilled,
// English and French slips a pattern can catch. Shared by the linter, the tests and scripts/.

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Sentences of a text (ends at . ! ? and a closing quote). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n\n+/)
    .flatMap((para) => para.match(/[^.!?]+[.!?]+[”»"]?/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Sentences that start with the name (or its possessive): a reader tires of "Leo... Leo... Leo...". */
export function nameStarts(text: string, name: string): { starts: number; sentences: number } {
  const all = sentencesOf(text);
  return { starts: name ? all.filter((s) => s.startsWith(`${name} `) || s.startsWith(`${name}'`)).length : 0, sentences: all.length };
}

/** Sentences of four words or more: short exclamations ("Oh no!") may recur naturally. */
export function longSentences(text: string): string[] {
  return sentencesOf(text).filter((s) => countWords(s) >= 4);
}

/** The share of one book's long sentences that the other book also has. */
export function sharedFraction(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a.flatMap(longSentences));
  const sb = new Set(b.flatMap(longSentences));
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / Math.max(1, Math.min(sa.size, sb.size));
}

export const PLACEHOLDER = /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object|\$\{| {2}| ,| \.|[ \t]\n|\n[ \t]|(?<!\.)\.\.(?!\.)/;
export const BAD_ENGLISH = /(?<!\p{L})((in|on|at|to|of) \2(?!\p{L})|a [aeio]\p{L}|an [bcdfgjklmnpqrstvwxyz]|(he|she|it) are(?!\p{L})|(?<!(?:if|though|wish) )(he|she|it) were(?!\p{L})|they (is|was)(?!\p{L})|the the(?!\p{L})|\p{L}+self(?!\p{L})(?<!(him|her|it|my|your)self))/iu;
// Elision: le, la, de, que, je, ce, ne, me, te, se must elide before a vowel or a mute h, names included
// ("que Emma"). Not before 'onze', 'oui', a Y, an aspirated h ('le hibou'), nor after a hyphen; 'de le'/'à les'
// must contract (du, aux) unless the pronoun comes before an infinitive ('de le voir').
const MUTE_H = 'h(?:ugo|élène|ector|ortense|eure|istoire|iver|erbe|orizon|umeur|abitude|abitant|irondelle|ôtel|uile|omme|onneur|armonie|ésit|abill|ab[ie]t|eureu|umble|ommage|ospital)';
export const BAD_FRENCH = new RegExp(
  "(?<![\\p{L}'’-])(l'(hibou|héros|hérisson|hache|haie|hutte|hamac|hameau|hâte|honte)" +
    "|(le|la|de|que|lorsque|puisque|jusque|je|ne|me|te|se) (?!onze|onzième|oui|ouistiti)(?:[aeiouéèêëàâîïôûœ]|" + MUTE_H + ")" +
    "|ce (?!à )(?!onze|oui)[aeiouéèêëâîïôûœ]" +
    "|si ils?(?!\\p{L})|(de|à) (le|les) (?!\\p{L}+(er|ir|re|oir)(?!\\p{L}))|le (licorne|souris|princesse|chevalière|chouette)(?!\\p{L})|la (hibou|dragon|chat|chevalier|souriceau)(?!\\p{L}))",
  'iu',
);

// The English past of a parent's verb phrase ('sneezes glitter' -> 'sneezed glitter', 'can't stay awake' ->
// 'couldn't stay awake', 'loves to dance but keeps tripping' -> 'loved to dance but kept tripping'), so that a
// being's quirk in the parent's own words is told in the story's past. Only the phrase's own verbs change: the
// first (after an adverb: 'always sneezes'), and one right after 'and' or 'but'; the rest is kept as written.

/** The irregular forms (locales/en/grammar.yaml 'past'), present or base form to past. */
export type PastTable = Readonly<Record<string, string>>;

const ADVERBS = new Set(['always', 'never', 'often', 'sometimes', 'still', 'only', 'really', 'just', 'also', 'secretly', 'usually', 'constantly', 'accidentally', 'even', 'actually', 'kind', 'sort', 'kinda']);
const JOINS = new Set(['and', 'but', 'then', 'or', 'yet', 'who']);
/** 'whenever he laughs': a verb after a time word and its subject is in the past too. */
const WHEN = new Set(['when', 'whenever', 'if', 'because', 'until']);
const SUBJECTS = new Set(['he', 'she', 'it', 'they', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'people']);

/** The base form of a present third-person form: 'cries' -> 'cry', 'wishes' -> 'wish', 'trips' -> 'trip'. */
function baseOf(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|zz|o)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The regular past of a base form: 'sneeze' -> 'sneezed', 'cry' -> 'cried', 'trip' -> 'tripped', 'glow' -> 'glowed'. */
function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  // One syllable ending consonant-vowel-consonant doubles its last letter: trip, hop, skip, nod (not glow, fix).
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

/** Whether a word is already past: 'sneezed', 'couldn't', 'kept'. */
const isPast = (word: string, table: PastTable): boolean => /[^e]ed$|eed$/.test(word) && !/^(?:need|feed|bleed|breed|speed|seed|weed)s?$/.test(word) || Object.values(table).includes(word);

/** One verb to the past: the table first, then the rules; a word already past is kept. */
function verbPast(word: string, table: PastTable): string {
  const low = word.toLowerCase();
  const irregular = table[low] ?? table[baseOf(low)];
  if (irregular) return irregular;
  if (isPast(low, table)) return word;
  return regularPast(baseOf(low));
}

/** Whether a word can be a verb of the phrase that changes: known to the table, a present '-s' form, or a past. */
const verbLike = (word: string, table: PastTable): boolean => {
  const low = word.toLowerCase();
  return low in table || baseOf(low) in table || isPast(low, table) || (/[^s']s$/.test(low) && low.length > 2);
};

/** The phrase in the past: its first verb and each verb joined to it by 'and' / 'but'. */
export function pastEn(phrase: string, table: PastTable): string {
  const words = phrase.split(' ');
  let first = true;
  // Whether 'and' / 'but' came before this word (an adverb between: 'and always trips'), and a plural noun before
  // it ('loves cats and dogs': the next word is a noun too).
  let joined = false;
  let nounBefore = false;
  let verbAt = -1;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] ?? '';
    if (ADVERBS.has(w.toLowerCase())) continue;
    if (first || (joined && !nounBefore && verbLike(w, table))) {
      words[i] = verbPast(w, table);
      first = false;
      verbAt = i;
    }
    joined = JOINS.has(w.toLowerCase()) || (SUBJECTS.has(w.toLowerCase()) && WHEN.has((words[i - 1] ?? '').toLowerCase()));
    nounBefore = joined && verbAt !== i - 1 && /[^s']s$/.test(words[i - 1] ?? '');
  }
  return words.join(' ');
}

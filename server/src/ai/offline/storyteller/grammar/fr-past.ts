// The French imparfait of a parent's verb phrase (« éternue des paillettes » -> « éternuait des paillettes », « fait
// coin-coin » -> « faisait coin-coin », « s'endort la nuit » -> « s'endormait la nuit », « ne sait pas voler » -> « ne
// savait pas voler »), so that a being's quirk in the parent's own words is told in the story's past. Only the
// phrase's own verbs change: the first (after ne, se, en, y), and one right after « et » or « mais ».

/** The irregular forms (locales/fr/grammar.yaml 'past'), third person present to imparfait. */
export type PastTable = Readonly<Record<string, string>>;

/** Small words that come before the verb and stay: the negation, a reflexive or adverbial pronoun. */
const BEFORE = /^(?:ne|n'|se|s'|en|y|me|m'|te|t'|lui|leur|le|la|les|l'|toujours|souvent|jamais|parfois|tout|toujours)$/;
const CLITIC = /^(n'|s'|l'|m'|t')(.+)$/;
const JOINS = new Set(['et', 'mais', 'puis', 'ou', 'qui']);
/** « quand il pleut », « dès qu'on rit »: a verb after a time word and its subject is in the past too. */
const WHEN = /^(?:quand|si)$/;
const SUBJECTS = /^(?:il|elle|on)$/;
const SUBJECT_AFTER_WHEN = /^(?:lorsqu|qu)'(?:il|elle|on)$/;

/** One verb to the imparfait by the rules of the present's ending; the table first; a word already past is kept. */
function verbPast(word: string, table: PastTable): string {
  const irregular = table[word];
  if (irregular) return irregular;
  if (/(?:ait|aient)$/.test(word)) return word;
  // First group: mange -> mangeait, lance -> lançait, essaie -> essayait, achète -> achetait, crie -> criait.
  if (word.endsWith('e')) {
    let stem = word.slice(0, -1).replace(/è(?=[^aeiouyéèê]+$)/, 'e').replace(/([aou])i$/, '$1y');
    if (stem.endsWith('g')) stem += 'e';
    if (stem.endsWith('c')) stem = `${stem.slice(0, -1)}ç`;
    return `${stem}ait`;
  }
  // Second group: grandit -> grandissait, rougit -> rougissait; perd -> perdait; part -> partait.
  if (word.endsWith('it')) return `${word.slice(0, -1)}ssait`;
  if (/[dt]$/.test(word)) return `${word}ait`;
  return word;
}

/** Whether a word after « et » or « mais » is a verb to change: known to the table, or ending as a present does. */
const verbLike = (word: string, table: PastTable): boolean => word in table || /(?:[^aeiouy]e|ue|ie|oit|it)$/.test(word) && !/^(?:une|le|la|les|de|des|du|elle|ce|cette|que|qui|comme|toute?)$/.test(word);

/** The phrase in the imparfait: its first verb and each verb joined to it by « et » / « mais ». */
export function pastFr(phrase: string, table: PastTable): string {
  const words = phrase.split(' ');
  let first = true;
  // Whether « et », « mais » or « quand il » came before this word, with only small words (ne, se) between.
  let joined = false;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] ?? '';
    const clitic = CLITIC.exec(w);
    const [pre, verb] = clitic ? [clitic[1] ?? '', clitic[2] ?? ''] : ['', w];
    if (!clitic && BEFORE.test(w.toLowerCase())) continue;
    if (first || (joined && verbLike(verb.toLowerCase(), table))) {
      words[i] = `${pre}${verbPast(verb.toLowerCase(), table)}`;
      first = false;
    }
    const low = w.toLowerCase();
    joined = JOINS.has(low) || SUBJECT_AFTER_WHEN.test(low) || (SUBJECTS.test(low) && WHEN.test((words[i - 1] ?? '').toLowerCase()));
  }
  return words.join(' ');
}

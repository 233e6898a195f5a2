// A grid of requests that covers every character x theme x language, every moral, age and length,
// and the measures a reader notices (shared by the tests).
import { AGE_GROUPS, CHARACTERS, MORAL_LESSONS, STORY_LENGTHS, THEMES } from '@storyloom/contracts/options';
import type { StoryRequest } from '../../types.ts';
import { countWords, sentencesOf } from './text-tools.ts';

const NAMES = ['Léa', 'Tom', 'Emma', 'Hugo', 'Zanzibar', 'Chloé', 'Noah', 'Alice'];
const PROMPTS = ['', 'a rainbow bridge and a lost puppy', '', 'un dragon violet, une île', 'dinosaurs', ''];

export function requestGrid(): StoryRequest[] {
  const out: StoryRequest[] = [];
  let i = 0;
  for (const language of ['english', 'french'] as const) {
    for (const character of CHARACTERS) {
      for (const theme of THEMES) {
        out.push({
          character, theme, language,
          length: STORY_LENGTHS[i % STORY_LENGTHS.length] ?? 'short',
          ageGroup: AGE_GROUPS[Math.floor(i / 3) % AGE_GROUPS.length] ?? '5-8',
          moralLesson: i % 8 === 7 ? '' : (MORAL_LESSONS[i % MORAL_LESSONS.length] ?? 'none'),
          childName: i % 3 === 0 ? (NAMES[i % NAMES.length] ?? '') : '',
          customPrompt: PROMPTS[i % PROMPTS.length] ?? '',
          seed: 1000 + i * 7919,
        });
        i++;
      }
    }
  }
  return out;
}

/** Three pairs of different seeds for every request of the grid: the variety measure's sample. */
export function seedPairs(): [StoryRequest, StoryRequest][] {
  return requestGrid().flatMap((req) =>
    [0, 1, 2].map((k): [StoryRequest, StoryRequest] => [
      { ...req, seed: req.seed + k * 101 },
      { ...req, seed: req.seed * 31 + 7 + k * 977 },
    ]),
  );
}

/** Sentences of four words or more: short exclamations ("Oh no!") may recur naturally. */
export function longSentences(text: string): string[] {
  return sentencesOf(text).filter((s) => countWords(s) >= 4);
}

export function repeatedSentences(texts: readonly string[], allowed: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  const ok = new Set(allowed.flatMap((a) => sentencesOf(a)));
  for (const s of texts.flatMap(longSentences)) {
    if (ok.has(s)) continue;
    if (seen.has(s)) repeated.push(s);
    seen.add(s);
  }
  return repeated;
}

export function sharedFraction(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a.flatMap(longSentences));
  const sb = new Set(b.flatMap(longSentences));
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / Math.max(1, Math.min(sa.size, sb.size));
}

export const PLACEHOLDER = /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object|\$\{| {2}| ,| \.|[ \t]\n|\n[ \t]|(?<!\.)\.\.(?!\.)/;
export const BAD_ENGLISH = /(?<!\p{L})(a [aeio]\p{L}|an [bcdfgjklmnpqrstvwxyz]|(he|she) (are|were)(?!\p{L})|the the(?!\p{L}))/iu;
// Elision: le, la, de, que, je, ce, ne, me, te, se (and lorsque, puisque, jusque) must elide before a vowel or a
// mute h, names included ("que Emma", "de Hugo"). Not before 'onze', 'oui', a Y ('le yaourt', 'Yanis'), an aspirated
// h ('le hibou', 'la hache'), nor after a hyphen ('donne-le à'); 'ce à quoi' is correct. 'de le'/'à les'
// must contract (du, aux) unless the pronoun comes before an infinitive ('de le voir', 'à les compter').
const MUTE_H = 'h(?:ugo|élène|ector|ortense|eure|istoire|iver|erbe|orizon|umeur|abitude|abitant|irondelle|ôtel|uile|omme|onneur|armonie|ésit|abill|ab[ie]t|eureu|umble|ommage|ospital)';
export const BAD_FRENCH = new RegExp(
  "(?<![\\p{L}'’-])(l'(hibou|héros|hérisson|hache|haie|hutte|hamac|hameau|hâte|honte)" +
    "|(le|la|de|que|lorsque|puisque|jusque|je|ne|me|te|se) (?!onze|onzième|oui|ouistiti)(?:[aeiouéèêëàâîïôûœ]|" + MUTE_H + ")" +
    "|ce (?!à )(?!onze|oui)[aeiouéèêëâîïôûœ]" +
    "|si ils?(?!\\p{L})|(de|à) (le|les) (?!\\p{L}+(er|ir|re|oir)(?!\\p{L}))|le (licorne|souris|princesse|chevalière|chouette)(?!\\p{L})|la (hibou|dragon|chat|chevalier|souriceau)(?!\\p{L}))",
  'iu',
);

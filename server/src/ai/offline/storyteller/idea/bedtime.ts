// The child who cannot or will not sleep ('Leo can't fall asleep at night', 'my daughter won't go to bed', « mon fils
// n'arrive pas à dormir », « elle se réveille toutes les nuits »): read before as a skill learnt with tumbles in the
// garden ('learn', trait 'sleep') or the child's own "won't", it is a bedtime story now: the evening, the tries that fail
// gently, the child's own calm way, asleep, and the morning after (reading-<lang>.yaml 'bedtime'; plots/do-together/
// bedtime.yaml; plan/toy-night-shapes.yaml, from bedtime to morning). A being that cannot sleep ('an owl who can't
// sleep') keeps its trait story, a fear of the dark its fear faced, a baby's night its lullaby.
import { foldAccents, type IdeaTables } from './tables.ts';
import type { IdeaReading } from './types.ts';

/** The readings a sleepless child replaces: nothing said, a skill to learn (trait 'sleep'), the child's own "won't", a party
 * made of the reason ('too excited about his birthday tomorrow': the excitement is the night's, the party is tomorrow's). */
const BEDTIME_OVER = new Set(['none', 'learn', 'wont', 'party']);

export function bedtime(t: IdeaTables, input: string, plain: string, reading: IdeaReading): IdeaReading | undefined {
  const rule = t.rules.bedtime;
  if (!rule || !BEDTIME_OVER.has(reading.situation) || reading.feeling) return undefined;
  const words = t.rules['fold-accents'] === true ? foldAccents(plain) : plain;
  if (!rule.pattern.test(words) || rule.not.test(words)) return undefined;
  // Only the child is sleepless here: the one named, 'my son', or nobody (a word the reader took for a thing, 'has
  // trouble falling asleep', the child's age, 'my 4 year old', or the day waited for, 'her birthday', is no one); an animal
  // or a being has its trait story, one of the family ('Grandpa') theirs.
  const s = reading.subject && !rule.age.test(reading.subject.words) ? reading.subject : undefined;
  if (s && (s.kind === 'person' ? s.family === true && s.self !== true : s.kind === 'animal' || reading.trait !== undefined)) return undefined;
  // A thing said before the words of sleep is the one who cannot ('the little moon doesn't want to go to bed'): its story.
  const fold = (x: string): string => (t.rules['fold-accents'] === true ? foldAccents(x.toLowerCase()) : x.toLowerCase());
  if (s && s.kind === 'object' && words.includes(fold(s.text)) && words.indexOf(fold(s.text)) < words.search(rule.pattern)) return undefined;
  // The details the parent gave ('because he wants to keep playing with his trains') stay: the book tells them.
  const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, trait: _trait, ...rest } = reading;
  return { ...rest, situation: 'together', together: rule.activity, used: [input.trim()], unused: [] };
}

// What the child loves (reading-<lang>.yaml 'loves': 'Max loves trucks', « mon fils est fan de tracteurs »). A parent
// who says it wants a book about the thing loved, never one where it is lost: 'The trucks was nowhere to be found'
// was the fallback of a bare thing. A kind of thing loved, nobody's own, is a wish to see a real one (plot find-lost
// told with flag 'wish': nobody lost it, it is seen at last).
import type { NounPhrase } from './noun-phrases.ts';
import type { Roles } from './roles.ts';
import type { IdeaTables } from './tables.ts';
import { plainApostrophes, type Token } from './tokens.ts';
import type { IdeaReading, Situation } from './types.ts';

/**
 * The situation of an idea that says the child loves something (changes the roles in place): 'Jules aime les
 * dinosaures et les trains' keeps Jules as the child (the hero), the dinosaurs as the story's; a kind of thing or
 * animal loved and nobody's own ('loves trucks', not 'her pink bike', nor 'her grandpa') is a wish to see one.
 */
export function lovedSituation(t: IdeaTables, situation: Situation, plain: string, roles: Roles, phrases: readonly NounPhrase[], tokens: readonly Token[]): Situation {
  const loves = situation === 'none' ? t.rules.loves?.exec(plain) : null;
  if (!loves) return situation;
  if (roles.subject?.name && (tokens[roles.subject.start]?.start ?? 0) < loves.index) {
    const loved = phrases.find((p) => (tokens[p.start]?.start ?? -1) > loves.index && p !== roles.place);
    if (loved) roles.subject = loved;
  }
  // The thing loved is the first after the words that say it ('a huge fan of butterflies': the butterflies, not the fan).
  const end = loves.index + loves[0].length;
  const s = phrases.find((p) => (tokens[p.start]?.start ?? -1) >= end && p !== roles.place);
  const owned = s?.det !== undefined && (t.determiners[s.det]?.own === true || t.determiners[s.det]?.family === true);
  // A noun the lexicon does not know is a thing ('diggers'), as everywhere else in the reader.
  const kind = s?.entry?.kind ?? 'object';
  if (!s || owned || s.name || s.of || (kind !== 'object' && kind !== 'animal')) return situation;
  roles.subject = s;
  return 'wish';
}

/**
 * The child's own thing, with nothing happening to it ('Mia and her pink bike', 'Tom loves his red wellies', « Zoé et son
 * vélo rose »; issue 10: it was lost and searched for, or dropped to 'the bike'): the child keeps it all along, colour and
 * all: the hero's own thing from the first page ('loved', marked the family's own), told again beside the plot as a thing
 * the child has (details.yaml 'thing'), and at the happy end. The plot is the theme's; the child named is the hero.
 */
export function ownLoved(t: IdeaTables, input: string, reading: IdeaReading): IdeaReading {
  const s = reading.subject;
  const allowed = t.rules['own-thing'];
  if (!allowed || reading.situation !== 'none' || !s || s.kind !== 'object' || s.name || s.self || reading.other || reading.place || reading.deed || reading.alsoLoved || reading.details) return reading;
  // Nothing else said: 'finns balloon popped at the fair' is about what befell the balloon.
  const names = [...reading.used, ...reading.unused].filter((u) => /^\p{Lu}/u.test(u) || u === reading.owner?.text).join(' ').toLowerCase();
  const others = plainApostrophes(input).toLowerCase().replace(s.text.toLowerCase(), ' ').replace(t.rules.loves ?? /$^/, ' ');
  if (others.split(/[^\p{L}']+/u).map((w) => w.replace(/'s?$/, '')).some((w) => w !== '' && !allowed.includes(w) && !names.split(/[^\p{L}]+/u).includes(w))) return reading;
  const det = s.text.toLowerCase().split(/\s+/)[0] ?? '';
  const child = reading.owner?.kind === 'person' && reading.owner.name !== undefined && !reading.owner.family;
  if (t.determiners[det]?.own !== true && !child) return reading;
  const { subject: _thing, owner, ...rest } = reading;
  const own = { ...s, family: true };
  // The child named as the thing's owner ("Mia's pink bike") is the child, found by the planner among the names left.
  return { ...rest, alsoLoved: own, details: [{ kind: 'thing', part: own, said: s.text }], unused: [...reading.unused, ...(owner ? [owner.text] : [])], used: reading.used.filter((u) => u !== owner?.text) };
}

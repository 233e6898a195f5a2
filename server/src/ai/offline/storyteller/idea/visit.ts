// A visit to a friend's home to play ('going to play at Noah's house', 'Leo visits Tom', « Léa va chez Tom », « Hugo passe
// la journée chez son copain Max »; issue 10: read before as nothing, then Tom was a friend to find, lost): an afternoon at
// the friend's, with the friend (together 'playdate', plots/do-together/playdate.yaml): the walk there, their garden and
// their dog, a thing built together, one small trouble of the visit the child's choice mends, home again. The friend is the
// one the parent names after the words of going ('friend-visit' in reading-<lang>.yaml), in the parent's capital letters:
// a first name, or a friend said so ('son copain Max'). One of the family is a day at theirs (idea/together.ts familyVisit);
// a night there is a sleepover (together 'pyjama'), read before this.
import { isFirstName } from '../grammar/first-name-gender.ts';
import type { IdeaTables } from './tables.ts';
import type { IdeaReading } from './types.ts';
import { plainApostrophes } from './tokens.ts';

/** The readings a visit to a friend's replaces: nothing said, a walk to somebody read as a journey. */
const VISIT_OVER = new Set(['none', 'journey']);

export function friendVisit(t: IdeaTables, input: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading {
  const rule = t.rules['friend-visit'];
  if (!rule || !VISIT_OVER.has(reading.situation)) return reading;
  const m = rule.pattern.exec(plainApostrophes(input));
  const name = m?.[2];
  if (!m || !name) return reading;
  // 'going to Spain': a town is no friend; 'son copain Max' says so, else the name must be a child's.
  if (!m[1] && !isFirstName(name)) return reading;
  if (t.lexicon.get(name.toLowerCase())?.family) return reading;
  const parts = [reading.subject, reading.owner, reading.other];
  const read = readPart(name);
  const friend = parts.find((p) => p?.kind === 'person' && p.name === name && !p.self) ?? [read.subject, read.owner, read.other].find((p) => p?.kind === 'person' && !p.self);
  if (!friend || friend.family) return reading;
  const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, ...rest } = reading;
  const used = [...new Set([...reading.used, ...reading.unused])];
  return { ...rest, situation: 'together', together: rule.activity, owner: friend, used: used.length > 0 ? used : [input.trim()], unused: [] };
}

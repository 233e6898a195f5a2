// The town a family moves to ('we are moving to Manchester next month', « nous déménageons à Lyon », « on part habiter à
// Marseille »; issue 10: Manchester was read and never said, Lyon was a lost thing, Marseille a holiday): the move is the
// story (together 'moving') and the town is its place, said in the book as the parent wrote it ({town}, {town.in},
// {town.to}): never someone to find, a thing lost or a friend. The name is the parent's own capital letters after a
// word of moving and a preposition (reading-<lang>.yaml 'town'); a month or a feast is when, not where.
import type { IdeaTables } from './tables.ts';
import type { IdeaReading, MovingTown } from './types.ts';
import { plainApostrophes } from './tokens.ts';

/** The town the idea's move goes to, as the book says it, or undefined when the words name none. */
export function townOf(t: IdeaTables, input: string): MovingTown | undefined {
  const rule = t.rules.town;
  const m = rule?.named.exec(plainApostrophes(input));
  if (!rule || !m || !m[1] || !m[2]) return undefined;
  const [prep, name] = [m[1], m[2]];
  if (rule.not.some((w) => w.toLowerCase() === name.toLowerCase())) return undefined;
  // 'moving in with Grandma', 'moving to Nana's': one of the family is who, never where.
  if (t.lexicon.get(name.toLowerCase())?.family) return undefined;
  const say = (form: string): string => form.replace('{prep}', prep).replace('{name}', name);
  return { name, the: say(rule.forms.the), in: say(rule.forms.in), to: say(rule.forms.to), gender: rule.gender };
}

/** A move's reading with the town it goes to; the town is in the whole idea the book uses, and nobody of the story. */
export function movingTown(t: IdeaTables, input: string, reading: IdeaReading): IdeaReading {
  if (reading.situation !== 'together' || reading.together !== 'moving') return reading;
  const town = townOf(t, input);
  if (!town) return reading;
  // A friend read from the town's name (« Lyon » as a person) is no one: the planner's friend left behind stays.
  const named = (p: IdeaReading['owner']): boolean => p?.name === town.name || p?.words === town.name;
  const { owner, ...rest } = reading;
  // The preview lists the town as the parent wrote it ('New York'), not its words one by one.
  const kept = reading.used.filter((u) => !town.name.split(/\s+/).includes(u));
  const used = kept.some((u) => u.includes(town.name)) ? kept : [...kept, town.name];
  return { ...rest, ...(owner && !named(owner) ? { owner } : {}), town, used };
}

// The big day of that thing (issue 10): 'Jack visits the fire station' was Granny Rose's party held at the fire
// station, 'a trip to the zoo' a trek over bogs to a zoo reached in the last chapter. An idea the reader knows no
// situation for that names a place to go to, an event or a first time, and a child's journey to an everyday place,
// is told as that day (do-together 'bigday'): ready at home, there, the sights of that place (the 'day-<kind>'
// tellings), one small trouble of the day itself, the best moment, home and bed. The table is plan/plots.yaml 'days'.
import type { EntitySource } from '../content/schema.ts';
import type { IdeaPart, IdeaReading } from '../idea/types.ts';
import { isOuting, isVisit } from './plot-for-idea.ts';
import { PLOT_TABLE } from './plot-table.ts';
import type { PlaceId } from './types.ts';

const DAYS = PLOT_TABLE.days;

/** The activity of do-together that tells it. */
export const BIG_DAY = 'bigday';

/** Words to compare, lower case and spaced at both ends so that a phrase is found whole (' fire station '); an
 * apostrophe is a space ("l'aquarium", "feu d'artifice"). */
const spaced = (text: string): string => ` ${text.toLowerCase().replace(/[’`´']/g, ' ').replace(/[^\p{L}-]+/gu, ' ').trim()} `;

/** The idea's words, and the parent's own text when the planner has it (a reading may keep only 'Sophie' of
 * 'Sophie's first ballet lesson'). */
const saidWords = (idea: IdeaReading, text = ''): string => spaced([...idea.used, ...idea.unused, idea.place?.words, idea.subject?.words, text].join(' '));

/** The kind of day the idea names (plots.yaml 'days' 'kinds': the zoo, a ballet lesson, the fireworks) and the phrase
 * that says it, by the longest phrase said. */
function kindSaid(said: string, pet = false): [string, string] | undefined {
  let best: [string, string] | undefined;
  const noFestival = DAYS['not-festival'].some((w) => said.includes(spaced(w)));
  for (const [kind, row] of Object.entries(DAYS.kinds)) {
    if ((row.pet === true && !pet) || (row.festival === true && noFestival)) continue;
    for (const w of row.words) if (said.includes(spaced(w)) && w.length > (best?.[1].length ?? 0)) best = [kind, w];
  }
  return best;
}

export const dayKind = (idea: IdeaReading | undefined): string | undefined => (idea ? idea.day ?? kindSaid(saidWords(idea))?.[0] : undefined);

/** A festival or feast day (plots.yaml 'days' 'festival': Christmas Eve, Diwali, Eid, la galette des rois...): the day
 * of that feast at home or in the street, its own customs and its own small trouble, never a party to save. */
export const isFestival = (kind: string | undefined): boolean => kind !== undefined && DAYS.kinds[kind]?.festival === true;

/** A party whose host is an animal ('the class hamster's birthday', « l'anniversaire du chat »): the pet's birthday. */
const petParty = (idea: IdeaReading): IdeaPart | undefined => {
  if (idea.situation !== 'party') return undefined;
  return [idea.owner, idea.subject].find((p) => p?.kind === 'animal' && DAYS.pets.includes(p.head.toLowerCase()));
};

/** The words that say a festival (plots.yaml 'days' 'kinds': 'stocking', 'rangoli', 'fève'): a page that says one is
 * about that feast. */
export const dayWords = (idea: IdeaReading | undefined): readonly string[] => {
  const kind = idea?.together === BIG_DAY ? dayKind(idea) : undefined;
  return kind && isFestival(kind) ? DAYS.kinds[kind]?.words ?? [] : [];
};

/** A day that is no place to be at (a lesson, the fireworks, a first flight): told by its own tellings only. */
export const isDayEvent = (kind: string | undefined): boolean => kind !== undefined && DAYS.kinds[kind]?.event === true;

/** Who the day is with: one of the family the idea names ('with cousin Sam', 'the day grandpa came'), never the child. */
const family = (p: IdeaPart | undefined): IdeaPart | undefined => (p?.kind === 'person' && p.family === true && !p.self ? p : undefined);

/**
 * The idea read as the big day of that thing, or the idea as it was. Only over a reading that knows nothing else
 * (plots.yaml 'days' 'from'): a child's journey to an everyday place ('a trip to the zoo', never a snail's to the fair,
 * a rocket's to the moon or a visit to auntie in the city), or an idea with nothing happening that names a known place
 * or event, or a place of its own with a word of going ('a visit to the castle'). A thing or an animal the idea is
 * about ('a red umbrella at the beach') keeps its own story.
 */
export function asDay(idea: IdeaReading | undefined, text = ''): IdeaReading | undefined {
  if (!idea) return idea;
  const said = saidWords(idea, text);
  const pet = petParty(idea);
  const kind = kindSaid(said, pet !== undefined);
  // 'Christmas eve waiting for santa', 'Diwali with grandma', « la fête de l'Aïd chez mamie »: a festival is its day.
  if (kind && isFestival(kind[0]) && (idea.situation === 'none' || DAYS.kinds[kind[0]]?.over?.includes(idea.situation))) return festivalDay(idea, kind[0], pet, text);
  // 'A day at the swimming pool with mum' is read as the outing's storm: with no word of weather said, at a place a
  // big day knows, it is that day (plots.yaml 'days' 'storm-words').
  const outing = idea.situation === 'storm' && kind !== undefined && !DAYS['storm-words'].some((w) => said.includes(spaced(w)));
  const situation = outing ? 'none' : idea.situation;
  if (!DAYS.from.includes(situation) && !(kind && DAYS.kinds[kind[0]]?.over?.includes(situation))) return idea;
  const s = idea.subject;
  // 'Première fois chez le coiffeur', 'le feu d'artifice': a subject that is the day itself, or a word of it, is no thing of its own.
  const ofTheDay = (p: IdeaPart): boolean => spaced(p.words).trim().split(' ').some((w) => DAYS.words.includes(w) || (kind !== undefined && (DAYS.kinds[kind[0]]?.words ?? []).some((k) => spaced(k).includes(` ${w} `))));
  const going = DAYS.words.some((w) => said.includes(spaced(w)));
  // « Une sortie au musée pour voir les dinosaures », 'Mia goes to the aquarium and sees a shark': the animals of a day
  // out to a known place are what it is for; 'a dragon at the zoo' or a snail going to the fair is the animal's own story.
  const seen = s?.kind === 'animal' && situation === 'none' && kind !== undefined && going && !s.family && s.name === undefined;
  if (s && !ofTheDay(s) && s.kind !== 'person' && s.kind !== 'event' && !seen) return idea;
  if (situation !== 'none' && (!kind || isVisit(idea))) return idea;
  // 'A plane ride to the castle': a journey to a place of its own goes by plane; the flight is how, not the day.
  if (situation === 'journey' && idea.place && kind && DAYS.kinds[kind[0]]?.event === true) return idea;
  // 'A trip to the beach with Grandpa', 'visiting Granny at the seaside': a day out with them keeps its own telling (plots.yaml 'outing').
  // Never at a place under a roof ('a visit to the aquarium with grandpa'): no storm rains in the aquarium (plots.yaml 'days' 'roofed').
  const roofed = kind !== undefined && (DAYS.roofed ?? []).includes(DAYS.kinds[kind[0]]?.place ?? 'meadow');
  if (situation === 'none' && !outing && !roofed && isOuting(idea, kind !== undefined)) return idea;
  if (situation === 'none' && !kind && !(idea.place && going)) return idea;
  const who = family(s) ?? family(idea.owner);
  const { subject: _subject, other: _other, owner: _owner, ...rest } = idea;
  // The whole idea is the day: nothing of it is left out, and its kind is read from the parent's own words.
  const used = text.trim() !== '' ? [text.trim()] : [...new Set([...idea.used, ...idea.unused])];
  return { ...rest, situation: 'together', together: BIG_DAY, ...(who ? { owner: who } : {}), used, unused: [] };
}

/** The festival's day: who it is with (one of the family the idea names), the pet whose birthday it is (then the goal). */
function festivalDay(idea: IdeaReading, kind: string, pet: IdeaPart | undefined, text: string): IdeaReading {
  const who = [idea.subject, idea.owner, idea.other].map(family).find((p) => p !== undefined);
  const { subject: _subject, other: _other, owner: _owner, ...rest } = idea;
  const used = text.trim() !== '' ? [text.trim()] : [...new Set([...idea.used, ...idea.unused])];
  return { ...rest, situation: 'together', together: BIG_DAY, day: kind, ...(who ? { owner: who } : {}), ...(pet ? { other: pet } : {}), used, unused: [] };
}

/** A festival's day (Christmas, Hanukkah, Diwali, Eid, a carnival): the family's feast, set off from their house. */
export const isFeastDay = (idea: IdeaReading | undefined): boolean => idea?.together === BIG_DAY && isFestival(dayKind(idea));

/** Where the big day is drawn: its kind's place (plots.yaml 'days'), else the idea's own place, else undefined (the table's). */
export function dayPlace(idea: IdeaReading | undefined, ideaPlace: PlaceId | undefined, home?: PlaceId): PlaceId | undefined {
  if (idea?.together !== BIG_DAY) return undefined;
  const kind = dayKind(idea);
  // A feast kept at home (Christmas Eve, Diwali, la galette) is kept in the book's own home (places.ts bookHome: a house).
  if (kind && DAYS.kinds[kind]?.home === true && home) return home;
  return (kind ? DAYS.kinds[kind]?.place : undefined) ?? ideaPlace;
}

/** The flags of the big day's own tellings: 'day-zoo', 'day-ballet'...; 'day-event' for a day that is no place. */
export function dayFlags(idea: IdeaReading | undefined): string[] {
  if (idea?.together !== BIG_DAY) return [];
  const kind = dayKind(idea);
  return kind ? [`day-${kind}`, ...(isDayEvent(kind) ? ['day-event'] : []), ...(isFestival(kind) ? ['festival'] : [])] : [];
}

/** Every flag dayFlags may set (plan/flags.ts). */
export const DAY_FLAGS = [...Object.keys(DAYS.kinds).map((k) => `day-${k}`), 'day-event', 'festival'];

/** What the big day is about, named from the problem on: the place the parent named ('the fire station', « la
 * piscine »), else its kind's (words.yaml 'together' 'day-<kind>': the ballet lesson, the fireworks); a day that is
 * no place (a lesson, a first flight) is always its kind's. */
export function dayGoal(idea: IdeaReading | undefined, words: Readonly<Record<string, readonly EntitySource[]>> | undefined): IdeaPart | EntitySource | undefined {
  if (idea?.together !== BIG_DAY) return undefined;
  const kind = dayKind(idea);
  // A pet's birthday is the pet's: 'the class hamster', never a stock 'birthday'.
  if (kind === 'pet-birthday' && idea.other) return idea.other;
  const own = kind ? words?.[`day-${kind}`]?.[0] : undefined;
  return (isDayEvent(kind) ? own : undefined) ?? idea.place ?? own;
}

/** The big day's one small trouble (its complication's 'sets'): told once ('day-trouble'), and which one, so that
 * the turning point answers it: tired legs, a fright at the big thing, a spill hidden, a little one alone, the best
 * thing closed or hiding. */
export const DAY_TROUBLES = ['day-trouble', 'day-tired', 'day-scared', 'day-spill', 'day-little-one', 'day-hidden', 'day-own'];
// 'day-own': a festival's own trouble (the lamp blown out, the costume torn, the fève not found), answered by the child.

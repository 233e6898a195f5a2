// Where a story goes: the hero's home, and where each plot's tries and turning point happen (the table is
// plan/plots.yaml: 'away', 'far', 'at-the-trouble', 'stays-home'), moved by where the idea's trouble is.
import type { Character } from '@storyloom/contracts/options';
import { PLOT_TABLE } from './plot-table.ts';
import { isFeastDay } from './day-of.ts';
import { isToyNight } from './toy-night.ts';
// A magic land is drawn where its kind says (the library for talking books, the clouds for dreams).
export { landPlace } from './magic-land.ts';
import type { IdeaReading } from '../idea/types.ts';
import { PLACE_SCENES, type PlaceId, type PlotId, type StoryPlan } from './types.ts';

/** Where the hero lives: the knight and the princess in their castle, every other child at home. */
export function homeOf(character: Character): PlaceId {
  return character === 'brave-knight' || character === 'clever-princess' ? 'castle' : 'cottage';
}

/** Where a book's hero lives: a knight's journey to the castle sets off from a cottage (nobody travels all day to their
 * own home), toys wake in a child's bedroom at night (plan/toy-night.ts), never a castle's, and a festival (Christmas,
 * Hanukkah, Diwali, Eid) is the family's, kept in their house, its tree by the sofa, never in a castle's hall. */
export function bookHome(plot: PlotId, character: Character, ideaPlace: PlaceId | undefined, idea: IdeaReading | undefined): PlaceId {
  return (plot === 'reach-place' && ideaPlace === homeOf(character)) || isToyNight(plot, idea) || isFeastDay(idea) ? 'cottage' : homeOf(character);
}

/**
 * Places a short walk from home (plan/plots.yaml 'near-home'). A family's own trouble with no place in the
 * idea (grandma's glasses, our cat on the roof, the dog and the bath) is looked for near home.
 */
export const NEAR_HOME: readonly PlaceId[] = PLOT_TABLE['near-home'];

/** The flags of a plots.yaml table of word lists whose words the text says: 'race-tools' (how a race's thing is
 * raced with: 'ride' a bike, 'hop' in a sack, 'balance' an egg), 'habits' (what a child's own "won't" is about:
 * tidying, bedtime, the bath). */
export function flagsOfWords(table: 'race-tools' | 'habits', text: string | undefined): string[] {
  return Object.entries(PLOT_TABLE[table]).filter(([, words]) => deedHasWordOf(text, words)).map(([flag]) => flag);
}

/** A race swum ('Mia wants to win the swimming race', 'la course de natation'): plan/plots.yaml race-tools
 * 'swim', said by any of the idea's words, since a swim race has no thing to race with. */
export function isSwimRace(plot: PlotId, idea: IdeaReading | undefined): boolean {
  const said = [...(idea?.used ?? []), ...(idea?.unused ?? [])].join(' ');
  return plot === 'win-race' && deedHasWordOf(said, PLOT_TABLE['race-tools'].swim);
}

/** How a journey goes (plan/plots.yaml 'journey-ways'), by the idea's words: flown to the moon, sailed to
 * the island; undefined when it is walked. */
export function journeyWay(idea: IdeaReading | undefined): { flag: 'fly' | 'sail'; away: PlaceId[]; tool: string; air: boolean } | undefined {
  const said = [...(idea?.used ?? []), ...(idea?.unused ?? [])].join(' ');
  const found = Object.entries(PLOT_TABLE['journey-ways']).find(([, row]) => deedHasWordOf(said, row.words));
  const air = !!found?.[1].air && deedHasWordOf(said, found[1].air);
  return found ? { flag: found[0] as 'fly' | 'sail', away: found[1].away, tool: found[1].tool, air } : undefined;
}

/** Whether one of the deed's words is in a plots.yaml word list: 'handy-deeds' (a skill of hands and head:
 * tie laces, bake, whistle), 'craft-deeds' (one that makes a thing: build a den, knit), 'dream-sports'. */
export function deedHasWordOf(deed: string | undefined, words: readonly string[]): boolean {
  return deed !== undefined && deed.toLowerCase().split(/[^\p{L}]+/u).some((w) => words.includes(w));
}

/**
 * The parent's own lesson with tellings of its own (plan/plots.yaml 'lessons': 'bike', 'swim-lesson'), learnt by the
 * child: a stock deed, a dream or a being that learns (the snail, the idea's owner) has the generic tellings.
 */
export function ownLesson(plot: PlotId, ideaDeed: string | undefined, ideaRole: StoryPlan['ideaRole']): 'bike' | 'swim-lesson' | 'ski-lesson' | undefined {
  if (plot !== 'learn-skill' || ideaRole === 'owner' || isDreamDeed(ideaDeed)) return undefined;
  return (['bike', 'swim-lesson', 'ski-lesson'] as const).find((lesson) => deedHasWordOf(ideaDeed, PLOT_TABLE.lessons[lesson]));
}

/** A dream of becoming (plan/plots.yaml 'dream-deeds': 'be a firefighter', 'devenir astronaute'): played at, then a little true. */
export function isDreamDeed(deed: string | undefined): boolean {
  const first = deed?.toLowerCase().split(' ')[0] ?? '';
  // 'Drive a tractor': a drive is a dream only of a dream-jobs vehicle, never of the family car.
  return deed !== undefined && (PLOT_TABLE['dream-deeds'].includes(first) || deedHasWordOf(deed, PLOT_TABLE['dream-sports'])
    || (PLOT_TABLE['dream-drives'].includes(first) && jobOf(deed) !== undefined));
}

/** The kind of job dreamt of (plan/plots.yaml 'dream-jobs': 'fire' for 'be a firefighter'), 'any' for another. */
export function dreamKind(deed: string | undefined): string | undefined {
  if (!isDreamDeed(deed)) return undefined;
  return jobOf(deed) ?? 'any';
}

const jobOf = (deed: string | undefined): string | undefined => Object.entries(PLOT_TABLE['dream-jobs']).find(([, words]) => deedHasWordOf(deed, words))?.[0];

/** A broken thing no tool mends (plan/plots.yaml 'home-troubles'): a melted snowman, a power cut; undefined for another. */
export function homeTrouble(plot: PlotId, idea: IdeaReading | undefined): 'melted' | 'power-cut' | undefined {
  if (plot !== 'mend-broken' || !idea) return undefined;
  const said = [idea.subject, idea.other].map((p) => p?.words ?? '').join(' ');
  const found = Object.entries(PLOT_TABLE['home-troubles']).find(([, words]) => deedHasWordOf(said, words));
  return found?.[0] as 'melted' | 'power-cut' | undefined;
}

/** A broken thing nobody carries (plan/plots.yaml 'fixed-things': a tree house, a lighthouse): mended where it stands. */
export function isFixedThing(words: readonly (string | undefined)[]): boolean {
  const list = PLOT_TABLE['fixed-things'];
  // 'grande roue' is a Ferris wheel where 'roue' alone is a bike's wheel: a phrase of the list is matched whole.
  return words.some((w) => deedHasWordOf(w, list) || list.some((t) => t.includes(' ') && ` ${w ?? ''} `.includes(` ${t} `)));
}

/**
 * Where the idea's trouble is, from its words and the language's spots table (words.yaml): 'home' for
 * a window or the dark, the garden for a hedge. Phrases are read in order (where it is, then what it is);
 * undefined when no word says.
 */
export function troubleSpot(phrases: readonly string[], spots: Readonly<Record<string, readonly string[]>> | undefined): PlaceId | 'home' | undefined {
  for (const phrase of phrases) {
    const text = ` ${phrase.toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `;
    for (const [place, nouns] of Object.entries(spots ?? {})) {
      if (nouns.some((n) => text.includes(` ${n} `) || text.includes(` ${n}s `))) return place as PlaceId | 'home';
    }
  }
  return undefined;
}

export function awayAndFar(plot: PlotId, home: PlaceId, nearHome: boolean, pick: (list: PlaceId[]) => PlaceId, spot?: PlaceId | 'home', fixed = false, lostAtHome = false): { away: PlaceId; far: PlaceId } {
  // A milk tooth lost at home, or the family's hamster out of its cage, stays home, like a fear at home
  // ('stays-home'): looked for in the garden next door and found back at home, never in a wood or a meadow.
  if (lostAtHome && plot === 'find-lost' && home !== 'garden') return { away: 'garden', far: home };
  // A trouble that stays put is helped where it is: one place for the tries and the turning point. At home
  // (a bee behind the window, a cat on the roof) that is the garden, where the window and the roof are seen.
  const table = PLOT_TABLE.plots[plot];
  // A tree house or a lighthouse is mended where it stands ('fixed-at' when the idea does not say where).
  const atTheTrouble = table['at-the-trouble'] ?? (fixed ? table['fixed-at'] : undefined);
  if (atTheTrouble) {
    const at = spot === 'home' || (spot === home) ? (home === 'garden' ? 'meadow' : 'garden') : spot ?? pick(atTheTrouble.filter((p) => p !== home && (!nearHome || NEAR_HOME.includes(p))));
    return { away: at, far: at };
  }
  // A fear of what is at home (the dark, a storm, the bath) is faced at home, after practising in the
  // garden; of what is elsewhere (the sea, the dentist), there: the tries are near the feared thing, where
  // it can be seen, never a garden away from it.
  // A skill is practised where it is done: swimming by the sea.
  if ((plot === 'learn-skill' || plot === 'face-fear') && spot && spot !== 'home' && spot !== home) return { away: spot, far: spot };
  // A skill of hands and head (tie laces, bake) is tried in the garden and done at home.
  if (plot === 'learn-skill' && spot === 'home' && home !== 'garden') return { away: 'garden', far: home };
  if (plot === 'face-fear' && spot) return { away: home === 'garden' ? 'meadow' : 'garden', far: home };
  // A stranger's "won't" at a place of their own (the troll who won't let anyone cross his bridge) is met
  // there, not in the family's garden.
  if (plot === 'change-mind' && !nearHome && spot && spot !== 'home' && spot !== home) return { away: spot, far: spot };
  // A fear at home (the dog and the bath) is met at home: practised in the garden, faced back indoors. A
  // "won't" (share the kite, go to bed) is always a matter for home and garden.
  if ((nearHome || plot === 'change-mind') && table['stays-home'] && home !== 'garden') return { away: 'garden', far: home };
  const near = (list: readonly PlaceId[]): PlaceId[] => (nearHome ? list.filter((p) => NEAR_HOME.includes(p)) : [...list]).filter((p) => p !== home);
  const awayList = near(table.away);
  const away = pick(awayList.length > 0 ? awayList : NEAR_HOME.filter((p) => p !== home));
  // A thing lost where the idea says ('fell down the well', « tombé dans le puits »): found there, never in a cave.
  if (plot === 'find-lost' && spot && spot !== 'home' && spot !== home) return { away, far: spot };
  // Near home, the plot's own places first (a race does not end in the library); any near place if none fits.
  const ownNear = near(nearHome ? [...table.far, ...table.away] : table.far).filter((p) => p !== away);
  const farList = ownNear.length > 0 || !nearHome ? ownNear : near(NEAR_HOME).filter((p) => p !== away);
  return { away, far: pick(farList.length > 0 ? [...new Set(farList)] : [away]) };
}

/**
 * "A storm is coming to the lighthouse": a thing nobody carries is where the storm happens (the far place,
 * named as the parent named it), never the thing held up against the wind.
 */
export function fixedAsPlace(plot: PlotId, idea: IdeaReading | undefined, fixed: Readonly<Record<string, string>> | undefined, overPlace = false): IdeaReading | undefined {
  const subject = idea?.subject;
  if (!idea || !subject || plot !== 'weather-storm' || subject.kind !== 'object' || (idea.place && !overPlace)) return idea;
  const at = fixed?.[subject.head];
  if (!at || !(at in PLACE_SCENES)) return idea;
  const { subject: _moved, ...rest } = idea;
  return { ...rest, place: { ...subject, kind: 'place', place: PLACE_SCENES[at as PlaceId] } };
}

/** The idea's words that say where its trouble is: what is feared for a fear, else where it is stuck, then what. */
export function spotWords(plot: PlotId, idea: IdeaReading | undefined): string[] {
  if (!idea) return [];
  if (plot === 'face-fear') return idea.other ? [idea.other.words] : idea.subject?.kind === 'event' ? [idea.subject.words] : [];
  if (plot === 'learn-skill') return idea.deed ? [idea.deed] : [];
  // The idea's own place first ('coincé sur le toit': the roof is at home), when no place table took it.
  return [...(idea.place ? [idea.place.words] : []), ...idea.unused, ...[idea.subject, idea.other].flatMap((p) => (p ? [p.words] : []))];
}

/**
 * 'Our hamster ran away', 'notre chat a disparu': the family's own pet gone from the house, with no place said,
 * is looked for in the house and the garden, where it is (under the shed, in a slipper), never in a far meadow.
 */
export function isRunawayPet(plot: PlotId, idea: IdeaReading | undefined): boolean {
  const s = idea?.subject;
  return plot === 'find-lost' && idea?.situation === 'lost' && !idea.place && s?.kind === 'animal' && s.family === true && !s.self;
}

/** The family's own being or thing is in trouble (our dog, grandma's glasses): it happened near home. */
export function isFamilyTrouble(idea: IdeaReading | undefined): boolean {
  // Something done with the family is no trouble: it happens where the activity does (plots.yaml 'together').
  if (idea?.situation === 'together') return false;
  // 'A little whale who wants its mum': a mother astray is the creature's own, not the family's.
  const parts = idea?.situation === 'astray' ? [idea.subject, idea.owner] : [idea?.subject, idea?.owner, idea?.other];
  return idea !== undefined && parts.some((p) => p?.family === true && !p.self);
}

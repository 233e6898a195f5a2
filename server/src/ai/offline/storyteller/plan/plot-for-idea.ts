// Which plot tells a request: the idea's situation first, the theme second (issue 10), and not one of the
// family's last plots when another fits. The tables are plan/plots.yaml's 'situations', 'themes', 'kinds'.
import type { Theme } from '@storyloom/contracts/options';
import type { IdeaReading } from '../idea/types.ts';
import type { Rng } from '../rng.ts';
import { FISH, isPetFishIdea } from './pet-fish.ts';
import { noSituationPlot } from './no-situation.ts';
import { PLOT_TABLE } from './plot-table.ts';
import type { PlotId } from './types.ts';

/** `text`: the parent's own words, read for a loss the reading keeps no word of ('where is my kite?'). */
export function plotFor(idea: IdeaReading | undefined, theme: Theme, rng: Rng, recent: readonly string[] = [], text = ''): PlotId {
  // 'A baby bird fell out of its nest', 'a lost penguin': out of its place, it is taken back where it belongs.
  // 'Our goldfish looks lonely', 'the goldfish is hiding': a pet fish's story, at home where its water is.
  if (isPetFishIdea(idea)) return FISH.plot;
  if (belongsOf(idea)) return 'bring-home';
  if (idea?.situation === 'astray') return PLOT_TABLE.situations.lost as PlotId;
  // Help-grow's living things become butterflies: a snail that grows too fast learns instead.
  if (idea?.situation === 'growing' && idea.subject?.kind === 'animal' && !PLOT_TABLE.butterflies.includes(idea.subject.head)) return 'learn-skill';
  if (idea && idea.situation !== 'none') return PLOT_TABLE.situations[idea.situation] as PlotId;
  // 'A trip to the beach with Grandpa': a day out with someone is that day, with them in it, not a search for them.
  // 'Le jardin de papi': a day at the family's place is a day with them there, not a search for them.
  if (isOuting(idea)) return PLOT_TABLE.outing.plot as PlotId;
  return noSituationPlot(idea, theme, rng, recent, text);
}

/** 'A trip to the beach with Grandpa', 'le jardin de papi': a day out with someone, or at the family's place
 * (plots.yaml `outing`); `knownPlace`: the place is one a big day knows (plan/day-of.ts), so a day there with the
 * family ('a day at the fair with cousin Sam') is an outing only when a word of one says so. */
export function isOuting(idea: IdeaReading | undefined, knownPlace = false): boolean {
  return idea !== undefined && (said(idea, PLOT_TABLE.outing.words) || (!knownPlace && atFamilyPlace(idea)));
}

/** 'Une balade en forêt avec papi': a day out with someone (plan/plots.yaml `outing` `day-out`) ends at home. */
export function isDayOut(idea: IdeaReading | undefined): boolean {
  // 'A camping trip with Grandpa' is a trip, but its night is spent out under canvas, not at home.
  return idea !== undefined && said(idea, PLOT_TABLE.outing['day-out']) && !said(idea, PLOT_TABLE.outing['nights-out']);
}

/** 'Le jardin de papi', 'la ferme de mamie': a place of the family's own, with them in it. */
function atFamilyPlace(idea: IdeaReading): boolean {
  return idea.place !== undefined && idea.subject?.kind === 'person' && idea.subject.family === true;
}

/** Does the idea bring someone along ('avec papi') and say one of these words? */
function said(idea: IdeaReading, words: readonly string[]): boolean {
  const all = [...idea.used, ...idea.unused].join(' ').toLowerCase().split(/[^\p{L}-]+/u);
  const along = idea.subject?.kind === 'person' || idea.subject?.kind === 'animal';
  return along && all.some((w) => words.includes(w));
}

/**
 * Where the idea's thing out of its place belongs (plan/plots.yaml 'belongs'): the kind whose longest word
 * its words name ('étoile de mer' is the sea's, 'étoile' the sky's); an animal the idea says is astray and no
 * list names, the default. Never the family's own or a named pet (our dog Biscuit is found, not let go).
 */
export function belongsOf(idea: IdeaReading | undefined): string | undefined {
  const s = idea?.subject;
  const table = PLOT_TABLE.belongs;
  if (!idea || !s || s.family || s.self || s.name || !table.from.includes(idea.situation)) return undefined;
  const named = (text: string | undefined, lists: [string, readonly string[]][]): string | undefined => {
    const words = ` ${(text ?? '').toLowerCase()} `;
    let best: [string, number] | undefined;
    for (const [kind, list] of lists) for (const w of list) if (words.includes(` ${w} `) && w.length > (best?.[1] ?? 0)) best = [kind, w.length];
    return best?.[0];
  };
  const byThing = named(s.words, Object.entries(table.kinds).map(([k, row]) => [k, row.words]));
  if (byThing || idea.situation !== 'astray') return byThing;
  // 'A snowflake that wants to go back to the clouds': told by the home it wants to go back to.
  const home = named([idea.other?.words, idea.place?.words, ...idea.unused].join(' '), Object.entries(table.homes));
  return home ?? (s.kind === 'animal' ? table.default : undefined);
}

/**
 * A friend to make for the child, the hero ('Noah is new at school and wants a friend', 'ma fille est timide et
 * n'a pas de copine'): the child is the lonely one, the friend is met. Not 'a very shy giraffe' (befriended).
 */
export function isNewFriend(idea: IdeaReading | undefined): boolean {
  const s = idea?.subject;
  // A named child alone ('Inès est toute seule', the form's child another): the child the hero befriends, not one to find.
  // With another being to befriend ('Léa voudrait que la voisine joue avec elle'), the named one stays as read.
  const other = idea?.other?.kind === 'person' || idea?.other?.kind === 'animal';
  const namedChild = s?.kind === 'person' && s.name !== undefined && s.family !== true && !other;
  return idea?.situation === 'make-friend' && (!s || s.self === true || namedChild || (s.kind !== 'person' && s.kind !== 'animal'));
}

/** 'A train trip to see auntie Rose in the city': the one a journey goes to see waits at its end (the reader's owner). */
export function isVisit(idea: IdeaReading | undefined): boolean {
  return idea?.situation === 'journey' && idea.owner?.kind === 'person' && !idea.owner.self;
}

/**
 * Someone dear who is far away ('Papa travaille loin', 'missing Grandma who moved away'): missed, written to and
 * waited for, never searched for; the one the idea names is the family's (or a named person), not the child.
 */
export function isMissed(idea: IdeaReading | undefined): boolean {
  const s = idea?.subject;
  // « ses parents », 'the parents': several people missed at once are the family's, whatever the determiner.
  // A friend moving away ('sa meilleure amie déménage', 'goodbye') is missed whoever's friend the words say.
  return idea?.situation === 'missing-friend' && !!s && !s.self && s.kind === 'person' && (s.family === true || s.name !== undefined || s.plural || idea.goodbye === true);
}

/** A pet's mischief ('our puppy chews shoes', 'mon chaton grimpe aux rideaux'): the pet learns, at home and in the
 * garden, helped by the child (plan/pet-shapes.yaml: no setting off); the flag 'pet' and what it does tell its tries. */
export const isPetMischief = (plot: PlotId, idea: IdeaReading | undefined): boolean =>
  plot === 'learn-skill' && idea?.mischief !== undefined && idea.subject?.kind === 'animal' && !idea.subject.self;

/** A being's trait that is its trouble ('a penguin who is always cold', 'un lion qui ne sait pas rugir'): the child
 * finds what answers it, at home and in the garden (plan/pet-shapes.yaml); the flags 'trait' and 'trait-<kind>' tell it. */
export const isBeingTrait = (plot: PlotId, idea: IdeaReading | undefined): boolean =>
  plot === 'learn-skill' && idea?.trait !== undefined && !!idea.subject && !idea.subject.self;

/** The thing the pet chews or scratches (the shoe, le canapé) is the idea's other part: drawn where the text says it. */
export function withMischiefThing(plot: PlotId, idea: IdeaReading | undefined): IdeaReading | undefined {
  const thing = idea?.mischief?.thing;
  if (!idea || !thing || idea.other || !isPetMischief(plot, idea)) return idea;
  return { ...idea, other: { text: thing.noun, head: thing.noun, words: thing.noun, adjectives: [], kind: 'object', gender: thing.gender, plural: thing.plural ?? false, ...(thing.prop ? { prop: thing.prop } : {}) } };
}

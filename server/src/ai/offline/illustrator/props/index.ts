// The prop registry: every prop and state of the scene brief's catalogue (scene-brief.ts) to a design.
// Landmarks (a bridge, a boat, a rainbow, a kite in the sky, a lighthouse) become part of the landscape and
// are drawn by the scene; everything else is held or stands on the ground. drawable.ts checks at start that
// every catalogue entry has a drawing here.
import { SCENE_PROP_STATES, type SceneProp, type ScenePropEntry, propStateOf } from '../../../scene-brief.ts';
import * as everyday from './everyday-props.ts';
import * as ground from './ground-props.ts';
import * as hand from './hand-props.ts';
import * as states from './state-props.ts';
import { MEALS } from './house-things.ts';
import { TABLE_PROP_DESIGNS, thingDesign } from './table-props.ts';
import * as yard from './yard-props.ts';
import { EXAM_TABLES } from './exam-table.ts';
import { frisbee, STUCK_BALL, STUCK_FRISBEE } from './stuck-things.ts';
import type { PropDesign } from './types.ts';

export const LANDMARKS = ['bridge', 'boat', 'rainbow', 'kite', 'lighthouse', 'school', 'treehouse'] as const satisfies readonly SceneProp[];
export type Landmark = (typeof LANDMARKS)[number];

type ThingProp = Exclude<SceneProp, Landmark>;

/** Each prop that can be held or grounded, by state. */
export const PROP_DESIGNS: { [P in ThingProp]: Record<(typeof SCENE_PROP_STATES)[P][number], PropDesign> } = {
  map: { closed: states.mapRolled, open: hand.map },
  lantern: { on: hand.lantern, off: states.lanternOff },
  key: { plain: hand.key },
  book: { closed: states.bookClosed, open: hand.book },
  cake: { whole: ground.cake, sliced: states.cakeSliced },
  star: { shining: hand.star },
  flower: { bloom: hand.flower, wilted: states.flowerWilted },
  basket: { full: ground.basket, empty: states.basketEmpty },
  crown: { plain: ground.crown },
  shell: { plain: hand.shell },
  puppy: { plain: ground.puppy },
  ball: { plain: ground.ball, ...STUCK_BALL },
  frisbee: { plain: frisbee, ...STUCK_FRISBEE },
  apple: { plain: hand.apple },
  compass: { plain: hand.compass },
  feather: { plain: hand.feather },
  blanket: { plain: ground.blanket },
  umbrella: { open: everyday.umbrellaOpen, closed: everyday.umbrellaClosed },
  glasses: { plain: everyday.glasses },
  balloon: { plain: everyday.balloon },
  gift: { wrapped: everyday.giftWrapped, open: everyday.giftOpen },
  letter: { sealed: everyday.letterSealed, open: everyday.letterOpen },
  hat: { plain: everyday.hat },
  plant: { seed: everyday.plantSeed, sprout: everyday.plantSprout, bloom: everyday.plantBloom },
  teddy: { plain: everyday.teddy },
  egg: { whole: everyday.eggWhole, hatched: everyday.eggHatched },
  fence: { whole: yard.fenceWhole, broken: yard.fenceBroken },
  gate: { whole: yard.gateWhole, broken: yard.gateBroken },
  kennel: { whole: yard.kennelWhole, broken: yard.kennelBroken },
  swing: { whole: yard.swingWhole, broken: yard.swingBroken },
  'fishing-rod': { plain: yard.fishingRod },
  fish: { plain: yard.fish },
  pancakes: { plain: yard.pancakes },
  'fish-tank': { plain: yard.fishTank, castle: yard.fishTankCastle },
  ...TABLE_PROP_DESIGNS,
  // The plate on the table of a food tried, drawn with the food the page names.
  meal: { greens: thingDesign(MEALS.greens), carrots: thingDesign(MEALS.carrots), peas: thingDesign(MEALS.peas), fish: thingDesign(MEALS.fish), soup: thingDesign(MEALS.soup), sushi: thingDesign(MEALS.sushi),
    breakfast: thingDesign(MEALS.breakfast), tea: thingDesign(MEALS.tea), picnic: thingDesign(MEALS.picnic) },
  // The vet's table with the pet lying on it.
  'exam-table': EXAM_TABLES,
};

export function isLandmark(prop: SceneProp): prop is Landmark {
  return (LANDMARKS as readonly string[]).includes(prop);
}

/** The design of a held or grounded prop in a state (its usual state when the state is unknown). */
export function propDesign(prop: ThingProp, state: string): PropDesign {
  const byState = PROP_DESIGNS[prop] as Record<string, PropDesign>;
  const first = SCENE_PROP_STATES[prop][0] as string;
  const design = byState[state] ?? byState[first];
  if (!design) throw new Error(`no drawing for prop ${prop}`);
  return design;
}

export interface SortedProps {
  hand: PropDesign[];
  ground: PropDesign[];
  /** Landmarks with their state. */
  scene: Map<Landmark, string>;
  /** The design each thing prop was given, to hand a held prop to its holder. */
  byProp: Map<SceneProp, PropDesign>;
  /** Things seen from afar (the moon in the sky, an island out at sea): drawn by the scene, never held. */
  far: PropDesign[];
  /** What the words ride in (the car, the train): drawn by the scene behind the cast, never held. */
  vehicle?: PropDesign;
}

/** Splits the brief's props by where they are drawn; duplicates are dropped and at most five are kept, so
 * a page never turns into a jumble (the brief lists the key object first). */
export function sortProps(entries: readonly ScenePropEntry[]): SortedProps {
  const out: SortedProps = { hand: [], ground: [], scene: new Map(), byProp: new Map(), far: [] };
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.prop) || seen.size >= 5) continue;
    seen.add(entry.prop);
    const state = propStateOf(entry);
    if (isLandmark(entry.prop)) {
      out.scene.set(entry.prop, state);
      continue;
    }
    const design = propDesign(entry.prop, state);
    out.byProp.set(entry.prop, design);
    if (design.kind === 'vehicle') out.vehicle ??= design;
    else (design.kind === 'hand' ? out.hand : design.kind === 'ground' ? out.ground : out.far).push(design);
  }
  return out;
}

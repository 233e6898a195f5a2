// The prop registry: brief keys to designs. Unknown keys are ignored (the brief is free text from a writer).
import * as ground from './ground-props.ts';
import * as hand from './hand-props.ts';
import type { PropDesign } from './types.ts';

export type SceneProp = 'bridge' | 'boat' | 'rainbow' | 'kite';

const DESIGNS: Readonly<Record<string, PropDesign>> = {
  map: hand.map, lantern: hand.lantern, key: hand.key, book: hand.book, flower: hand.flower,
  compass: hand.compass, feather: hand.feather, apple: hand.apple, shell: hand.shell,
  cake: ground.cake, basket: ground.basket, crown: ground.crown, puppy: ground.puppy, ball: ground.ball, blanket: ground.blanket,
};

const SCENE_PROPS = new Set<string>(['bridge', 'boat', 'rainbow', 'kite']);

export interface SortedProps {
  hand: PropDesign[];
  ground: PropDesign[];
  scene: Set<SceneProp>;
}

/** Splits the brief's props by where they are drawn; duplicates and unknown keys are dropped, and at most
 * five are kept so a page never turns into a jumble. */
export function sortProps(keys: readonly string[]): SortedProps {
  const out: SortedProps = { hand: [], ground: [], scene: new Set() };
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key) || seen.size >= 5) continue;
    if (SCENE_PROPS.has(key)) out.scene.add(key as SceneProp);
    const design = DESIGNS[key];
    if (design) (design.kind === 'hand' ? out.hand : out.ground).push(design);
    else if (key === 'star') out.hand.push(hand.star);
    else if (!SCENE_PROPS.has(key)) continue;
    seen.add(key);
  }
  return out;
}

export const PROP_KEYS = [...Object.keys(DESIGNS), 'star', ...SCENE_PROPS];

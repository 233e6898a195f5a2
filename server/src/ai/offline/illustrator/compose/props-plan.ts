// Where each of the brief's props goes: into a free hand, onto the ground beside the cast, or into the
// landscape (a bridge, a boat on water, a rainbow, a kite on a string). The framing uses this plan to keep
// room on the ground for the props before it sizes the cast, so no prop is ever dropped for lack of room.
import { measureSvg, type Box } from '../bounds.ts';
import { designFor } from '../characters/index.ts';
import { sortProps } from '../props/index.ts';
import { toyBoat } from '../props/ground-props.ts';
import { kite as heldKite } from '../props/hand-props.ts';
import type { PropDesign } from '../props/types.ts';
import type { Placement } from './cast.ts';

export interface PropPlan {
  /** Props on the ground, in the order they are laid out beside the cast. */
  ground: PropDesign[];
  /** Who flies the kite (its hand holds the string); absent when nobody has a free hand. */
  flyer?: Placement;
  /** A kite flies in the sky (outdoors only). */
  kite: boolean;
  bridge: boolean;
  boat?: 'sea' | 'pond';
  rainbow: boolean;
}

export interface PlaceInfo {
  key: string;
  outdoor: boolean;
}

const propBoxes = new WeakMap<PropDesign, Box>();

/** A prop's drawing box around its own origin. */
export function propBox(prop: PropDesign): Box {
  let b = propBoxes.get(prop);
  if (!b) {
    b = measureSvg(prop.draw()) ?? { x0: -30, y0: -60, x1: 30, y1: 0 };
    propBoxes.set(prop, b);
  }
  return b;
}

function hasHand(p: Placement): boolean {
  return p.pose !== 'clasp' && designFor(p.id).draw(p.pose, p.mood).hand !== undefined;
}

/** Decides every prop's home and gives free hands their props (setting `held`); heroFirst is the cast with
 * the hero first, who gets the first prop. */
export function planProps(keys: readonly string[], place: PlaceInfo, heroFirst: readonly Placement[]): PropPlan {
  const sorted = sortProps(keys);
  const ground = [...sorted.ground];
  const hand = [...sorted.hand];
  const open = place.outdoor;
  let boat: PropPlan['boat'];
  if (sorted.scene.has('boat')) {
    if (place.key === 'sea') boat = 'sea';
    else if (open && place.key !== 'sky') boat = 'pond';
    // Indoors or up in the clouds there is no water: the boat is a toy on the floor.
    else ground.push(toyBoat);
  }
  // Indoors a kite cannot fly: somebody holds it.
  const kite = sorted.scene.has('kite') && open;
  if (sorted.scene.has('kite') && !open) hand.push(heldKite);
  const flyer = kite ? heroFirst.find(hasHand) : undefined;
  for (const p of heroFirst) {
    delete p.held;
    const next = hand[0];
    if (next && p !== flyer && hasHand(p)) {
      p.held = next;
      hand.shift();
    }
  }
  ground.push(...hand);
  return {
    ground,
    ...(flyer ? { flyer } : {}),
    kite,
    bridge: sorted.scene.has('bridge') && open && place.key !== 'sky' && place.key !== 'sea',
    ...(boat ? { boat } : {}),
    rainbow: sorted.scene.has('rainbow') && open,
  };
}

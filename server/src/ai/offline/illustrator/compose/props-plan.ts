// Where each of the brief's props goes: into a free hand, onto the ground beside the cast, or into the
// landscape (a bridge, a boat on water, a rainbow, a kite on a string). The framing uses this plan to keep
// room on the ground for the props before it sizes the cast, so no prop is ever dropped for lack of room.
import { measureSvg, type Box } from '../bounds.ts';
import type { SceneProp, ScenePropEntry } from '../../../scene-brief.ts';
import { isLandmark, sortProps, type Landmark } from '../props/index.ts';
import { toyBoat } from '../props/ground-props.ts';
import { kite as heldKite } from '../props/hand-props.ts';
import { kiteGrounded } from '../props/state-props.ts';
import type { PropDesign } from '../props/types.ts';
import type { Placement } from './cast.ts';
import { posedFigure } from './posed.ts';

export interface PropPlan {
  /** Props on the ground, in the order they are laid out beside the cast (the key object first). */
  ground: PropDesign[];
  /** The key object when it stands on the ground: drawn larger. */
  keyGround?: PropDesign;
  /** Who flies the kite (its hand holds the string); absent when nobody has a free hand. */
  flyer?: Placement;
  /** A kite flies in the sky (outdoors only). */
  kite: boolean;
  /** A kite caught in a tree (outdoors). */
  kiteStuck: boolean;
  bridge?: 'whole' | 'broken';
  boat?: 'sea' | 'pond' | 'stranded';
  rainbow: boolean;
  lighthouse?: 'on' | 'off';
  /** The school the words name ('the new school', 'l'école'), in the middle distance outdoors. */
  school: boolean;
  /** The treehouse of the garden, whole or broken (outdoors). */
  treehouse?: 'whole' | 'broken';
  /** The key object is this landmark: drawn nearer and larger. */
  keyLandmark?: Landmark;
  /** Things seen from afar on an outdoor page (the moon, an island, the castle on its hill, the fair). */
  far: PropDesign[];
  /** The key object is one of them: drawn larger. */
  keyFar?: PropDesign;
  /** What the page's words ride in (the car, the train at its platform): standing behind the cast. */
  vehicle?: PropDesign;
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

/** Poses whose hands are busy (clasped, climbing, hugging, asleep) hold nothing. */
const BUSY_HANDS = new Set(['clasp', 'climb', 'hug', 'sleep', 'tuck', 'sit']);

function hasHand(p: Placement): boolean {
  return !BUSY_HANDS.has(p.pose) && posedFigure(p.id, p.pose, p.mood).hand !== undefined;
}

/** Decides every prop's home and gives free hands their props (setting `held`): first the prop the brief
 * puts in a character's hand (`wants`), then the rest to free hands, hero first. heroFirst is the cast with
 * the hero first. */
export function planProps(entries: readonly ScenePropEntry[], place: PlaceInfo, heroFirst: readonly Placement[], keyObject?: SceneProp): PropPlan {
  // The key object first, so it is never the one left out for lack of room.
  const ordered = keyObject ? [...entries.filter((e) => e.prop === keyObject), ...entries.filter((e) => e.prop !== keyObject)] : entries;
  const sorted = sortProps(ordered);
  const keyDesign = keyObject ? sorted.byProp.get(keyObject) : undefined;
  const ground = [...sorted.ground];
  const hand = [...sorted.hand];
  const open = place.outdoor;
  let boat: PropPlan['boat'];
  const boatState = sorted.scene.get('boat');
  if (boatState !== undefined) {
    if (place.key === 'sea') boat = boatState === 'stranded' ? 'stranded' : 'sea';
    else if (open && place.key !== 'sky') boat = 'pond';
    // Indoors or up in the clouds there is no water: the boat is a toy on the floor.
    else ground.push(toyBoat);
  }
  const kiteState = sorted.scene.get('kite');
  // Indoors a kite cannot fly: somebody holds it.
  const kite = kiteState === 'flying' && open;
  const kiteStuck = kiteState === 'stuck' && open && place.key !== 'sky';
  // A kite that will not fly lies on the grass outdoors.
  if (kiteState === 'grounded' && open) ground.push(kiteGrounded);
  else if (kiteState !== undefined && !open) hand.push(heldKite);
  const flyer = kite ? heroFirst.find(hasHand) : undefined;
  for (const p of heroFirst) {
    delete p.held;
    delete p.heldIsKey;
  }
  // What the brief puts in a hand goes there when the hand is free.
  for (const p of heroFirst) {
    if (p.wants && p !== flyer && hasHand(p)) {
      const i = hand.indexOf(p.wants);
      const j = ground.indexOf(p.wants);
      if (i >= 0) hand.splice(i, 1);
      else if (j >= 0) ground.splice(j, 1);
      else continue;
      p.held = p.wants;
    }
  }
  for (const p of heroFirst) {
    const next = hand[0];
    if (!p.held && next && p !== flyer && hasHand(p)) {
      p.held = next;
      hand.shift();
    }
  }
  for (const p of heroFirst) if (p.held && p.held === keyDesign) p.heldIsKey = true;
  ground.push(...hand);
  // The key object on the ground leads the row.
  if (keyDesign && ground.includes(keyDesign)) ground.splice(0, ground.length, keyDesign, ...ground.filter((d) => d !== keyDesign));
  const bridgeState = sorted.scene.get('bridge');
  const lighthouseState = sorted.scene.get('lighthouse');
  const treehouseState = sorted.scene.get('treehouse');
  // Seen from afar only outdoors, and only from where it can be seen (no island in the meadow, no second
  // castle at the castle); in a room, on the moon's own page indoors, it is not drawn.
  const far = open ? sorted.far.filter((d) => !d.places || d.places.includes(place.key)) : [];
  return {
    far,
    ...(sorted.vehicle ? { vehicle: sorted.vehicle } : {}),
    ...(keyDesign && far.includes(keyDesign) ? { keyFar: keyDesign } : {}),
    ground,
    ...(keyDesign && ground.includes(keyDesign) ? { keyGround: keyDesign } : {}),
    ...(flyer ? { flyer } : {}),
    kite,
    kiteStuck,
    ...(bridgeState !== undefined && open && place.key !== 'sky' && place.key !== 'sea' ? { bridge: bridgeState === 'broken' ? 'broken' as const : 'whole' as const } : {}),
    ...(boat ? { boat } : {}),
    rainbow: sorted.scene.has('rainbow') && open,
    school: sorted.scene.has('school') && open,
    ...(lighthouseState !== undefined && open && place.key !== 'sky' ? { lighthouse: lighthouseState === 'off' ? 'off' as const : 'on' as const } : {}),
    ...(treehouseState !== undefined && open && place.key !== 'sky' && place.key !== 'sea' ? { treehouse: treehouseState === 'broken' ? 'broken' as const : 'whole' as const } : {}),
    ...(keyObject && isLandmark(keyObject) ? { keyLandmark: keyObject } : {}),
  };
}

// Places the cast in a scene: each character drawn from its design at a position and scale, with a soft
// shadow, optionally mirrored, holding a prop when its hands are free.
import { measureSvg, type Box } from '../bounds.ts';
import { designFor } from '../characters/index.ts';
import type { Mood, Point, Pose } from '../characters/types.ts';
import type { PropDesign } from '../props/types.ts';
import { ellipse, g, pts } from '../svg.ts';
import { posedFigure } from './posed.ts';

export interface Placement {
  id: string;
  x: number;
  /** Feet. */
  y: number;
  scale: number;
  pose: Pose;
  mood: Mood;
  /** Mirror the drawing: a side-view design then faces left, a front-view one carries its tail and free
   * hand on the other side. */
  flip: boolean;
  held?: PropDesign;
  /** The held prop is the page's key object: drawn larger. */
  heldIsKey?: boolean;
  /** The prop the brief puts in this character's hand, if its hand is free. */
  wants?: PropDesign;
  /** Hop a little (excited). */
  hop?: boolean;
}

export interface Drawn {
  svg: string;
  /** The hand in scene coordinates, for a kite string. */
  hand?: Point;
  /** Whether the held prop was used (false when the design has no free hand). */
  heldUsed: boolean;
}

/** How far a figure reaches around its feet at scale 1, unmirrored: measured from the drawing itself. */
export interface Extent { left: number; right: number; top: number; bottom: number }

/** Held props are drawn a little smaller than on the ground, in proportion to a hand. */
const HELD_SCALE = 0.72;
/** The page's key object in a hand: as large as a hand can show it. */
const KEY_HELD_SCALE = 1.3;

function heldScale(p: { heldIsKey?: boolean }): number {
  return p.heldIsKey ? KEY_HELD_SCALE : HELD_SCALE;
}

/** How high above the feet a figure's lower part reaches: ground props may stand beside the legs, under a
 * wing or an arm that reaches out higher up. */
export const LOW_BAND = 50;

interface Measured { extent: Extent; low: Extent; hand?: Point }

const extents = new Map<string, Measured>();

function measured(id: string, pose: Pose, mood: Mood): Measured {
  const key = `${id}|${pose}|${mood}`;
  let m = extents.get(key);
  if (!m) {
    const fig = posedFigure(id, pose, mood);
    const toExtent = (b: Box | undefined): Extent => (b ? { left: b.x0, right: b.x1, top: b.y0, bottom: b.y1 } : { left: -60, right: 60, top: -designFor(id).height, bottom: 0 });
    const extent = toExtent(measureSvg(fig.svg));
    const low = toExtent(measureSvg(fig.svg, { below: -LOW_BAND }));
    m = fig.hand ? { extent, low, hand: fig.hand } : { extent, low };
    extents.set(key, m);
  }
  return m;
}

/** How far a figure reaches around its feet at scale 1, unmirrored, with the prop in its hand if any:
 * measured from the drawing itself. With low, only its lower part (see LOW_BAND). */
export function extentOf(id: string, pose: Pose, mood: Mood, held?: PropDesign, low = false, scale = HELD_SCALE): Extent {
  const m = measured(id, pose, mood);
  const extent = low ? m.low : m.extent;
  if (!held || !m.hand) return extent;
  const b = heldBox(held);
  const box = { x0: m.hand.x + b.x0 * scale, x1: m.hand.x + b.x1 * scale, y0: m.hand.y + b.y0 * scale, y1: m.hand.y + b.y1 * scale };
  if (low && box.y1 <= -LOW_BAND) return extent;
  return {
    left: Math.min(extent.left, box.x0),
    right: Math.max(extent.right, box.x1),
    top: Math.min(extent.top, low ? Math.max(box.y0, -LOW_BAND) : box.y0),
    bottom: Math.max(extent.bottom, box.y1),
  };
}

const heldBoxes = new WeakMap<PropDesign, Box>();

function heldBox(prop: PropDesign): Box {
  let b = heldBoxes.get(prop);
  if (!b) {
    b = measureSvg(prop.draw()) ?? { x0: -20, y0: -20, x1: 20, y1: 20 };
    heldBoxes.set(prop, b);
  }
  return b;
}

/** The extent as drawn: mirrored when flipped, at the placement's scale (still relative to the feet). */
export function placedExtent(p: Pick<Placement, 'id' | 'pose' | 'mood' | 'flip' | 'scale' | 'held' | 'heldIsKey'>, low = false): Extent {
  const e = extentOf(p.id, p.pose, p.mood, p.held, low, heldScale(p));
  const [left, right] = p.flip ? [-e.right, -e.left] : [e.left, e.right];
  return { left: left * p.scale, right: right * p.scale, top: e.top * p.scale, bottom: e.bottom * p.scale };
}

export const HOP = 14;

/** Where the figure's drawing sits in the scene, its held prop included (with low, only its lower part). */
export function figureBox(p: Placement, low = false): Box {
  const e = placedExtent(p, low);
  const lift = p.hop ? HOP * p.scale : 0;
  return { x0: p.x + e.left, x1: p.x + e.right, y0: p.y - lift + e.top, y1: p.y - lift + e.bottom };
}

export function drawCharacter(p: Placement): Drawn {
  const design = designFor(p.id);
  const fig = posedFigure(p.id, p.pose, p.mood);
  const flip = p.flip ? -1 : 1;
  const lift = p.hop ? HOP : 0;
  // A held prop turns with its holder, so whatever leans away from the body keeps leaning away.
  const held = p.held && fig.hand ? g({ transform: `translate(${pts(fig.hand.x, fig.hand.y)}) scale(${heldScale(p)})` }, p.held.draw()) : '';
  const wide = p.pose === 'tuck' ? 2.4 : design.sideView || p.pose === 'sleep' ? 1.6 : 1;
  const shadow = ellipse(p.x, p.y + 2, 58 * p.scale * wide, 11 * p.scale, '#2a2040', { opacity: p.hop ? 0.12 : 0.18 });
  const s = Math.round(p.scale * 1000) / 1000;
  const transform = `translate(${pts(p.x, p.y - lift * p.scale)}) scale(${flip * s} ${s})`;
  const hand = fig.hand ? { x: p.x + flip * fig.hand.x * p.scale, y: p.y - lift * p.scale + fig.hand.y * p.scale } : undefined;
  return { svg: shadow + g({ transform }, fig.svg, held), hand, heldUsed: held !== '' };
}

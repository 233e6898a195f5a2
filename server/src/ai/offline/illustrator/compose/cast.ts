// Places the cast in a scene: each character drawn from its design at a position and scale, with a soft
// shadow, optionally mirrored, holding a prop when its hands are free.
import { designFor } from '../characters/index.ts';
import type { Mood, Point, Pose } from '../characters/types.ts';
import type { PropDesign } from '../props/types.ts';
import { ellipse, g, pts } from '../svg.ts';

export interface Placement {
  id: string;
  x: number;
  /** Feet. */
  y: number;
  scale: number;
  pose: Pose;
  mood: Mood;
  /** Mirror a side-view design so it faces this way. */
  face: 'left' | 'right';
  held?: PropDesign;
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

export function drawCharacter(p: Placement): Drawn {
  const design = designFor(p.id);
  const fig = design.draw(p.pose, p.mood);
  const flip = design.sideView === true && p.face === 'left' ? -1 : 1;
  const lift = p.hop ? 14 : 0;
  const held = p.held && fig.hand ? g({ transform: `translate(${pts(fig.hand.x, fig.hand.y)}) scale(0.72)` }, p.held.draw()) : '';
  const shadow = ellipse(p.x, p.y + 2, 58 * p.scale * (design.sideView ? 1.6 : 1), 11 * p.scale, '#2a2040', { opacity: p.hop ? 0.12 : 0.18 });
  const s = Math.round(p.scale * 1000) / 1000;
  const transform = `translate(${pts(p.x, p.y - lift * p.scale)}) scale(${flip * s} ${s})`;
  const hand = fig.hand ? { x: p.x + flip * fig.hand.x * p.scale, y: p.y - lift * p.scale + fig.hand.y * p.scale } : undefined;
  return { svg: shadow + g({ transform }, fig.svg, held), hand, heldUsed: held !== '' };
}

export function heightOf(id: string): number {
  return designFor(id).height;
}

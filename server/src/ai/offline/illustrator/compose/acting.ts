// What a figure acts with, drawn around it (issue 10 'poses that act where the text acts'): the water a
// swimmer is in up to the chest, the bike a cyclist sits on, the pony a rider sits on, the rod and float
// of one fishing, the pot one stirs. The figure's own drawing is in the matching arm pose (characters/
// parts.ts); this adds the thing and lifts the figure onto it. Feet, wheels and hooves stay at y = 0, so
// the composer lays every acting pose out like any other.
import { measureSvg } from '../bounds.ts';
import type { Figure, Pose } from '../characters/types.ts';
import { circle, ellipse, g, path, pts } from '../svg.ts';

export const ACTING_POSES = ['swim', 'pedal', 'ride', 'fish', 'stir', 'hide', 'count'] as const satisfies readonly Pose[];
export type ActingPose = (typeof ACTING_POSES)[number];

export function isActing(pose: Pose): pose is ActingPose {
  return (ACTING_POSES as readonly string[]).includes(pose);
}

const stroke = (colour: string, width: number): Record<string, string | number> => ({ stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

/** Water up to the swimmer's chest: a wide pool of waves from the feet up to just under the arms, in front
 * of the body, with a shine and a few drops splashed up by the stroke. */
function water(x0: number, x1: number, top: number): string {
  const w = x1 - x0;
  let waves = `M${pts(x0, top + 14)} Q${pts(x0 + w * 0.04, top, x0 + w * 0.12, top)}`;
  for (let i = 0; i < 5; i++) {
    const a = x0 + w * 0.12 + (w * 0.76 * i) / 5;
    waves += ` Q${pts(a + (w * 0.76) / 10, top - 10, a + (w * 0.76) / 5, top)}`;
  }
  const pool = path(`${waves} Q${pts(x1 - w * 0.04, top, x1, top + 14)} Q${pts(x1 + 6, 2, x1 - w * 0.2, 4)} L${pts(x0 + w * 0.2, 4)} Q${pts(x0 - 6, 2, x0, top + 14)}Z`, '#6cc3e6', { stroke: '#3f97c4', 'stroke-width': 3, 'stroke-linejoin': 'round' });
  const shine = path(`M${pts(x0 + w * 0.18, top + 20)} q${pts(14, -6, 28, 0)} M${pts(x0 + w * 0.58, top + 34)} q${pts(16, -6, 32, 0)} M${pts(x0 + w * 0.3, -14)} q${pts(16, -6, 32, 0)}`, 'none', stroke('#d8f2fb', 3.5));
  const splash = circle(x0 + w * 0.22, top - 20, 4.5, '#bfe8f7', { stroke: '#3f97c4', 'stroke-width': 1.5 }) + circle(x0 + w * 0.14, top - 34, 3.5, '#bfe8f7', { stroke: '#3f97c4', 'stroke-width': 1.5 }) + circle(x1 - w * 0.14, top - 16, 4, '#bfe8f7', { stroke: '#3f97c4', 'stroke-width': 1.5 });
  return pool + shine + splash;
}

/** A bicycle seen from the side, its wheels on the ground: returns the drawing and the saddle's height. */
function bicycle(size: number): { svg: string; seat: number } {
  const r = size * 0.2;
  const [back, front] = [-size * 0.42, size * 0.42];
  const seat = -r * 2.5;
  const wheel = (x: number): string => circle(x, -r, r, 'none', stroke('#3a3a4a', 7)) + path(`M${pts(x - r, -r)} L${pts(x + r, -r)} M${pts(x, -2 * r)} L${pts(x, 0)}`, 'none', stroke('#b8b8c8', 2)) + circle(x, -r, 4, '#8a8a9a');
  const crank = { x: 0, y: -r * 0.9 };
  const frame = path(`M${pts(back, -r)} L${pts(crank.x, crank.y)} L${pts(size * 0.28, -r * 2.3)} L${pts(-size * 0.1, -r * 2.2)} L${pts(back, -r)} M${pts(crank.x, crank.y)} L${pts(-size * 0.1, -r * 2.2)} M${pts(size * 0.28, -r * 2.3)} L${pts(front, -r)}`, 'none', stroke('#e2574c', 7));
  const bars = path(`M${pts(size * 0.28, -r * 2.3)} L${pts(size * 0.3, -r * 2.9)} M${pts(size * 0.2, -r * 2.95)} L${pts(size * 0.4, -r * 2.85)}`, 'none', stroke('#4a4a5a', 6));
  const saddle = ellipse(-size * 0.1, seat + 4, 16, 6, '#4a3a3a');
  return { svg: wheel(back) + wheel(front) + frame + bars + saddle + circle(crank.x, crank.y, 7, '#4a4a5a'), seat };
}

/** A small brown pony seen from the side, facing right: returns the drawing and the height of its back. */
function pony(size: number): { svg: string; back: number; side: string } {
  const legH = size * 0.34;
  const ry = size * 0.2;
  const rx = size * 0.52;
  const cy = -legH - ry;
  const coat = '#b98356';
  const dark = '#7a4e33';
  const leg = (x: number): string => path(`M${pts(x, cy + ry * 0.4)} L${pts(x, -4)}`, 'none', stroke(dark, 15)) + path(`M${pts(x, cy + ry * 0.4)} L${pts(x, -4)}`, 'none', stroke(coat, 10)) + ellipse(x, -3, 8, 5, '#4a3a3a');
  const legs = leg(-rx * 0.7) + leg(-rx * 0.45) + leg(rx * 0.5) + leg(rx * 0.75);
  const tail = path(`M${pts(-rx * 0.95, cy - ry * 0.3)} Q${pts(-rx * 1.4, cy, -rx * 1.2, cy + ry * 1.6)}`, 'none', stroke('#5a3a26', 12));
  const body = ellipse(0, cy, rx, ry, coat, { stroke: dark, 'stroke-width': 3 });
  const neck = path(`M${pts(rx * 0.55, cy - ry * 0.6)} L${pts(rx * 0.95, cy - ry * 2.2)} L${pts(rx * 1.2, cy - ry * 1.9)} L${pts(rx * 0.95, cy + ry * 0.2)}Z`, coat, { stroke: dark, 'stroke-width': 3, 'stroke-linejoin': 'round' });
  const head = ellipse(rx * 1.22, cy - ry * 2.05, size * 0.16, size * 0.09, coat, { stroke: dark, 'stroke-width': 3, transform: `rotate(28 ${pts(rx * 1.22, cy - ry * 2.05)})` });
  const ear = path(`M${pts(rx * 1.02, cy - ry * 2.5)} L${pts(rx * 1.06, cy - ry * 3.1)} L${pts(rx * 1.16, cy - ry * 2.55)}Z`, coat, { stroke: dark, 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
  const mane = path(`M${pts(rx * 1.0, cy - ry * 2.5)} Q${pts(rx * 0.72, cy - ry * 1.6, rx * 0.55, cy - ry * 0.7)}`, 'none', stroke('#5a3a26', 10));
  const eye = circle(rx * 1.22, cy - ry * 2.3, 3.5, '#2a1e1e');
  const blanket = path(`M${pts(-rx * 0.35, cy - ry * 0.95)} L${pts(rx * 0.3, cy - ry * 0.95)} L${pts(rx * 0.25, cy + ry * 0.2)} L${pts(-rx * 0.3, cy + ry * 0.2)}Z`, '#4f8fc0', { stroke: '#35668e', 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
  // The pony's near side, drawn over the rider's legs so the rider sits astride, and the saddle cloth on it.
  const side = path(`M${pts(-rx, cy)} A${pts(rx, ry)} 0 0 0 ${pts(rx, cy)}Z`, coat, { stroke: dark, 'stroke-width': 3 }) +
    path(`M${pts(-rx * 0.3, cy - 2)} L${pts(rx * 0.3, cy - 2)} L${pts(rx * 0.24, cy + ry * 0.7)} L${pts(-rx * 0.24, cy + ry * 0.7)}Z`, '#4f8fc0', { stroke: '#35668e', 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
  return { svg: tail + legs + body + neck + mane + head + ear + eye + blanket, back: cy, side };
}

/** A fishing rod from the hand, its line down to a red and white float on a patch of water in front. */
function rod(hand: { x: number; y: number }, size: number): string {
  const tip = { x: hand.x + size * 0.36, y: hand.y - size * 0.3 };
  const float = { x: tip.x + 6, y: -10 };
  return ellipse(float.x, -6, size * 0.17, 10, '#6cc3e6', { stroke: '#3f97c4', 'stroke-width': 2.5 }) +
    path(`M${pts(float.x - 18, -6)} q${pts(8, -4, 16, 0)} M${pts(float.x + 8, -2)} q${pts(8, -4, 16, 0)}`, 'none', stroke('#d8f2fb', 2.5)) +
    path(`M${pts(hand.x - 10, hand.y + 8)} L${pts(tip.x, tip.y)}`, 'none', stroke('#8a5a34', 5)) +
    path(`M${pts(tip.x, tip.y)} Q${pts(tip.x + 10, (tip.y + float.y) / 2, float.x, float.y)}`, 'none', stroke('#5a5a6a', 1.5)) +
    circle(float.x, float.y, 5, '#e2574c') + path(`M${pts(float.x - 5, float.y)} A5 5 0 0 0 ${pts(float.x + 5, float.y)}Z`, '#ffffff');
}

/** A pot on the ground at the hand, a wooden spoon in it and a curl of steam above. */
function pot(hand: { x: number; y: number }): string {
  const rim = hand.y + 14;
  const h = -rim;
  const w = Math.max(34, h * 0.75);
  const cx = hand.x + 2;
  const body = path(`M${pts(cx - w, rim)} L${pts(cx - w * 0.9, -4)} Q${pts(cx, 4, cx + w * 0.9, -4)} L${pts(cx + w, rim)}Z`, '#6a7a8a', { stroke: '#47525e', 'stroke-width': 3, 'stroke-linejoin': 'round' });
  const mouth = ellipse(cx, rim, w, 8, '#c9733c', { stroke: '#47525e', 'stroke-width': 3 });
  const handles = path(`M${pts(cx - w, rim + 8)} q${pts(-10, 2, -8, 12)} M${pts(cx + w, rim + 8)} q${pts(10, 2, 8, 12)}`, 'none', stroke('#47525e', 4));
  const spoon = path(`M${pts(hand.x + 4, hand.y - 22)} L${pts(cx - 4, rim + 2)}`, 'none', stroke('#a8733f', 6));
  const steam = path(`M${pts(cx - 10, rim - 14)} q${pts(-8, -12, 0, -24)} q${pts(8, -12, 0, -24)} M${pts(cx + 12, rim - 10)} q${pts(-7, -10, 0, -20)}`, 'none', { ...stroke('#c8ccd8', 4), opacity: 0.85 });
  return body + mouth + spoon + handles + steam;
}

/** A round leafy bush in front of a hider, from the ground up to the chest, a few leaves lighter on top. */
function bush(x0: number, x1: number, top: number): string {
  const w = x1 - x0;
  const leaf = (cx: number, cy: number, r: number, c: string): string => circle(cx, cy, r, c, { stroke: '#3f7a3f', 'stroke-width': 3 });
  let out = path(`M${pts(x0, 0)} Q${pts(x0 - 6, top + 30, x0 + w * 0.2, top + 10)} L${pts(x1 - w * 0.2, top + 10)} Q${pts(x1 + 6, top + 30, x1, 0)}Z`, '#5fa85a', { stroke: '#3f7a3f', 'stroke-width': 3 });
  for (let i = 0; i < 5; i++) out += leaf(x0 + w * (0.12 + 0.19 * i), top + 14 + (i % 2) * 10, w * 0.14, i % 2 ? '#6cb866' : '#78c46f');
  return out;
}

/** Numbers floating up beside a counter's head, one, two, three, as in a comic: drawn as strokes. */
function countMarks(x: number, y: number): string {
  const line = { stroke: '#5a6ab8', 'stroke-width': 3.5, 'stroke-linecap': 'round' as const, 'stroke-linejoin': 'round' as const };
  const one = `M${pts(x - 4, y - 8)} L${pts(x, y - 12)} L${pts(x, y + 10)}`;
  const two = `M${pts(x + 16, y - 24)} q${pts(8, -8, 14, 0)} q${pts(2, 6, -14, 20)} l${pts(16, 0)}`;
  const three = `M${pts(x + 42, y - 44)} q${pts(10, -6, 14, 2)} q${pts(-2, 6, -9, 7)} q${pts(12, 2, 10, 10)} q${pts(-4, 8, -16, 2)}`;
  return path(`${one} ${two} ${three}`, 'none', line);
}

/** The figure acting with its thing: the body (drawn in the acting arm pose) set in the water, sat on the
 * bike or the pony (sunk a little into the saddle, the frame across its legs), or beside its rod or pot.
 * height is the design's standing height, so a raised arm does not raise the water. */
export function actingFigure(pose: ActingPose, body: Figure, height: number): Figure {
  const b = measureSvg(body.svg) ?? { x0: -50, x1: 50, y0: -height, y1: 0 };
  const size = b.y1 - b.y0;
  const hand = body.hand ?? { x: b.x1 * 0.8, y: b.y0 + size * 0.55 };
  switch (pose) {
    case 'swim':
      return { svg: body.svg + water(b.x0 - 50, b.x1 + 50, -height * 0.38) };
    case 'pedal': {
      const bike = bicycle(height * 0.72);
      return { svg: g({ transform: `translate(0 ${pts(bike.seat - b.y1 + height * 0.24)})` }, body.svg) + bike.svg };
    }
    case 'ride': {
      const p = pony(height * 0.58);
      return { svg: p.svg + g({ transform: `translate(0 ${pts(p.back - b.y1 + height * 0.19)})` }, body.svg) + p.side };
    }
    case 'fish':
      return { svg: g({ transform: `translate(0 ${pts(-b.y1)})` }, body.svg) + rod({ x: hand.x, y: hand.y - b.y1 }, height) };
    case 'stir':
      return { svg: body.svg + pot(hand) };
    case 'hide':
      return { svg: body.svg + bush(b.x0 - 34, b.x1 + 34, -height * 0.58) };
    case 'count':
      return { svg: body.svg + countMarks(b.x1 - 4, b.y0 + 20) };
  }
}

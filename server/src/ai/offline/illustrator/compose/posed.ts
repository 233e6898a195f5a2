// A design drawn in a pose, with the whole-body part of the pose applied: a runner leans into the run, a
// sitter's body comes down to the ground (its legs are folded toward the viewer), a sleeper lies on the
// ground with closed eyes and little 'z' curls. Feet (or the side it lies on) stay at y = 0, so the
// composer lays every pose out the same way. Cached: the same id, pose and mood always give one figure.
import { measureSvg } from '../bounds.ts';
import { designFor } from '../characters/index.ts';
import type { Figure, Mood, Point, Pose } from '../characters/types.ts';
import { g, path, pts } from '../svg.ts';
import { actingFigure, isActing } from './acting.ts';
import { figureInBed } from './in-bed.ts';

const cache = new Map<string, Figure>();

const LEAN: Partial<Record<Pose, number>> = { run: 9, walk: 3, search: 7, offer: 3 };

function rotate(p: Point, deg: number): Point {
  const a = (deg * Math.PI) / 180;
  return { x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) };
}

function snores(x: number, y: number): string {
  const z = (cx: number, cy: number, s: number): string => `M${pts(cx - s, cy - s)} L${pts(cx + s, cy - s)} L${pts(cx - s, cy + s)} L${pts(cx + s, cy + s)}`;
  return path(z(x, y, 7) + z(x + 20, y - 22, 9) + z(x + 44, y - 48, 11), 'none', { stroke: '#6a78c8', 'stroke-width': 3.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
}

/** A temper shown around the figure: short strokes where the stamped foot hits the ground, and a cross
 * scribble (the picture-book sign for shouting) in the empty corner beside the head. Both stay inside the
 * drawing's own box, so a stamping figure is framed as large as a standing one. */
function temper(b: { x0: number; x1: number; y0: number }): string {
  const line = { stroke: '#6a5a7a', 'stroke-width': 3, 'stroke-linecap': 'round' as const };
  const hits = path(`M${pts(b.x1 - 14, -8)} L${pts(b.x1 - 2, -14)} M${pts(b.x1 - 12, -3)} L${pts(b.x1 - 2, -3)} M${pts(b.x0 + 12, -8)} L${pts(b.x0 + 2, -14)}`, 'none', line);
  const x = b.x1 - 26;
  const y = b.y0 + 14;
  const scribble = path(`M${pts(x, y)} l6 -8 l6 8 l6 -8 l6 8`, 'none', { ...line, stroke: '#e8413c', 'stroke-width': 3.5, 'stroke-linejoin': 'round' });
  return hits + scribble;
}

export function posedFigure(id: string, pose: Pose, mood: Mood): Figure {
  const key = `${id}|${pose}|${mood}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const design = designFor(id);
  let fig: Figure;
  if (pose === 'tuck') {
    // In bed: the sleeper's lying body, its eyes shut asleep or open tucked in awake (the mood), under the quilt.
    const body = design.draw('sleep', mood);
    const b = measureSvg(body.svg) ?? { x0: -50, x1: 50, y0: -design.height, y1: 0 };
    const tx = -(b.y0 + b.y1) / 2;
    const lying = { svg: g({ transform: `translate(${pts(tx, b.x0)}) rotate(-90)` }, body.svg), x0: b.y0 + tx, x1: b.y1 + tx, y0: b.x0 - b.x1, y1: 0 };
    fig = figureInBed(lying, mood === 'asleep');
  } else if (pose === 'sleep') {
    const body = design.draw('sleep', 'asleep');
    const b = measureSvg(body.svg) ?? { x0: -50, x1: 50, y0: -design.height, y1: 0 };
    // Turned a quarter left, head to the viewer's left; lifted so its lower side rests on the ground and
    // centred on where its feet were.
    const tx = -(b.y0 + b.y1) / 2;
    const ty = b.x0;
    fig = { svg: g({ transform: `translate(${pts(tx, ty)}) rotate(-90)` }, body.svg) + snores(b.y0 + tx + 30, ty + b.x0 - 30) };
  } else if (pose === 'sit') {
    const body = design.draw('sit', mood);
    const b = measureSvg(body.svg);
    const drop = b ? -b.y1 : 0;
    fig = { svg: g({ transform: `translate(0 ${pts(drop)})` }, body.svg), ...(body.hand ? { hand: { x: body.hand.x, y: body.hand.y + drop } } : {}) };
  } else if (pose === 'stamp') {
    const body = design.draw('stamp', mood);
    const b = measureSvg(body.svg) ?? { x0: -50, x1: 50, y0: -design.height, y1: 0 };
    fig = { svg: body.svg + temper(b), ...(body.hand ? { hand: body.hand } : {}) };
  } else if (isActing(pose)) {
    fig = actingFigure(pose, design.draw(pose, mood), design.height);
  } else {
    const body = design.draw(pose, mood);
    const lean = LEAN[pose] ?? 0;
    fig = lean === 0 ? body : {
      svg: g({ transform: `rotate(${lean})` }, body.svg),
      ...(body.hand ? { hand: rotate(body.hand, lean) } : {}),
    };
  }
  cache.set(key, fig);
  return fig;
}

// What a climber climbs, by place (issue 10: a page shows its action): a tree with a branch under the feet
// where trees grow, a boulder on rocky ground and by the sea, a sturdy stool indoors. Drawn behind the
// climber, whose feet are lifted onto it, so the pose reads as climbing and not as standing on a box.
import type { ScenePlace } from '../../../scene-brief.ts';
import type { Ctx } from '../context.ts';
import { circle, path, pts, rect } from '../svg.ts';
import type { Placement } from './cast.ts';

const TREES: ReadonlySet<ScenePlace> = new Set(['forest', 'garden', 'meadow', 'village', 'castle', 'farm', 'zoo', 'park']);
const INDOORS: ReadonlySet<ScenePlace> = new Set(['home', 'library', 'pool', 'hall', 'circus', 'aquarium']);

/** How high the climber's feet are lifted, in the figure's own scale. */
export function climbLift(place: ScenePlace): number {
  return INDOORS.has(place) ? 40 : TREES.has(place) ? 80 : 60;
}

function tree(ctx: Ctx, p: Placement, foot: number): string {
  const s = p.scale;
  const bark = ctx.tint('#8a6446');
  const barkDark = ctx.tint('#6d4d36');
  const leaf = ctx.tint('#6fae64');
  const leafDark = ctx.tint('#5a9552');
  const tx = p.x + 46 * s;
  const crownY = foot - 190 * s;
  // The trunk beside the climber, a branch out under the feet, the crown above and behind the head.
  return circle(tx - 70 * s, crownY + 20 * s, 80 * s, leafDark) + circle(tx + 40 * s, crownY - 10 * s, 95 * s, leaf) + circle(tx - 10 * s, crownY - 60 * s, 80 * s, leaf) +
    path(`M${pts(tx - 26 * s, ctx.floor + 24)} L${pts(tx - 20 * s, crownY)} L${pts(tx + 22 * s, crownY)} L${pts(tx + 28 * s, ctx.floor + 24)}Z`, bark, { stroke: barkDark, 'stroke-width': 3 }) +
    path(`M${pts(tx - 20 * s, foot + 10 * s)} Q${pts(p.x - 20 * s, foot + 4 * s, p.x - 70 * s, foot - 6 * s)}`, 'none', { stroke: bark, 'stroke-width': 16 * s, 'stroke-linecap': 'round' }) +
    path(`M${pts(tx - 8 * s, foot - 60 * s)} q${pts(4 * s, 20 * s, -2 * s, 40 * s)}`, 'none', { stroke: barkDark, 'stroke-width': 3, 'stroke-linecap': 'round' });
}

function boulder(ctx: Ctx, p: Placement, foot: number): string {
  const s = p.scale;
  const top = foot - 120 * s;
  const base = ctx.floor + 30;
  const colour = ctx.tint('#a8a0b0');
  const shade = ctx.tint('#857c94');
  const crack = { stroke: shade, 'stroke-width': 3, 'stroke-linecap': 'round' as const, fill: 'none' };
  return path(`M${pts(p.x - 120 * s, base)} C${pts(p.x - 140 * s, top + 30 * s, p.x - 90 * s, top - 10 * s, p.x - 20 * s, top)} C${pts(p.x + 60 * s, top - 12 * s, p.x + 140 * s, top + 20 * s, p.x + 122 * s, base)}Z`, colour, { stroke: shade, 'stroke-width': 3 }) +
    path(`M${pts(p.x - 84 * s, top + 36 * s)} l${pts(18 * s, 26 * s)} l${pts(-6 * s, 22 * s)} M${pts(p.x + 78 * s, top + 28 * s)} l${pts(-14 * s, 30 * s)}`, 'none', crack) +
    path(`M${pts(p.x - 56 * s, foot + 3)} L${pts(p.x + 56 * s, foot + 3)}`, 'none', { stroke: shade, 'stroke-width': 10 * s, 'stroke-linecap': 'round' });
}

function stool(ctx: Ctx, p: Placement, foot: number): string {
  const s = p.scale;
  const wood = ctx.tint('#c08a5a');
  const edge = ctx.tint('#8f6240');
  return rect(p.x - 44 * s, foot, 88 * s, 12 * s, wood, { stroke: edge, 'stroke-width': 3, rx: 4 }) +
    path(`M${pts(p.x - 34 * s, foot + 12 * s)} L${pts(p.x - 40 * s, ctx.floor + 20)} M${pts(p.x + 34 * s, foot + 12 * s)} L${pts(p.x + 40 * s, ctx.floor + 20)}`, 'none', { stroke: edge, 'stroke-width': 9 * s, 'stroke-linecap': 'round' });
}

/** The support under a climber whose feet are at `foot` (already lifted). */
export function climbSupport(ctx: Ctx, place: ScenePlace, p: Placement, foot: number): string {
  if (INDOORS.has(place)) return stool(ctx, p, foot);
  return TREES.has(place) ? tree(ctx, p, foot) : boulder(ctx, p, foot);
}

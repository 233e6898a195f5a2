// Set pieces that make pages in one outdoor place differ beyond mirroring: a pond, a big old tree, a
// signpost at a fork, a heap of boulders, drawn in the middle distance by the brief's variation, on the
// side away from the page's landmark props. The sea and the sky have their own (rocks, an islet).
import type { ScenePlace } from '../../../scene-brief.ts';
import type { Ctx } from '../context.ts';
import { ellipse, g, line, path, pts, rect } from '../svg.ts';
import { rock, roundTree } from './shapes.ts';

type Piece = (ctx: Ctx, x: number, y: number) => string;

const pond: Piece = (ctx, x, y) =>
  ellipse(x, y, 120, 24, ctx.tint('#7fc4e0')) + ellipse(x, y, 120, 24, 'none', { stroke: ctx.tint('#b8c99a'), 'stroke-width': 5 }) +
  path(`M${pts(x - 40, y - 2)} q10 -4 20 0 M${pts(x + 20, y + 6)} q10 -4 20 0`, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.7 });

const bigTree: Piece = (ctx, x, y) => roundTree(ctx, x, y + 10, 230, '#5fae6a');

const signpost: Piece = (ctx, x, y) => g({},
  rect(x - 4, y - 90, 8, 92, ctx.tint('#8a5c3e')),
  path(`M${pts(x, y - 84)} L${pts(x + 54, y - 84)} L${pts(x + 66, y - 74)} L${pts(x + 54, y - 64)} L${pts(x, y - 64)}Z`, ctx.tint('#d9a463')),
  path(`M${pts(x, y - 56)} L${pts(x - 50, y - 56)} L${pts(x - 62, y - 46)} L${pts(x - 50, y - 36)} L${pts(x, y - 36)}Z`, ctx.tint('#c98f5a')));

const boulders: Piece = (ctx, x, y) => rock(ctx, x - 30, y + 6, 46) + rock(ctx, x + 26, y + 10, 34) + rock(ctx, x, y - 16, 28);

const islet: Piece = (ctx, x, y) =>
  ellipse(x, y - 70, 60, 14, ctx.tint('#7fb98a')) + line(x, y - 80, x + 4, y - 120, ctx.tint('#8a5c3e'), 5) +
  path(`M${pts(x + 4, y - 120)} q-30 -4 -40 12 M${pts(x + 4, y - 120)} q30 -6 40 10 M${pts(x + 4, y - 120)} q-6 -20 -20 -26`, 'none', { stroke: ctx.tint('#5fa865'), 'stroke-width': 6, 'stroke-linecap': 'round' });

const PIECES: Partial<Record<ScenePlace, readonly (Piece | null)[]>> = {
  meadow: [null, pond, bigTree, signpost],
  garden: [null, pond, bigTree],
  forest: [null, pond, signpost, boulders],
  mountain: [null, pond, boulders, signpost],
  village: [null, signpost, bigTree],
  castle: [null, pond, bigTree],
  sea: [null, boulders, islet],
};

/** The set piece for this page, or '' (every place's first variation is its plain self). */
export function setPiece(ctx: Ctx, place: ScenePlace, x: number): string {
  const pieces = PIECES[place];
  const piece = pieces?.[ctx.variation % pieces.length];
  if (!piece) return '';
  const y = ctx.horizon + (ctx.floor - ctx.horizon) * 0.42;
  return piece(ctx, x, y);
}

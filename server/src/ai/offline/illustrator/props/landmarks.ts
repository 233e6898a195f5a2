// The landmark states the classic scene props lacked: a lighthouse (its lamp lit or dark), a kite caught
// in a tree, a bridge with its middle fallen into the stream, a boat stranded on the shore.
import type { Ctx } from '../context.ts';
import { ol } from '../characters/parts.ts';
import { roundTree } from '../scenery/shapes.ts';
import { circle, g, line, path, pts, rect } from '../svg.ts';
import { boat } from './scene-props.ts';

/** A striped lighthouse on a rocky point, its foot at (x, base); lit, it sweeps two beams across the sky. */
export function lighthouse(ctx: Ctx, x: number, base: number, size: number, lit: boolean): string {
  const s = size / 200;
  const rock = ctx.tint('#8f8aa6');
  const beams = lit
    ? path(`M${pts(x, base - 176 * s)} L${pts(x - 320 * s, base - 230 * s)} L${pts(x - 320 * s, base - 150 * s)}Z M${pts(x, base - 176 * s)} L${pts(x + 320 * s, base - 220 * s)} L${pts(x + 320 * s, base - 150 * s)}Z`, '#fff3b0', { opacity: 0.4 }) +
      circle(x, base - 176 * s, 40 * s, '#fff3b0', { opacity: 0.45 })
    : '';
  return beams + g({},
    path(`M${pts(x - 70 * s, base)} Q${pts(x - 60 * s, base - 40 * s, x, base - 44 * s)} Q${pts(x + 60 * s, base - 40 * s, x + 80 * s, base)}Z`, rock),
    path(`M${pts(x - 26 * s, base - 40 * s)} L${pts(x - 17 * s, base - 160 * s)} L${pts(x + 17 * s, base - 160 * s)} L${pts(x + 26 * s, base - 40 * s)}Z`, ctx.tint('#fff6ee'), ol(ctx.tint('#fff6ee'), 2.5)),
    path(`M${pts(x - 23 * s, base - 80 * s)} L${pts(x + 23 * s, base - 80 * s)} L${pts(x + 21 * s, base - 104 * s)} L${pts(x - 21 * s, base - 104 * s)}Z M${pts(x - 19 * s, base - 128 * s)} L${pts(x + 19 * s, base - 128 * s)} L${pts(x + 18 * s, base - 150 * s)} L${pts(x - 18 * s, base - 150 * s)}Z`, ctx.tint('#e2574c')),
    rect(x - 16 * s, base - 190 * s, 32 * s, 30 * s, lit ? '#ffe066' : ctx.tint('#5a6080'), ol(lit ? '#ffe066' : '#5a6080', 2.5)),
    path(`M${pts(x - 22 * s, base - 190 * s)} L${pts(x, base - 212 * s)} L${pts(x + 22 * s, base - 190 * s)}Z`, ctx.tint('#e2574c'), ol(ctx.tint('#e2574c'), 2.5)));
}

/** A little school: a red-brick house with a bell tower, a clock and a flag, its foot at (x, base). */
export function school(ctx: Ctx, x: number, base: number, size: number): string {
  const s = size / 200;
  const brick = ctx.tint('#e0806a');
  const roof = ctx.tint('#7d8fd8');
  const win = ctx.tint('#bfe3f5');
  const at = (dx: number, dy: number): string => pts(x + dx * s, base + dy * s);
  return g({},
    rect(x - 90 * s, base - 100 * s, 180 * s, 100 * s, brick, ol(brick, 2.5)),
    path(`M${at(-104, -100)} L${at(0, -150)} L${at(104, -100)}Z`, roof, ol(roof, 2.5)),
    rect(x - 20 * s, base - 186 * s, 40 * s, 50 * s, brick, ol(brick, 2.5)),
    path(`M${at(-28, -186)} L${at(0, -214)} L${at(28, -186)}Z`, roof, ol(roof, 2.5)),
    circle(x, base - 164 * s, 12 * s, '#fff8ec', ol('#fff8ec', 2)),
    line(x, base - 164 * s, x, base - 172 * s, '#5a4a6a', 2) + line(x, base - 164 * s, x + 6 * s, base - 162 * s, '#5a4a6a', 2),
    line(x, base - 214 * s, x, base - 246 * s, '#8a6a50', 3),
    path(`M${at(0, -246)} L${at(30, -238)} L${at(0, -230)}Z`, ctx.tint('#ffd166')),
    rect(x - 16 * s, base - 50 * s, 32 * s, 50 * s, ctx.tint('#a8704c'), { rx: 14 * s }),
    rect(x - 74 * s, base - 80 * s, 36 * s, 30 * s, win, ol(win, 2)), rect(x + 38 * s, base - 80 * s, 36 * s, 30 * s, win, ol(win, 2)),
    line(x - 56 * s, base - 80 * s, x - 56 * s, base - 50 * s, '#ffffff', 2) + line(x + 56 * s, base - 80 * s, x + 56 * s, base - 50 * s, '#ffffff', 2));
}

/** A tree with the kite caught in its crown, the string hanging down. */
export function stuckKite(ctx: Ctx, x: number, base: number): string {
  const top = base - 230;
  return roundTree(ctx, x, base, 240, '#6fb86f') +
    path(`M${pts(x + 20, top + 60)} q-10 30 4 60 q-12 20 -2 44`, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.9 }) +
    g({ transform: `translate(${pts(x + 20, top + 40)}) rotate(35)` },
      path('M0 -30 L21 0 L0 32 L-21 0Z', '#f6a5c0', ol('#f6a5c0', 2.5)),
      path('M0 -30 L21 0 L0 0Z', '#ffd166'),
      path('M0 0 L-21 0 L0 32Z', '#9fd3f5'));
}

/** The stream under a bridge shows through a gap where the middle planks fell; two planks float below. */
export function bridgeGap(ctx: Ctx, x: number, y: number): string {
  const water = ctx.tint('#8fd0e8');
  return path(`M${pts(x - 42, y - 40)} L${pts(x - 18, y - 48)} L${pts(x - 10, y - 8)} L${pts(x - 34, y + 4)}Z`, water) +
    line(x - 40, y + 24, x - 20, y + 30, '#a9703f', 5) + line(x - 6, y + 36, x + 12, y + 30, '#a9703f', 5);
}

/** A boat pulled up on the sand, leaning over. */
export function strandedBoat(ctx: Ctx, x: number, y: number): string {
  return g({ transform: `rotate(14 ${pts(x, y)})` }, boat(ctx, x, y, false).replace(/<path d="M[^"]*q10 -5 20 0[^>]*>/, ''));
}

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

/** A treehouse in a round tree, its foot at (x, base), a rope ladder down: whole, or broken by the storm
 * (the roof slid askew, a wall plank gone, the platform's corner hanging, planks fallen on the grass). */
export function treehouse(ctx: Ctx, x: number, base: number, size: number, broken: boolean): string {
  const s = size / 300;
  const wood = ctx.tint('#d9a463');
  const dark = ctx.tint('#b5834f');
  const roof = ctx.tint('#e2574c');
  const leaf = ctx.tint('#6fb86f');
  const at = (dx: number, dy: number): string => pts(x + dx * s, base + dy * s);
  const plank = (x0: number, y0: number, x1: number, y1: number): string => line(x + x0 * s, base + y0 * s, x + x1 * s, base + y1 * s, wood, 9 * s);
  const foliage = circle(x - 80 * s, base - 250 * s, 74 * s, ctx.tint('#5fa65f')) + circle(x + 84 * s, base - 246 * s, 78 * s, ctx.tint('#5fa65f')) +
    circle(x, base - 300 * s, 90 * s, leaf);
  const trunk = path(`M${at(-20, 0)} L${at(-13, -210)} L${at(13, -210)} L${at(20, 0)}Z`, ctx.tint('#9a6a48')) +
    line(x - 70 * s, base - 140 * s, x - 8 * s, base - 96 * s, dark, 7 * s) + line(x + 70 * s, base - 140 * s, x + 8 * s, base - 96 * s, dark, 7 * s);
  const platform = broken
    ? path(`M${at(-84, -152)} L${at(40, -152)} L${at(40, -140)} L${at(-84, -140)}Z`, wood, ol(wood, 2.5)) + g({ transform: `rotate(28 ${at(40, -146)})` }, rect(x + 40 * s, base - 152 * s, 44 * s, 12 * s, wood, ol(wood, 2.5)))
    : rect(x - 84 * s, base - 152 * s, 168 * s, 12 * s, wood, ol(wood, 2.5));
  let wall = rect(x - 56 * s, base - 232 * s, 112 * s, 80 * s, wood, ol(wood, 2.5));
  for (let i = 1; i < 4; i++) wall += line(x - 56 * s, base - (152 + i * 20) * s, x + 56 * s, base - (152 + i * 20) * s, dark, 2);
  if (broken) wall += path(`M${at(18, -192)} L${at(56, -192)} L${at(56, -172)} L${at(18, -172)}Z`, ctx.tint('#4a3a4a'));
  const windowAndDoor = rect(x - 40 * s, base - 214 * s, 28 * s, 26 * s, ctx.tint('#bfe3f5'), ol(ctx.tint('#bfe3f5'), 2)) +
    rect(x + 8 * s, base - 208 * s, 28 * s, 56 * s, ctx.tint('#a8704c'), { rx: 10 * s });
  const roofSvg = path(`M${at(-72, -228)} L${at(0, -290)} L${at(72, -228)}Z`, roof, ol(roof, 2.5));
  let ladder = '';
  const rungs = broken ? [-20, -60, -100] : [-20, -40, -60, -80, -100, -120];
  for (const y of rungs) ladder += line(x - 70 * s, base + y * s, x - 46 * s, base + y * s, dark, 4 * s);
  ladder += line(x - 70 * s, base - 140 * s, x - 70 * s, base, ctx.tint('#c9a56a'), 3 * s) + line(x - 46 * s, base - 140 * s, x - 46 * s, base, ctx.tint('#c9a56a'), 3 * s);
  const fallen = broken ? plank(30, -4, 100, -14) + plank(60, 6, 124, 2) : '';
  const tufts = circle(x - 80 * s, base - 214 * s, 26 * s, leaf) + circle(x + 84 * s, base - 222 * s, 24 * s, leaf);
  return g({}, foliage, trunk, platform, wall, windowAndDoor,
    broken ? g({ transform: `rotate(-16 ${at(72, -228)}) translate(${pts(10 * s, 6 * s)})` }, roofSvg) : roofSvg,
    tufts, ladder, fallen);
}

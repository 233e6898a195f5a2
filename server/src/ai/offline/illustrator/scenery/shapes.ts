// Reusable scenery pieces (trees, bushes, hills, flowers, rocks, houses), drawn with the hour's tint.
import type { Ctx } from '../context.ts';
import { lighten, darken } from '../color.ts';
import { circle, ellipse, g, line, path, pts, rect } from '../svg.ts';

/** A rolling band of hills from y (its average crest) down to the bottom of the canvas. */
export function hills(ctx: Ctx, y: number, amp: number, colour: string, bumps: number, phase = ctx.rng.next()): string {
  const { W, H } = ctx;
  const step = W / bumps;
  let d = `M0 ${H} L0 ${Math.round(y)}`;
  for (let i = 0; i < bumps; i++) {
    const x0 = i * step;
    const lift = amp * (0.6 + 0.4 * Math.sin((i + phase * 7) * 1.7));
    d += ` Q${pts(x0 + step / 2, y - lift * 2, x0 + step, y)}`;
  }
  d += ` L${W} ${H}Z`;
  return path(d, ctx.tint(colour));
}

/** A round storybook tree. Size is its height. */
export function roundTree(ctx: Ctx, x: number, base: number, size: number, leaf = '#7cc47a'): string {
  const r = size * 0.32;
  const cy = base - size + r;
  const L = ctx.tint(leaf);
  return g(
    {},
    path(`M${pts(x - size * 0.05, base)} L${pts(x - size * 0.035, cy + r * 0.4)} L${pts(x + size * 0.035, cy + r * 0.4)} L${pts(x + size * 0.05, base)}Z`, ctx.tint('#9a6a48')),
    circle(x - r * 0.55, cy + r * 0.35, r * 0.75, ctx.tint(darken(leaf, 0.12))),
    circle(x + r * 0.6, cy + r * 0.3, r * 0.78, ctx.tint(darken(leaf, 0.08))),
    circle(x, cy, r, L),
    circle(x - r * 0.3, cy - r * 0.3, r * 0.42, ctx.tint(lighten(leaf, 0.22)), { opacity: 0.7 }),
  );
}

/** A layered pine. */
export function pine(ctx: Ctx, x: number, base: number, size: number, leaf = '#4f9a72'): string {
  const w = size * 0.36;
  let out = rect(x - size * 0.04, base - size * 0.14, size * 0.08, size * 0.14, ctx.tint('#8a5c3e'));
  for (let i = 0; i < 3; i++) {
    const top = base - size + i * size * 0.24;
    const bottom = top + size * 0.42;
    const half = w * (0.55 + i * 0.24);
    const c = ctx.tint(i % 2 === 0 ? leaf : darken(leaf, 0.08));
    out += path(`M${pts(x, top)} Q${pts(x + half * 0.3, top + (bottom - top) * 0.5, x + half, bottom)} Q${pts(x, bottom + size * 0.05, x - half, bottom)} Q${pts(x - half * 0.3, top + (bottom - top) * 0.5, x, top)}Z`, c);
  }
  return out;
}

export function bush(ctx: Ctx, x: number, base: number, size: number, leaf = '#6bb26f', berries = false): string {
  const c = ctx.tint(leaf);
  let out =
    ellipse(x - size * 0.35, base - size * 0.3, size * 0.42, size * 0.34, ctx.tint(darken(leaf, 0.1))) +
    ellipse(x + size * 0.38, base - size * 0.28, size * 0.4, size * 0.32, ctx.tint(darken(leaf, 0.06))) +
    ellipse(x, base - size * 0.45, size * 0.5, size * 0.45, c) +
    rect(x - size * 0.8, base - size * 0.3, size * 1.6, size * 0.3, c, { rx: size * 0.15 });
  if (berries) {
    for (const [dx, dy] of [[-0.3, -0.5], [0.1, -0.7], [0.35, -0.35], [-0.1, -0.3]] as const) {
      out += circle(x + dx * size, base + dy * size, size * 0.06, ctx.tint('#e8657a'));
    }
  }
  return out;
}

const PETALS = ['#f6a5c0', '#ffd166', '#ffffff', '#c3a6f0', '#ff9f80', '#9fd3f5'] as const;

export function flower(ctx: Ctx, x: number, base: number, size: number, petal?: string): string {
  const p = ctx.tint(petal ?? ctx.rng.pick(PETALS));
  const cy = base - size;
  const r = size * 0.28;
  let out = line(x, base, x, cy, ctx.tint('#5f9e5a'), Math.max(1.5, size * 0.08));
  out += ellipse(x + size * 0.18, base - size * 0.4, size * 0.18, size * 0.08, ctx.tint('#6fb366'), { transform: `rotate(-30 ${pts(x + size * 0.18, base - size * 0.4)})` });
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    out += circle(x + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.75, p);
  }
  return out + circle(x, cy, r * 0.7, ctx.tint('#ffcf5a'));
}

/** Grass tufts scattered along a line. */
export function grassTufts(ctx: Ctx, y0: number, y1: number, count: number, colour = '#5fae62'): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(0, ctx.W);
    const y = ctx.rng.range(y0, y1);
    const h = ctx.rng.range(8, 16);
    d += `M${pts(x - 6, y)} Q${pts(x - 5, y - h * 0.6, x - 8, y - h)} Q${pts(x - 1, y - h * 0.5, x, y - h * 1.2)} Q${pts(x + 2, y - h * 0.5, x + 8, y - h)} Q${pts(x + 5, y - h * 0.6, x + 6, y)}Z`;
  }
  return d === '' ? '' : path(d, ctx.tint(colour));
}

export function rock(ctx: Ctx, x: number, base: number, size: number, colour = '#a9a3b8'): string {
  return (
    path(`M${pts(x - size, base)} Q${pts(x - size, base - size * 0.7, x - size * 0.2, base - size * 0.8)} Q${pts(x + size * 0.9, base - size * 0.9, x + size, base)}Z`, ctx.tint(colour)) +
    path(`M${pts(x - size * 0.5, base - size * 0.55)} Q${pts(x - size * 0.2, base - size * 0.75, x + size * 0.3, base - size * 0.7)}`, 'none', { stroke: ctx.tint(lighten(colour, 0.35)), 'stroke-width': Math.max(2, size * 0.1), 'stroke-linecap': 'round' })
  );
}

export function mushroom(ctx: Ctx, x: number, base: number, size: number): string {
  return (
    rect(x - size * 0.15, base - size * 0.55, size * 0.3, size * 0.55, ctx.tint('#fbefd9'), { rx: size * 0.1 }) +
    path(`M${pts(x - size * 0.5, base - size * 0.5)} Q${pts(x, base - size * 1.25, x + size * 0.5, base - size * 0.5)}Z`, ctx.tint('#e8665f')) +
    circle(x - size * 0.18, base - size * 0.72, size * 0.08, ctx.tint('#fff4ea')) +
    circle(x + size * 0.15, base - size * 0.8, size * 0.06, ctx.tint('#fff4ea'))
  );
}

/** A cottage with a pitched roof, round window and door. */
export function cottage(ctx: Ctx, x: number, base: number, size: number, wall: string, roof: string, litWindows: boolean): string {
  const w = size;
  const h = size * 0.7;
  const win = litWindows ? '#ffd98a' : ctx.tint('#bfe3f5');
  return g(
    {},
    rect(x - w / 2, base - h, w, h, ctx.tint(wall), { rx: size * 0.04 }),
    path(`M${pts(x - w * 0.62, base - h + 2)} L${pts(x, base - h - size * 0.55)} L${pts(x + w * 0.62, base - h + 2)}Z`, ctx.tint(roof), { 'stroke-linejoin': 'round', stroke: ctx.tint(roof), 'stroke-width': size * 0.05 }),
    rect(x + w * 0.18, base - h - size * 0.5, w * 0.12, size * 0.3, ctx.tint('#b0685a')),
    path(`M${pts(x - w * 0.14, base)} L${pts(x - w * 0.14, base - h * 0.5)} Q${pts(x, base - h * 0.68, x + w * 0.14, base - h * 0.5)} L${pts(x + w * 0.14, base)}Z`, ctx.tint('#8a5a44')),
    circle(x + w * 0.08, base - h * 0.25, size * 0.02, ctx.tint('#f5c542')),
    rect(x - w * 0.4, base - h * 0.72, w * 0.18, w * 0.18, win, { rx: size * 0.02 }),
    rect(x + w * 0.22, base - h * 0.72, w * 0.18, w * 0.18, win, { rx: size * 0.02 }),
  );
}

/** A wooden fence along y. */
export function fence(ctx: Ctx, x0: number, x1: number, y: number, h: number): string {
  const c = ctx.tint('#e9d3b0');
  let out = rect(x0, y - h * 0.75, x1 - x0, h * 0.12, c) + rect(x0, y - h * 0.4, x1 - x0, h * 0.12, c);
  for (let x = x0 + 8; x < x1; x += h * 0.55) {
    out += path(`M${pts(x - h * 0.1, y)} L${pts(x - h * 0.1, y - h * 0.9)} L${pts(x, y - h * 1.05)} L${pts(x + h * 0.1, y - h * 0.9)} L${pts(x + h * 0.1, y)}Z`, c);
  }
  return out;
}

/** A drifting butterfly (daytime life). */
export function butterfly(ctx: Ctx, x: number, y: number, s: number): string {
  const c = ctx.tint(ctx.rng.pick(['#f6a5c0', '#ffd166', '#a8d8f0', '#c3a6f0'] as const));
  return g(
    { transform: `translate(${pts(x, y)}) scale(${s})` },
    ellipse(-5, -3, 6, 7, c, { transform: 'rotate(-25)' }),
    ellipse(5, -3, 6, 7, c, { transform: 'rotate(25)' }),
    ellipse(-4, 5, 4, 4, c),
    ellipse(4, 5, 4, 4, c),
    rect(-1, -6, 2, 14, ctx.tint('#5a4a6a'), { rx: 1 }),
  );
}

/** Night-time fireflies or daytime pollen motes. */
export function motes(ctx: Ctx, count: number, y0: number, y1: number): string {
  let out = '';
  const night = ctx.time === 'night' || ctx.time === 'evening';
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(20, ctx.W - 20);
    const y = ctx.rng.range(y0, y1);
    out += night ? circle(x, y, ctx.rng.range(1.5, 3), '#fff3a0', { opacity: 0.85 }) + circle(x, y, 7, '#fff3a0', { opacity: 0.18 }) : '';
  }
  return out;
}

// The fair: a big wheel against the sky, a carousel with its striped roof, stalls with striped awnings and
// bunting strung overhead. After dark its bulbs are lit, which is what a fair at night looks like.
import type { Ctx } from '../context.ts';
import { circle, ellipse, line, path, pts, rect } from '../svg.ts';
import { ground, type Place } from './place.ts';
import { grassTufts, hills, roundTree } from './shapes.ts';

const lit = (ctx: Ctx): boolean => ctx.time === 'night' || ctx.time === 'evening';
const CARS = ['#e2574c', '#ffd166', '#7fc8f0', '#8fcf7e', '#c3a6f0', '#f6a5c0', '#ffb84a', '#7d8fd8'] as const;

/** A bulb: a dot by day, a glowing one after dark. */
function bulb(ctx: Ctx, x: number, y: number, colour: string): string {
  return lit(ctx) ? circle(x, y, 9, '#ffe9a0', { opacity: 0.35 }) + circle(x, y, 3.5, '#fff3c0') : circle(x, y, 3, ctx.tint(colour));
}

/** The big wheel: legs, rim, spokes and eight hanging cars. */
function bigWheel(ctx: Ctx, x: number, base: number, r: number): string {
  const cy = base - r - 30;
  const frame = ctx.tint('#7d6a9a');
  let out = path(`M${pts(x - r * 0.5, base)} L${pts(x, cy)} L${pts(x + r * 0.5, base)}`, 'none', { stroke: frame, 'stroke-width': 8, 'stroke-linejoin': 'round' });
  out += circle(x, cy, r, 'none', { stroke: ctx.tint('#e86a8a'), 'stroke-width': 7 }) + circle(x, cy, r * 0.3, 'none', { stroke: ctx.tint('#e86a8a'), 'stroke-width': 4 });
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const px = x + Math.cos(a) * r;
    const py = cy + Math.sin(a) * r;
    out += line(x, cy, px, py, ctx.tint('#e9a0b8'), 3);
  }
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    const px = x + Math.cos(a) * r;
    const py = cy + Math.sin(a) * r;
    out += line(px, py, px, py + 12, frame, 3) + path(`M${pts(px - 14, py + 12)} L${pts(px + 14, py + 12)} L${pts(px + 11, py + 32)} L${pts(px - 11, py + 32)}Z`, ctx.tint(CARS[i] ?? '#ffd166'), { stroke: ctx.tint('#6a5a7a'), 'stroke-width': 2 });
    out += bulb(ctx, x + Math.cos(a - Math.PI / 8) * r, cy + Math.sin(a - Math.PI / 8) * r, '#fff3c0');
  }
  return out + circle(x, cy, 9, frame);
}

/** The carousel: a striped cone roof on a pole, horses on poles beneath, a round platform. */
function carousel(ctx: Ctx, x: number, base: number, s: number): string {
  const w = 120 * s;
  const roofY = base - 120 * s;
  let out = ellipse(x, base - 6 * s, w, 16 * s, ctx.tint('#c98f63')) + rect(x - w, base - 14 * s, w * 2, 10 * s, ctx.tint('#e9b872'));
  out += rect(x - 5 * s, roofY, 10 * s, 110 * s, ctx.tint('#f2c14e'));
  const horses = [[-0.7, '#fff4e6'], [-0.2, '#f6a5c0'], [0.3, '#fff4e6'], [0.75, '#c3a6f0']] as const;
  for (const [k, c] of horses) {
    const hx = x + k * w;
    const hy = base - 52 * s + (k > 0 ? 8 : -4) * s;
    out += line(hx, roofY + 10 * s, hx, base - 14 * s, ctx.tint('#f2c14e'), 3);
    out += ellipse(hx, hy, 18 * s, 9 * s, ctx.tint(c), { stroke: ctx.tint('#8a6a8a'), 'stroke-width': 2 }) +
      path(`M${pts(hx + 12 * s, hy - 4 * s)} L${pts(hx + 20 * s, hy - 20 * s)} L${pts(hx + 28 * s, hy - 16 * s)} L${pts(hx + 20 * s, hy)}Z`, ctx.tint(c), { stroke: ctx.tint('#8a6a8a'), 'stroke-width': 2 }) +
      line(hx - 10 * s, hy + 6 * s, hx - 14 * s, hy + 18 * s, ctx.tint('#8a6a8a'), 3) + line(hx + 10 * s, hy + 6 * s, hx + 14 * s, hy + 18 * s, ctx.tint('#8a6a8a'), 3);
  }
  // The roof: a cone of red and white stripes, a scalloped rim, a flag on top.
  const top = roofY - 56 * s;
  for (let i = 0; i < 6; i++) {
    const x0 = x - w * 1.08 + (i * w * 2.16) / 6;
    const x1 = x0 + (w * 2.16) / 6;
    out += path(`M${pts(x, top)} L${pts(x0, roofY)} L${pts(x1, roofY)}Z`, ctx.tint(i % 2 === 0 ? '#e2574c' : '#fff4e6'));
  }
  for (let i = 0; i < 8; i++) {
    const x0 = x - w * 1.08 + (i * w * 2.16) / 8;
    out += path(`M${pts(x0, roofY)} Q${pts(x0 + (w * 2.16) / 16, roofY + 18 * s, x0 + (w * 2.16) / 8, roofY)}Z`, ctx.tint(i % 2 === 0 ? '#ffd166' : '#e2574c'));
    out += bulb(ctx, x0, roofY + 2, '#fff3c0');
  }
  return out + line(x, top, x, top - 20 * s, ctx.tint('#6a5a7a'), 3) + path(`M${pts(x, top - 20 * s)} l16 5 l-16 5Z`, ctx.tint('#7fc8f0'));
}

/** A stall with a striped awning and a counter of prizes (round toys in bright colours). */
function stall(ctx: Ctx, x: number, base: number, w: number, stripe: string): string {
  const h = w * 0.8;
  let out = rect(x - w / 2, base - h, w, h, ctx.tint('#fff4e6')) + rect(x - w / 2, base - h * 0.4, w, h * 0.4, ctx.tint('#c98f63'));
  for (let i = 0; i < 5; i++) out += circle(x - w * 0.36 + i * w * 0.18, base - h * 0.5, w * 0.06, ctx.tint(CARS[i + 2] ?? '#ffd166'));
  const n = 6;
  for (let i = 0; i < n; i++) {
    const x0 = x - w * 0.58 + (i * w * 1.16) / n;
    out += path(`M${pts(x0, base - h)} L${pts(x0 + (w * 1.16) / n, base - h)} L${pts(x0 + (w * 1.16) / n, base - h - 22)} L${pts(x0, base - h - 22)}Z`, ctx.tint(i % 2 === 0 ? stripe : '#fff4e6'));
    out += path(`M${pts(x0, base - h)} Q${pts(x0 + (w * 1.16) / (2 * n), base - h + 12, x0 + (w * 1.16) / n, base - h)}Z`, ctx.tint(i % 2 === 0 ? stripe : '#fff4e6'));
  }
  return out;
}

/** Bunting: a sagging string of little triangle flags across the top of the picture. */
function bunting(ctx: Ctx, x0: number, x1: number, y: number, sag: number): string {
  const string = `M${pts(x0, y)} Q${pts((x0 + x1) / 2, y + sag * 2, x1, y)}`;
  let out = path(string, 'none', { stroke: ctx.tint('#8a6a8a'), 'stroke-width': 2 });
  const count = Math.max(4, Math.round((x1 - x0) / 34));
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const fx = x0 + (x1 - x0) * t;
    const fy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    out += path(`M${pts(fx - 9, fy)} L${pts(fx + 9, fy)} L${pts(fx, fy + 20)}Z`, ctx.tint(CARS[i % CARS.length] ?? '#e2574c'));
  }
  return out;
}

export const fair: Place = {
  outdoor: true,
  far(ctx) {
    let out = hills(ctx, ctx.horizon - 40, 18, '#b8dab0', 3);
    out += roundTree(ctx, ctx.W * 0.04, ctx.horizon, 110, '#93c98c') + roundTree(ctx, ctx.W * 0.97, ctx.horizon, 100, '#93c98c');
    const left = ctx.rng.chance(0.5);
    const r = ctx.W < 700 ? 105 : 130;
    out += bigWheel(ctx, ctx.W * (left ? 0.24 : 0.76), ctx.horizon + 10, r);
    out += carousel(ctx, ctx.W * (left ? 0.7 : 0.3), ctx.horizon + 16, ctx.W < 700 ? 0.8 : 1);
    return out;
  },
  mid(ctx) {
    let out = ground(ctx, '#b9d98f', '#94c473', 'fair');
    // The trodden fairground in front of the rides, pale where everyone walks.
    out += ellipse(ctx.W / 2, ctx.horizon + 110, ctx.W * 0.52, 80, ctx.tint('#e8dcb8'));
    out += stall(ctx, ctx.W * 0.1, ctx.horizon + 56, 110, '#7fc8f0') + stall(ctx, ctx.W * 0.9, ctx.horizon + 56, 110, '#e2574c');
    return out + grassTufts(ctx, ctx.horizon + 120, ctx.H, 8);
  },
  near(ctx) {
    let out = bunting(ctx, -10, ctx.W * 0.5, 26, 24) + bunting(ctx, ctx.W * 0.5, ctx.W + 10, 26, 24);
    // A bunch of balloons tied at one edge.
    const bx = ctx.W - 36;
    for (const [dx, dy, c] of [[-14, -190, '#e2574c'], [10, -205, '#ffd166'], [0, -170, '#7fc8f0']] as const) {
      out += line(bx, ctx.H - 60, bx + dx, ctx.H + dy + 22, ctx.tint('#8a6a8a'), 1.5) + ellipse(bx + dx, ctx.H + dy, 16, 20, ctx.tint(c));
    }
    return out;
  },
};

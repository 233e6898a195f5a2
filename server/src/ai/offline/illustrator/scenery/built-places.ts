// Castle and village: outdoor places with buildings.
import type { Ctx } from '../context.ts';
import { circle, ellipse, line, path, pts, rect } from '../svg.ts';
import { ground, spread, windingPath, type Place } from './place.ts';
import { bush, cottage, fence, flower, grassTufts, hills, roundTree } from './shapes.ts';

const lit = (ctx: Ctx): boolean => ctx.time === 'night' || ctx.time === 'evening';

function tower(ctx: Ctx, x: number, base: number, w: number, h: number, roof: string): string {
  const stone = ctx.tint('#e6dcef');
  const top = base - h;
  const win = lit(ctx) ? '#ffd98a' : ctx.tint('#8d86b0');
  return (
    rect(x - w / 2, top, w, h, stone) +
    rect(x - w / 2, top, w * 0.2, h, ctx.tint('#d5c9e3')) +
    path(`M${pts(x - w * 0.62, top + 2)} L${pts(x, top - w * 1.3)} L${pts(x + w * 0.62, top + 2)}Z`, ctx.tint(roof)) +
    line(x, top - w * 1.3, x, top - w * 1.75, ctx.tint('#8a7a9a'), 2) +
    path(`M${pts(x, top - w * 1.75)} L${pts(x + w * 0.5, top - w * 1.62)} L${pts(x, top - w * 1.5)}Z`, ctx.tint('#f6c453')) +
    path(`M${pts(x - w * 0.12, top + h * 0.42)} L${pts(x - w * 0.12, top + h * 0.28)} Q${pts(x, top + h * 0.18, x + w * 0.12, top + h * 0.28)} L${pts(x + w * 0.12, top + h * 0.42)}Z`, win)
  );
}

function castleBuilding(ctx: Ctx, cx: number, base: number, s: number): string {
  const stone = ctx.tint('#efe6f5');
  const wallTop = base - 90 * s;
  let out = tower(ctx, cx - 120 * s, base, 46 * s, 150 * s, '#7d8fd8') + tower(ctx, cx + 120 * s, base, 46 * s, 150 * s, '#7d8fd8');
  out += rect(cx - 110 * s, wallTop, 220 * s, 90 * s, stone);
  for (let i = 0; i < 9; i++) out += rect(cx - 110 * s + i * 25 * s, wallTop - 14 * s, 14 * s, 16 * s, stone);
  out += tower(ctx, cx, base - 40 * s, 64 * s, 150 * s, '#e77c9a');
  out += path(`M${pts(cx - 26 * s, base)} L${pts(cx - 26 * s, base - 40 * s)} Q${pts(cx, base - 66 * s, cx + 26 * s, base - 40 * s)} L${pts(cx + 26 * s, base)}Z`, ctx.tint('#9a6a50'));
  return out;
}

export const castle: Place = {
  outdoor: true,
  far(ctx) {
    const cx = ctx.W * ctx.rng.pick([0.3, 0.5, 0.7] as const);
    let out = hills(ctx, ctx.horizon - 20, 20, '#b3d6b0', 4);
    out += ellipse(cx, ctx.horizon + 6, 220, 70, ctx.tint('#9fcd94'));
    out += castleBuilding(ctx, cx, ctx.horizon - 20, ctx.W < 700 ? 0.75 : 0.95);
    return out;
  },
  mid(ctx) {
    let out = ground(ctx, '#9fd38a', '#6fb063', 'castle') + windingPath(ctx, '#e6d7bf');
    for (const x of spread(ctx, 5, [0.25, 0.75])) out += roundTree(ctx, x, ctx.horizon + ctx.rng.range(30, 60), ctx.rng.range(110, 150));
    return out + grassTufts(ctx, ctx.horizon + 20, ctx.H, 16);
  },
  near(ctx) {
    const pole = (x: number, colour: string): string =>
      line(x, ctx.H, x, ctx.H - 230, ctx.tint('#a07850'), 6) +
      path(`M${pts(x + 3, ctx.H - 225)} L${pts(x + 55, ctx.H - 225)} L${pts(x + 55, ctx.H - 150)} L${pts(x + 29, ctx.H - 166)} L${pts(x + 3, ctx.H - 150)}Z`, ctx.tint(colour));
    return pole(22, '#e77c9a') + bush(ctx, 40, ctx.H + 8, 60, '#5fae62', true) + bush(ctx, ctx.W - 50, ctx.H + 8, 70, '#5fae62') + flower(ctx, ctx.W - 110, ctx.H - 6, 26);
  },
};

function lamp(ctx: Ctx, x: number, base: number): string {
  const glow = lit(ctx);
  return (
    line(x, base, x, base - 110, ctx.tint('#5a5470'), 5) +
    rect(x - 10, base - 132, 20, 24, glow ? '#ffe08a' : ctx.tint('#d9e6ee'), { rx: 4, stroke: ctx.tint('#5a5470'), 'stroke-width': 3 }) +
    (glow ? circle(x, base - 120, 40, '#ffe08a', { opacity: 0.25 }) : '')
  );
}

export const village: Place = {
  outdoor: true,
  far(ctx) {
    let out = hills(ctx, ctx.horizon - 50, 26, '#b8dab0', 3);
    for (const x of spread(ctx, 4)) out += roundTree(ctx, x, ctx.horizon - 40, ctx.rng.range(60, 90), '#93c98c');
    return out;
  },
  mid(ctx) {
    let out = ground(ctx, '#a9d68f', '#80bd6e', 'village');
    const walls = ['#fbe3c4', '#f9d0d6', '#d6e7f5', '#fff1c9', '#e3dbf5'] as const;
    const roofs = ['#e07a6a', '#7d8fd8', '#e9a15a', '#b07ac8', '#d96a8a'] as const;
    const night = lit(ctx);
    const xs = spread(ctx, 5);
    xs.forEach((x, i) => {
      out += cottage(ctx, x, ctx.horizon + 18 + (i % 2) * 10, ctx.rng.range(100, 130), walls[i % walls.length] ?? '#fbe3c4', roofs[(i + 2) % roofs.length] ?? '#e07a6a', night);
    });
    const cobbles = ctx.tint('#e4d6c2');
    out += path(`M0 ${pts(ctx.horizon + 40)} L${pts(ctx.W, ctx.horizon + 40)} L${pts(ctx.W, ctx.horizon + 90)} L0 ${pts(ctx.horizon + 90)}Z`, cobbles);
    // The lane leaves the street toward the reader; it never climbs over the cottages behind.
    out += windingPath(ctx, '#e4d6c2', ctx.horizon + 60);
    for (let i = 0; i < 30; i++) out += ellipse(ctx.rng.range(0, ctx.W), ctx.rng.range(ctx.horizon + 46, ctx.horizon + 86), 9, 4, ctx.tint('#d5c4ad'));
    out += lamp(ctx, ctx.W * ctx.rng.pick([0.12, 0.88] as const), ctx.horizon + 70);
    return out + grassTufts(ctx, ctx.horizon + 100, ctx.H, 12);
  },
  near(ctx) {
    return fence(ctx, -10, ctx.W * 0.18, ctx.H - 4, 60) + fence(ctx, ctx.W * 0.84, ctx.W + 10, ctx.H - 4, 60) + flower(ctx, 40, ctx.H - 2, 30) + flower(ctx, ctx.W - 40, ctx.H - 2, 28) + flower(ctx, ctx.W - 90, ctx.H + 2, 24);
  },
};

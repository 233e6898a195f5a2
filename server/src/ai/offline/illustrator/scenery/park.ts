// The town park (issue 10: 'a picnic in the park', 'a tantrum at the park', 'the playground' were drawn as a wild
// meadow of flowers): mown lawns behind railings, a gravel path, a duck pond, a bench and a lamp post, and a
// playground with swings and a slide. The brief's variation swaps which side the playground stands on.
import { fairWeather, type Ctx } from '../context.ts';
import { circle, ellipse, path, pts, rect } from '../svg.ts';
import { ground, spread, type Place } from './place.ts';
import { bush, grassTufts, roundTree } from './shapes.ts';

/** Black railings along the far edge of the lawn, with a gate gap in the middle. */
function railings(ctx: Ctx, y: number): string {
  const colour = ctx.tint('#3d4450');
  let out = path(`M${pts(0, y - 26)} L${pts(ctx.W * 0.44, y - 26)} M${pts(ctx.W * 0.56, y - 26)} L${pts(ctx.W, y - 26)}`, 'none', { stroke: colour, 'stroke-width': 3 });
  for (let x = 6; x < ctx.W; x += 16) {
    if (x > ctx.W * 0.44 && x < ctx.W * 0.56) continue;
    out += path(`M${pts(x, y)} L${pts(x, y - 34)}`, 'none', { stroke: colour, 'stroke-width': 2.5 }) + circle(x, y - 36, 2.5, colour);
  }
  return out;
}

/** A duck pond: an oval of water with a paler rim and two ducks (by day, in fair weather). */
function pond(ctx: Ctx, x: number, y: number, w: number): string {
  let out = ellipse(x, y, w / 2 + 6, w / 7 + 4, ctx.tint('#9fc98f')) + ellipse(x, y, w / 2, w / 7, ctx.tint('#7cb7d8'));
  out += path(`M${pts(x - w / 4, y - 2)} Q${pts(x, y + 4, x + w / 4, y - 2)}`, 'none', { stroke: ctx.tint('#b9dcef'), 'stroke-width': 2 });
  if (ctx.time === 'night' || !fairWeather(ctx)) return out;
  for (const dx of [-w / 5, w / 8]) {
    const dxx = x + dx;
    out += ellipse(dxx, y - 4, 11, 6, ctx.tint('#fdfdf6')) + circle(dxx + 9, y - 11, 4.5, ctx.tint('#2f7d4f')) + path(`M${pts(dxx + 13, y - 11)} L${pts(dxx + 18, y - 10)} L${pts(dxx + 13, y - 9)}Z`, ctx.tint('#f2a83b'));
  }
  return out;
}

/** A green park bench seen from the front. */
function bench(ctx: Ctx, x: number, y: number, w: number): string {
  const wood = ctx.tint('#4f8a5a');
  const iron = ctx.tint('#3d4450');
  return rect(x - w / 2, y - 30, w, 7, wood, { rx: 2 }) + rect(x - w / 2, y - 20, w, 6, wood, { rx: 2 }) + rect(x - w / 2 - 2, y - 12, w + 4, 6, wood, { rx: 2 }) +
    rect(x - w / 2 + 4, y - 8, 4, 8, iron) + rect(x + w / 2 - 8, y - 8, 4, 8, iron);
}

/** An old lamp post; its lamp glows after dark. */
function lampPost(ctx: Ctx, x: number, y: number, h: number): string {
  const dark = ctx.time === 'evening' || ctx.time === 'night';
  const glow = dark ? circle(x, y - h, 22, '#ffe9a8', { opacity: 0.45 }) : '';
  return rect(x - 2.5, y - h, 5, h, ctx.tint('#3d4450')) + glow + rect(x - 7, y - h - 14, 14, 16, dark ? '#ffe48a' : ctx.tint('#dfe7ea'), { rx: 3 }) +
    path(`M${pts(x - 9, y - h - 14)} L${pts(x, y - h - 22)} L${pts(x + 9, y - h - 14)}Z`, ctx.tint('#3d4450'));
}

/** A playground: a swing frame with two seats and a slide with its ladder, on a patch of soft red surface. */
function playground(ctx: Ctx, x: number, y: number): string {
  const frame = ctx.tint('#e0574f');
  const rope = ctx.tint('#5b5b5b');
  let out = ellipse(x + 60, y + 4, 120, 16, ctx.tint('#d9a48f'));
  // Swings: an A-frame each side, a top bar, two ropes and seats (one pushed a little, as if just left).
  out += path(`M${pts(x - 40, y)} L${pts(x - 26, y - 96)} L${pts(x - 12, y)} M${pts(x + 52, y)} L${pts(x + 66, y - 96)} L${pts(x + 80, y)}`, 'none', { stroke: frame, 'stroke-width': 5 });
  out += path(`M${pts(x - 30, y - 96)} L${pts(x + 70, y - 96)}`, 'none', { stroke: frame, 'stroke-width': 6 });
  out += path(`M${pts(x - 6, y - 96)} L${pts(x - 6, y - 30)} M${pts(x + 10, y - 96)} L${pts(x + 10, y - 30)} M${pts(x + 32, y - 96)} L${pts(x + 38, y - 34)} M${pts(x + 48, y - 96)} L${pts(x + 54, y - 34)}`, 'none', { stroke: rope, 'stroke-width': 1.6 });
  out += rect(x - 10, y - 32, 24, 5, ctx.tint('#3b7dd8'), { rx: 2 }) + rect(x + 34, y - 36, 24, 5, ctx.tint('#f2c14e'), { rx: 2 });
  // The slide: a ladder up to a little platform and a yellow chute down to the ground.
  const sx = x + 110;
  out += path(`M${pts(sx, y)} L${pts(sx, y - 80)} M${pts(sx + 14, y)} L${pts(sx + 14, y - 80)}`, 'none', { stroke: ctx.tint('#3b7dd8'), 'stroke-width': 4 });
  for (let r = y - 12; r > y - 80; r -= 14) out += path(`M${pts(sx, r)} L${pts(sx + 14, r)}`, 'none', { stroke: ctx.tint('#3b7dd8'), 'stroke-width': 3 });
  out += rect(sx - 2, y - 84, 22, 6, ctx.tint('#3b7dd8'), { rx: 2 });
  out += path(`M${pts(sx + 18, y - 82)} Q${pts(sx + 50, y - 70, sx + 70, y - 8)} L${pts(sx + 84, y - 2)} L${pts(sx + 80, y + 4)} L${pts(sx + 62, y - 4)} Q${pts(sx + 42, y - 62, sx + 16, y - 74)}Z`, ctx.tint('#f2c14e'));
  return out;
}

export const park: Place = {
  outdoor: true,
  far(ctx) {
    // Town roofs over the trees: a park is in a town, not in the wild.
    let out = '';
    for (const x of spread(ctx, 6)) {
      const h = ctx.rng.range(40, 70);
      out += rect(x - 26, ctx.horizon - h - 10, 52, h, ctx.tint(ctx.rng.pick(['#e8c9a8', '#d9b8a0', '#cfd6de'] as const))) +
        path(`M${pts(x - 30, ctx.horizon - h - 10)} L${pts(x, ctx.horizon - h - 34)} L${pts(x + 30, ctx.horizon - h - 10)}Z`, ctx.tint('#b86b5a'));
    }
    for (const x of spread(ctx, 7)) out += roundTree(ctx, x, ctx.horizon + 4, ctx.rng.range(70, 100), '#7fbf7a');
    return out;
  },
  mid(ctx) {
    let out = ground(ctx, '#9fd88a', '#6fba62', 'park') + railings(ctx, ctx.horizon + 16);
    // A wide gravel path across the lawn, and the mowing stripes either side.
    out += path(`M${pts(ctx.W * 0.44, ctx.horizon + 16)} L${pts(ctx.W * 0.56, ctx.horizon + 16)} L${pts(ctx.W * 0.7, ctx.H)} L${pts(ctx.W * 0.3, ctx.H)}Z`, ctx.tint('#e9dcc0'));
    for (let i = 0; i < 5; i++) out += rect(0, ctx.horizon + 30 + i * 40, ctx.W, 14, ctx.tint('#a9de94'), { opacity: 0.5 });
    const left = ctx.variation % 2 === 0;
    out += left ? playground(ctx, ctx.W * 0.08, ctx.horizon + 110) : playground(ctx, ctx.W * 0.62, ctx.horizon + 110);
    out += pond(ctx, left ? ctx.W * 0.82 : ctx.W * 0.16, ctx.horizon + 56, 150);
    out += bench(ctx, left ? ctx.W * 0.76 : ctx.W * 0.24, ctx.horizon + 128, 70) + lampPost(ctx, left ? ctx.W * 0.64 : ctx.W * 0.36, ctx.horizon + 120, 110);
    return out + grassTufts(ctx, ctx.horizon + 30, ctx.H, 12, '#69b45e');
  },
  near(ctx) {
    return bush(ctx, 24, ctx.H + 8, 56, '#5fae62') + bush(ctx, ctx.W - 24, ctx.H + 10, 52, '#5fae62');
  },
};

// Forest, meadow and garden: the green outdoor places.
import { fairWeather, type Ctx } from '../context.ts';
import { ellipse, path, pts, rect, circle } from '../svg.ts';
import { ground, spread, windingPath, type Place } from './place.ts';
import { bush, butterfly, fence, flower, grassTufts, hills, motes, mushroom, pine, roundTree } from './shapes.ts';

function cornerFlowers(ctx: Ctx, count: number, size: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const left = i % 2 === 0;
    const x = left ? ctx.rng.range(10, ctx.W * 0.2) : ctx.rng.range(ctx.W * 0.8, ctx.W - 10);
    out += flower(ctx, x, ctx.H - ctx.rng.range(2, 30), size * ctx.rng.range(0.8, 1.2));
  }
  return out;
}

/** Butterflies by day, fireflies by night: only in fair weather (no butterfly in the snow, rain or a storm). */
function butterflies(ctx: Ctx, count: number): string {
  if (!fairWeather(ctx)) return '';
  if (ctx.time === 'night') return motes(ctx, 14, ctx.horizon - 120, ctx.H - 40);
  let out = '';
  for (let i = 0; i < count; i++) out += butterfly(ctx, ctx.rng.range(40, ctx.W - 40), ctx.rng.range(ctx.horizon - 120, ctx.horizon + 20), ctx.rng.range(0.8, 1.3));
  return out;
}

export const forest: Place = {
  outdoor: true,
  far(ctx) {
    let out = hills(ctx, ctx.horizon - 40, 30, '#a9d3b5', 4);
    for (const x of spread(ctx, 14)) out += pine(ctx, x, ctx.horizon - ctx.rng.range(-5, 20), ctx.rng.range(70, 110), '#8cc4a0');
    return out;
  },
  mid(ctx) {
    let out = ground(ctx, '#8fcf7e', '#5fa65c', 'forest') + windingPath(ctx, '#e8d2a6');
    for (const x of spread(ctx, 7)) {
      out += ctx.rng.chance(0.5) ? roundTree(ctx, x, ctx.horizon + 12, ctx.rng.range(130, 180), ctx.rng.pick(['#6fbf73', '#86c66a', '#5fae78'] as const)) : pine(ctx, x, ctx.horizon + 12, ctx.rng.range(140, 190));
    }
    for (const x of spread(ctx, 4, [0.25, 0.75])) out += mushroom(ctx, x, ctx.horizon + ctx.rng.range(40, 90), ctx.rng.range(16, 26));
    return out + grassTufts(ctx, ctx.horizon + 20, ctx.H, 18) + butterflies(ctx, 2);
  },
  near(ctx) {
    const { W, H } = ctx;
    const trunk = ctx.tint('#8a5a3e');
    const leaves = ctx.tint('#4f9a5c');
    return (
      path(`M${pts(-10, H)} L${pts(-10, 0)} L${pts(38, 0)} Q${pts(30, H * 0.5, 52, H)}Z`, trunk) +
      ellipse(10, 20, 110, 70, leaves) + ellipse(90, -10, 90, 55, ctx.tint('#5faa66')) +
      path(`M${pts(W + 10, H)} L${pts(W + 10, 0)} L${pts(W - 30, 0)} Q${pts(W - 24, H * 0.55, W - 46, H)}Z`, trunk) +
      ellipse(W - 20, 10, 100, 60, leaves) +
      bush(ctx, 60, H + 10, 70, '#5aa263', true) + bush(ctx, W - 70, H + 14, 80, '#5aa263') +
      cornerFlowers(ctx, 4, 22)
    );
  },
};

export const meadow: Place = {
  outdoor: true,
  far(ctx) {
    let out = hills(ctx, ctx.horizon - 30, 30, '#b6dcae', 3);
    for (const x of spread(ctx, 3)) out += roundTree(ctx, x, ctx.horizon - 20 + ctx.rng.range(0, 14), ctx.rng.range(40, 60), '#8fc98a');
    return out + hills(ctx, ctx.horizon - 5, 14, '#a4d695', 5);
  },
  mid(ctx) {
    let out = ground(ctx, '#a6dc8c', '#74bc66', 'meadow');
    if (ctx.rng.chance(0.6)) out += windingPath(ctx, '#efe0b8');
    for (let i = 0; i < 26; i++) {
      const y = ctx.rng.range(ctx.horizon + 10, ctx.H - 10);
      out += flower(ctx, ctx.rng.range(0, ctx.W), y, 6 + ((y - ctx.horizon) / (ctx.H - ctx.horizon)) * 14);
    }
    return out + grassTufts(ctx, ctx.horizon + 10, ctx.H, 26, '#69b45e') + butterflies(ctx, 3);
  },
  near(ctx) {
    return bush(ctx, 30, ctx.H + 8, 60, '#6bb26f') + bush(ctx, ctx.W - 30, ctx.H + 10, 56, '#6bb26f', true) + cornerFlowers(ctx, 6, 30);
  },
};

function tulipBed(ctx: Ctx, x: number, y: number, w: number): string {
  let out = ellipse(x, y, w / 2, 12, ctx.tint('#9b6b4e'));
  const colour = ctx.rng.pick(['#ff8fab', '#ffd166', '#ff9f80', '#c3a6f0'] as const);
  for (let i = 0; i < 6; i++) {
    const fx = x - w / 2 + 10 + (i * (w - 20)) / 5;
    out += path(`M${pts(fx, y)} L${pts(fx, y - 22)}`, 'none', { stroke: ctx.tint('#5f9e5a'), 'stroke-width': 2.5 });
    out += path(`M${pts(fx - 6, y - 30)} L${pts(fx - 6, y - 20)} Q${pts(fx, y - 14, fx + 6, y - 20)} L${pts(fx + 6, y - 30)} L${pts(fx + 3, y - 26)} L${pts(fx, y - 31)} L${pts(fx - 3, y - 26)}Z`, ctx.tint(colour));
  }
  return out;
}

export const garden: Place = {
  outdoor: true,
  far(ctx) {
    let out = '';
    for (const x of spread(ctx, 5)) out += roundTree(ctx, x, ctx.horizon - 30, ctx.rng.range(90, 130), '#8cc98a');
    out += rect(0, ctx.horizon - 50, ctx.W, 60, ctx.tint('#6fae6a'), { rx: 24 });
    for (let x = 10; x < ctx.W; x += 46) out += circle(x, ctx.horizon - 48, 26, ctx.tint('#77b873'));
    return out;
  },
  mid(ctx) {
    let out = ground(ctx, '#a8d98d', '#7dbf6a', 'garden');
    out += path(`M${pts(ctx.W * 0.42, ctx.horizon)} L${pts(ctx.W * 0.58, ctx.horizon)} L${pts(ctx.W * 0.75, ctx.H)} L${pts(ctx.W * 0.25, ctx.H)}Z`, ctx.tint('#eadbc0'));
    for (let y = ctx.horizon + 20; y < ctx.H; y += 36) out += ellipse(ctx.W / 2 + ctx.rng.range(-20, 20), y, 14 + (y - ctx.horizon) / 12, 5 + (y - ctx.horizon) / 40, ctx.tint('#d8c6a4'));
    out += fence(ctx, 0, ctx.W * 0.36, ctx.horizon + 14, 40) + fence(ctx, ctx.W * 0.64, ctx.W, ctx.horizon + 14, 40);
    out += tulipBed(ctx, ctx.W * 0.14, ctx.horizon + 70, 150) + tulipBed(ctx, ctx.W * 0.86, ctx.horizon + 70, 150);
    return out + grassTufts(ctx, ctx.horizon + 20, ctx.H, 14) + butterflies(ctx, 3);
  },
  near(ctx) {
    return bush(ctx, 50, ctx.H + 6, 70, '#5fae62', true) + bush(ctx, ctx.W - 40, ctx.H + 6, 66, '#5fae62', true) + cornerFlowers(ctx, 6, 34);
  },
};

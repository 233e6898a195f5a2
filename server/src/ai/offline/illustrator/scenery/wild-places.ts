// Mountain, sea and sky: the wide open places.
import { fairWeather, type Ctx } from '../context.ts';
import { cloud } from '../sky.ts';
import { circle, ellipse, g, path, pts, rect, starPath } from '../svg.ts';
import { ground, spread, windingPath, type Place } from './place.ts';
import { bush, grassTufts, hills, pine, rock } from './shapes.ts';

function peak(ctx: Ctx, x: number, base: number, w: number, h: number, colour: string): string {
  const top = base - h;
  const snow = ctx.tint('#f7f9ff');
  return (
    path(`M${pts(x - w / 2, base)} Q${pts(x - w * 0.12, top + h * 0.1, x, top)} Q${pts(x + w * 0.12, top + h * 0.1, x + w / 2, base)}Z`, ctx.tint(colour)) +
    path(`M${pts(x - w * 0.13, top + h * 0.28)} Q${pts(x - w * 0.05, top + h * 0.04, x, top)} Q${pts(x + w * 0.05, top + h * 0.04, x + w * 0.13, top + h * 0.28)} L${pts(x + w * 0.06, top + h * 0.22)} L${pts(x, top + h * 0.3)} L${pts(x - w * 0.06, top + h * 0.22)}Z`, snow)
  );
}

export const mountain: Place = {
  outdoor: true,
  far(ctx) {
    let out = '';
    const xs = spread(ctx, 4);
    for (const x of xs) out += peak(ctx, x, ctx.horizon + 10, ctx.rng.range(260, 360), ctx.rng.range(180, 250), '#a7a9d6');
    for (const x of spread(ctx, 3)) out += peak(ctx, x, ctx.horizon + 20, ctx.rng.range(220, 300), ctx.rng.range(120, 170), '#8f95c9');
    return out;
  },
  mid(ctx) {
    let out = hills(ctx, ctx.horizon + 6, 22, '#8cbf7f', 3) + ground(ctx, '#9bcf85', '#78b06a', 'mountain');
    for (const x of spread(ctx, 8, [0.3, 0.7])) out += pine(ctx, x, ctx.horizon + ctx.rng.range(10, 30), ctx.rng.range(60, 110), '#4f8f6a');
    out += windingPath(ctx, '#d8c7a8');
    for (const x of spread(ctx, 3, [0.3, 0.7])) out += rock(ctx, x, ctx.horizon + ctx.rng.range(50, 90), ctx.rng.range(16, 30));
    return out + grassTufts(ctx, ctx.horizon + 20, ctx.H, 14);
  },
  near(ctx) {
    return rock(ctx, 40, ctx.H + 6, 70, '#9f99b0') + rock(ctx, ctx.W - 30, ctx.H + 10, 60, '#9f99b0') + pine(ctx, ctx.W - 10, ctx.H + 20, 260, '#3f8060');
  },
};

/** Where the sea's surface meets the beach, for floating props. */
export function shoreline(ctx: Ctx): number {
  return ctx.horizon + (ctx.floor - ctx.horizon) * 0.45;
}

function waves(ctx: Ctx, y0: number, y1: number): string {
  let d = '';
  for (let i = 0; i < 16; i++) {
    const x = ctx.rng.range(10, ctx.W - 30);
    const y = ctx.rng.range(y0 + 6, y1 - 6);
    const w = 10 + ((y - y0) / (y1 - y0)) * 16;
    d += `M${pts(x, y)} q${pts(w / 2, -6, w, 0)} q${pts(w / 2, -6, w, 0)}`;
  }
  return path(d, 'none', { stroke: ctx.tint('#e6f6ff'), 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.8 });
}

export const sea: Place = {
  outdoor: true,
  far(ctx) {
    const shore = shoreline(ctx);
    const water = ctx.defs.linear(`sea-${ctx.time}`, [[0, ctx.tint('#5fb3d9')], [1, ctx.tint('#8fd6e6')]]);
    const ix = ctx.W * ctx.rng.range(0.15, 0.85);
    let out = rect(0, ctx.horizon - 2, ctx.W, shore - ctx.horizon + 30, water);
    out += path(`M${pts(ix - 90, ctx.horizon)} Q${pts(ix - 40, ctx.horizon - 40, ix, ctx.horizon - 36)} Q${pts(ix + 50, ctx.horizon - 40, ix + 90, ctx.horizon)}Z`, ctx.tint('#7fb98a'));
    out += rect(ix + 20, ctx.horizon - 70, 12, 40, ctx.tint('#fff6ee')) + rect(ix + 20, ctx.horizon - 58, 12, 8, ctx.tint('#e86a5f'));
    out += path(`M${pts(ix + 18, ctx.horizon - 70)} L${pts(ix + 26, ctx.horizon - 80)} L${pts(ix + 34, ctx.horizon - 70)}Z`, ctx.tint('#e86a5f'));
    if (ctx.time === 'night' || ctx.time === 'evening') out += circle(ix + 26, ctx.horizon - 66, 14, '#fff1a8', { opacity: 0.5 });
    out += waves(ctx, ctx.horizon, shore);
    return out;
  },
  mid(ctx) {
    const shore = shoreline(ctx);
    const sand = ctx.defs.linear(`sand-${ctx.time}`, [[0, ctx.tint('#f7e3b5')], [1, ctx.tint('#eccf95')]]);
    let out = path(`M0 ${pts(shore + 10)} Q${pts(ctx.W * 0.3, shore - 12, ctx.W * 0.6, shore + 6)} T${pts(ctx.W, shore)} L${pts(ctx.W, ctx.H)} L0 ${ctx.H}Z`, sand);
    out += path(`M0 ${pts(shore + 10)} Q${pts(ctx.W * 0.3, shore - 12, ctx.W * 0.6, shore + 6)} T${pts(ctx.W, shore)}`, 'none', { stroke: ctx.tint('#ffffff'), 'stroke-width': 5, opacity: 0.7 });
    for (let i = 0; i < 10; i++) out += circle(ctx.rng.range(0, ctx.W), ctx.rng.range(shore + 30, ctx.H), 1.8, ctx.tint('#d9b77c'));
    return out;
  },
  near(ctx) {
    const star = (x: number, y: number, s: number): string => path(starPath(x, y, s, s * 0.5), ctx.tint('#f49a7a'), { 'stroke-linejoin': 'round', stroke: ctx.tint('#f49a7a'), 'stroke-width': s * 0.25 });
    return (
      bush(ctx, 20, ctx.H + 10, 50, '#8cc27a') + star(ctx.W - 70, ctx.H - 30, 18) + star(70, ctx.H - 22, 13) +
      g({ opacity: 0.9 }, ellipse(ctx.W - 140, ctx.H - 14, 14, 8, ctx.tint('#fbe6dc')))
    );
  },
};

export const skyland: Place = {
  outdoor: true,
  far(ctx) {
    const fill = ctx.time === 'night' ? '#5a6aa8' : ctx.time === 'evening' ? '#ffd2c0' : '#ffffff';
    let out = '';
    for (const x of spread(ctx, 5)) out += cloud(x, ctx.horizon + 20, ctx.rng.range(1.2, 1.8), fill, 0.7);
    for (const x of spread(ctx, 4)) out += cloud(x, ctx.horizon + 60, ctx.rng.range(1.4, 2), fill, 0.85);
    return out;
  },
  mid(ctx) {
    const base = ctx.time === 'night' ? '#8d9ad0' : ctx.time === 'evening' ? '#ffe4d8' : '#ffffff';
    const shade = ctx.time === 'night' ? '#7886c2' : '#e4eefa';
    let out = rect(0, ctx.horizon + 70, ctx.W, ctx.H, shade);
    for (let x = -40; x < ctx.W + 80; x += 90) out += circle(x + ctx.rng.range(-10, 10), ctx.horizon + 90 + ctx.rng.range(-10, 10), ctx.rng.range(60, 80), shade);
    for (let x = 0; x < ctx.W + 80; x += 110) out += circle(x + ctx.rng.range(-10, 10), ctx.horizon + 130 + ctx.rng.range(-8, 8), ctx.rng.range(55, 70), base);
    out += rect(0, ctx.horizon + 140, ctx.W, ctx.H, base);
    return out;
  },
  near(ctx) {
    const base = ctx.time === 'night' ? '#9aa6d8' : '#ffffff';
    let birds = '';
    // Birds fly by day in fair weather only, never through a storm or the snow.
    if (ctx.time !== 'night' && fairWeather(ctx)) {
      for (let i = 0; i < 3; i++) {
        const x = ctx.rng.range(80, ctx.W - 80);
        const y = ctx.rng.range(60, ctx.horizon - 40);
        birds += path(`M${pts(x - 10, y)} Q${pts(x - 5, y - 6, x, y)} Q${pts(x + 5, y - 6, x + 10, y)}`, 'none', { stroke: '#5a5a7a', 'stroke-width': 2, 'stroke-linecap': 'round' });
      }
    }
    return birds + cloud(40, ctx.H + 10, 1.6, base) + cloud(ctx.W - 30, ctx.H + 16, 1.8, base);
  },
};

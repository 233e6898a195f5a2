// The sky by time of day: a soft gradient, the sun or the moon, clouds or stars. It draws into any box so
// indoor scenes can show the same hour through a window.
import type { Ctx, TimeOfDay } from './context.ts';
import type { Rng } from './prng.ts';
import { circle, ellipse, g, path, pts, rect } from './svg.ts';
import { drawWeather } from './weather.ts';

export interface Box { x: number; y: number; w: number; h: number }

const SKY: Record<TimeOfDay, readonly [string, string, string]> = {
  morning: ['#9fd0f0', '#cfe6f2', '#ffe2c4'],
  day: ['#7cc3ee', '#b4ddf5', '#e4f4fb'],
  evening: ['#6c6fb5', '#e98f8a', '#ffc98a'],
  night: ['#121a45', '#243571', '#3d4d8c'],
};

/** A puffy cloud: overlapping circles on a flat base. */
export function cloud(x: number, y: number, s: number, fill: string, opacity = 0.95): string {
  return g(
    { opacity, transform: `translate(${pts(x, y)}) scale(${Math.round(s * 100) / 100})` },
    path('M-60 0 Q-62 -22 -38 -22 Q-34 -48 -6 -44 Q12 -64 34 -42 Q62 -44 58 -18 Q74 -12 66 0 Z', fill),
    ellipse(-4, -2, 62, 6, fill),
  );
}

function sparkle(x: number, y: number, r: number, fill: string): string {
  return path(`M${pts(x, y - r)} Q${pts(x, y, x + r, y)} Q${pts(x, y, x, y + r)} Q${pts(x, y, x - r, y)} Q${pts(x, y, x, y - r)}Z`, fill);
}

function stars(rng: Rng, box: Box, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + rng.range(0.03, 0.97) * box.w;
    const y = box.y + rng.range(0.03, 0.8) * box.h;
    const r = rng.range(1, 2.6);
    out += rng.chance(0.22) ? sparkle(x, y, r * 3.2, '#fff6cf') : circle(x, y, r, '#fffbe6', { opacity: rng.range(0.55, 1) });
  }
  return out;
}

function sun(ctx: Ctx, cx: number, cy: number, r: number, warm: boolean): string {
  const glow = ctx.defs.radial(warm ? 'sunglow-warm' : 'sunglow', [
    [0, warm ? '#fff0c0' : '#fffbe0', 0.9],
    [0.45, warm ? '#ffc97a' : '#fff3b0', 0.35],
    [1, warm ? '#ffb070' : '#fff3b0', 0],
  ]);
  return circle(cx, cy, r * 3.2, glow) + circle(cx, cy, r, warm ? '#ffd27a' : '#ffe58a') + circle(cx - r * 0.25, cy - r * 0.25, r * 0.55, '#fff4c4', { opacity: 0.6 });
}

function moon(ctx: Ctx, cx: number, cy: number, r: number): string {
  const glow = ctx.defs.radial('moonglow', [[0, '#fff8d8', 0.45], [1, '#fff8d8', 0]]);
  return (
    circle(cx, cy, r * 3, glow) +
    // A crescent: the outer arc around the left of the disc, back along a slightly smaller inner arc.
    path(`M${pts(cx + r * 0.5, cy - r * 0.87)} A${pts(r, r, 0, 1, 0, cx + r * 0.5, cy + r * 0.87)} A${pts(r * 0.95, r * 0.95, 0, 0, 1, cx + r * 0.5, cy - r * 0.87)}Z`, '#fff3c2') +
    circle(cx - r * 0.55, cy + r * 0.3, r * 0.12, '#f1dfa0') +
    circle(cx - r * 0.6, cy - r * 0.3, r * 0.08, '#f1dfa0')
  );
}

/** Grey skies: rain, storm, snow and fog hide the sun (and a storm the moon). */
const OVERCAST: Record<TimeOfDay, readonly [string, string, string]> = {
  morning: ['#8d9bb0', '#b3bccb', '#d2d6de'],
  day: ['#8a9bb4', '#aebbcc', '#cfd7e2'],
  evening: ['#5f5f86', '#8a7f9a', '#b59a9a'],
  night: ['#141a36', '#222a52', '#323a66'],
};

export function drawSky(ctx: Ctx, box: Box, opts: { celestial?: boolean; clouds?: number } = {}): string {
  const rng = ctx.rng.fork(`sky-${box.x}-${box.y}`);
  const grey = ctx.weather !== 'clear' && ctx.weather !== 'wind';
  const [top, mid, low] = (grey ? OVERCAST : SKY)[ctx.time];
  const fill = ctx.defs.linear(`sky-${ctx.time}${grey ? '-grey' : ''}`, [[0, top], [0.6, mid], [1, low]]);
  if (grey) opts = { ...opts, celestial: ctx.weather === 'fog' || (ctx.time === 'night' && ctx.weather !== 'storm') ? opts.celestial : false, clouds: (opts.clouds ?? 3) + 2 };
  let out = rect(box.x, box.y, box.w, box.h, fill);
  const small = box.w < 300;
  const r = small ? Math.max(10, box.w * 0.09) : 34;
  const side = rng.chance(0.5);
  const cx = box.x + box.w * (side ? rng.range(0.68, 0.85) : rng.range(0.15, 0.32));
  // Clouds first, then the sun or moon in front: a hidden moon reads as a missing one.
  const count = opts.clouds ?? (small ? 1 : rng.int(2, 4));
  const cloudFill = ctx.weather === 'storm' ? (ctx.time === 'night' ? '#2e3458' : '#6a7088') : grey ? (ctx.time === 'night' ? '#3e4670' : '#c4cad6') : ctx.time === 'night' ? '#4a5a98' : ctx.time === 'evening' ? '#ffd9c2' : '#ffffff';
  let clouds = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + box.w * ((i + rng.range(0.2, 0.8)) / count);
    const y = box.y + box.h * rng.range(0.12, small ? 0.5 : 0.4);
    clouds += cloud(x, y, (small ? 0.35 : rng.range(0.6, 1.1)) * (box.w / 800 + 0.25), cloudFill, ctx.time === 'night' ? 0.6 : 0.92);
  }
  if (ctx.time === 'night') {
    out += stars(rng, box, small ? 12 : 60) + clouds;
    if (opts.celestial !== false) out += moon(ctx, cx, box.y + box.h * (small ? 0.32 : 0.2), r * 0.95);
  } else {
    out += clouds;
    if (opts.celestial !== false) {
      const cy = box.y + box.h * (ctx.time === 'day' ? 0.18 : ctx.time === 'morning' ? 0.42 : 0.55);
      out += sun(ctx, cx, cy, r, ctx.time !== 'day');
    }
  }
  // A window or a cave mouth shows the weather outside; outdoors the scene draws it over everything.
  if (box.w < ctx.W) out += drawWeather(ctx, ctx.weather, box);
  return out;
}

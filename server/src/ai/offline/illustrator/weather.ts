// Weather over a scene: rain, a storm (dark sky, heavy rain, a lightning bolt), snow (flakes and a white
// ground), wind (streaks and flying leaves) and fog (pale bands). Drawn in front of everything outdoors;
// indoors only the window shows it (the sky box gets the same drops).
import type { SceneWeather } from '../../scene-brief.ts';
import type { Ctx } from './context.ts';
import { circle, ellipse, path, pts, rect } from './svg.ts';

function drops(ctx: Ctx, box: { x: number; y: number; w: number; h: number }, count: number, slant: number, len: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + ctx.rng.range(0, box.w);
    const y = box.y + ctx.rng.range(0, box.h);
    d += `M${pts(x, y)} l${pts(slant, len)}`;
  }
  return path(d, 'none', { stroke: '#d8ecff', 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.75 });
}

function bolt(x: number, y: number, s: number): string {
  return path(`M${pts(x, y)} l${pts(-22 * s, 62 * s)} l${pts(18 * s, 0)} l${pts(-16 * s, 58 * s)} l${pts(44 * s, -78 * s)} l${pts(-20 * s, 0)} l${pts(18 * s, -42 * s)}Z`, '#fff27a', { stroke: '#ffd23a', 'stroke-width': 2, 'stroke-linejoin': 'round' });
}

/** What the weather adds in front of the scene, in a box (the whole picture outdoors, a window indoors). */
export function drawWeather(ctx: Ctx, weather: SceneWeather, box = { x: 0, y: 0, w: ctx.W, h: ctx.H }): string {
  const small = box.w < 300;
  switch (weather) {
    case 'rain':
      return drops(ctx, box, small ? 14 : 90, -6, 22);
    case 'storm':
      return rect(box.x, box.y, box.w, box.h, '#2a2f55', { opacity: 0.22 }) + drops(ctx, box, small ? 20 : 140, -14, 30) +
        bolt(box.x + box.w * ctx.rng.range(0.2, 0.8), box.y + (small ? 4 : 20), small ? 0.35 : 1);
    case 'snow': {
      let out = '';
      for (let i = 0; i < (small ? 14 : 80); i++) out += circle(box.x + ctx.rng.range(0, box.w), box.y + ctx.rng.range(0, box.h), ctx.rng.range(2, 5), '#ffffff', { opacity: 0.9 });
      if (!small) out = path(`M0 ${pts(ctx.H)} L0 ${pts(ctx.floor + 40)} Q${pts(ctx.W * 0.3, ctx.floor + 20, ctx.W * 0.6, ctx.floor + 44)} T${pts(ctx.W, ctx.floor + 36)} L${pts(ctx.W, ctx.H)}Z`, '#f4f8ff', { opacity: 0.85 }) + out;
      return out;
    }
    case 'wind': {
      let d = '';
      let leaves = '';
      for (let i = 0; i < (small ? 3 : 9); i++) {
        const x = box.x + ctx.rng.range(0, box.w * 0.8);
        const y = box.y + ctx.rng.range(box.h * 0.05, box.h * 0.7);
        const w = ctx.rng.range(60, 140) * (small ? 0.4 : 1);
        d += `M${pts(x, y)} q${pts(w / 2, -12, w, 0)} q${pts(w / 4, 8, w / 2, -4)}`;
        leaves += ellipse(x + w * 1.3, y + ctx.rng.range(-20, 20), 7, 3.5, ctx.rng.pick(['#e8a23a', '#c8642e', '#8fbf5a'] as const), { transform: `rotate(${pts(ctx.rng.range(-40, 40))} ${pts(x + w * 1.3, y)})` });
      }
      return path(d, 'none', { stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 }) + leaves;
    }
    case 'fog': {
      let out = '';
      for (let i = 0; i < 4; i++) {
        const y = box.y + box.h * (0.35 + i * 0.14);
        out += ellipse(box.x + box.w * ctx.rng.range(0.2, 0.8), y, box.w * 0.7, box.h * 0.06 + 10, '#f2f2f8', { opacity: 0.45 });
      }
      return out;
    }
    default:
      return '';
  }
}

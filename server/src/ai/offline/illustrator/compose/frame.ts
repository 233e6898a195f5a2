// Finishing touches: a soft vignette for every page, and the cover's decorative frame (a cream border,
// a gold inner line, corner stars and scattered sparkles).
import type { Ctx } from '../context.ts';
import type { Rng } from '../prng.ts';
import { circle, path, pts, rect, starPath } from '../svg.ts';

export function vignette(ctx: Ctx, strength: number): string {
  const fill = ctx.defs.radial('vignette', [[0.55, '#3a2a4a', 0], [1, '#3a2a4a', strength]], 0.5, 0.5, 0.75);
  return rect(0, 0, ctx.W, ctx.H, fill);
}

export function sparkles(rng: Rng, W: number, y0: number, y1: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(50, W - 50);
    const y = rng.range(y0, y1);
    const r = rng.range(4, 9);
    out += path(`M${pts(x, y - r)} Q${pts(x, y, x + r, y)} Q${pts(x, y, x, y + r)} Q${pts(x, y, x - r, y)} Q${pts(x, y, x, y - r)}Z`, rng.pick(['#fff6c4', '#ffe08a', '#ffffff'] as const), { opacity: 0.9 });
  }
  return out;
}

export function coverFrame(ctx: Ctx): string {
  const { W, H } = ctx;
  const m = 16;
  const border = `M0 0 L${W} 0 L${W} ${H} L0 ${H}Z M${pts(m + 24, m)} L${pts(W - m - 24, m)} Q${pts(W - m, m, W - m, m + 24)} L${pts(W - m, H - m - 24)} Q${pts(W - m, H - m, W - m - 24, H - m)} L${pts(m + 24, H - m)} Q${pts(m, H - m, m, H - m - 24)} L${pts(m, m + 24)} Q${pts(m, m, m + 24, m)}Z`;
  let out = path(border, '#fff4e2', { 'fill-rule': 'evenodd' });
  out += rect(m + 8, m + 8, W - 2 * m - 16, H - 2 * m - 16, 'none', { rx: 18, stroke: '#e8b84e', 'stroke-width': 3 });
  out += rect(m, m, W - 2 * m, H - 2 * m, 'none', { rx: 24, stroke: '#e9d2b4', 'stroke-width': 2 });
  for (const [x, y] of [[m + 8, m + 8], [W - m - 8, m + 8], [m + 8, H - m - 8], [W - m - 8, H - m - 8]] as const) {
    out += circle(x, y, 16, '#fff4e2') + path(starPath(x, y, 13, 5.5), '#f2c14e', { stroke: '#d9a13a', 'stroke-width': 1.5, 'stroke-linejoin': 'round' });
  }
  for (const x of [W * 0.25, W * 0.5, W * 0.75]) {
    out += circle(x, m / 2 + 1, 4, '#f6a5c0') + circle(x, H - m / 2 - 1, 4, '#9fd3f5');
  }
  return out;
}

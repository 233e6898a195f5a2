// Props that become part of the landscape (a bridge, a boat) or hang in the sky (a rainbow, a wishing
// star, a kite): drawn in scene coordinates.
import type { Ctx } from '../context.ts';
import { circle, ellipse, g, line, path, pts, rect, starPath } from '../svg.ts';
import { ol } from '../characters/parts.ts';

export function rainbow(ctx: Ctx, cx: number, base: number, r: number): string {
  const bands = ['#f59a9a', '#ffc98a', '#fff0a0', '#a8e0a0', '#9fd3f5', '#c3a6f0'] as const;
  let out = '';
  bands.forEach((c, i) => {
    const rr = r - i * r * 0.07;
    out += path(`M${pts(cx - rr, base)} A${pts(rr, rr, 0, 0, 1, cx + rr, base)}`, 'none', { stroke: c, 'stroke-width': r * 0.075, opacity: ctx.time === 'night' ? 0.45 : 0.8 });
  });
  return out;
}

export function wishingStar(x: number, y: number): string {
  return circle(x, y, 46, '#fff3a0', { opacity: 0.3 }) + circle(x, y, 26, '#fff3a0', { opacity: 0.4 }) +
    path(`M${pts(x - 20, y + 10)} Q${pts(x - 90, y + 30, x - 150, y + 80)}`, 'none', { stroke: '#fff3c4', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.6 }) +
    path(starPath(x, y, 24, 11), '#ffd84a', ol('#ffd84a', 2.5));
}

/** A kite in the sky on a string that runs down to (hx, hy), sagging a little toward side dir. */
export function kite(x: number, y: number, hx: number, hy: number, dir: 1 | -1 = 1): string {
  return (
    path(`M${pts(x, y + 40)} Q${pts((x + hx) / 2 + dir * 30, (y + hy) / 2 + 30, hx, hy)}`, 'none', { stroke: '#ffffff', 'stroke-width': 1.8, opacity: 0.9 }) +
    path(`M${pts(x, y + 40)} q-10 14 0 22 q10 8 0 20`, 'none', { stroke: '#e85d5d', 'stroke-width': 2.5 }) +
    g({ transform: `translate(${pts(x, y)}) rotate(${dir * -12})` },
      path('M0 -40 L28 0 L0 42 L-28 0Z', '#f6a5c0', ol('#f6a5c0', 2.5)),
      path('M0 -40 L28 0 L0 0Z', '#ffd166'),
      path('M0 0 L-28 0 L0 42Z', '#9fd3f5'),
      path('M0 -40 L0 42 M-28 0 L28 0', 'none', { stroke: '#ffffff', 'stroke-width': 2 }))
  );
}

/** A stream running down from the horizon under an arched wooden bridge at (x, y), then turning to leave
 * the picture by the nearer side, above the characters' feet, so nobody and nothing stands in the water. */
export function bridge(ctx: Ctx, x: number, y: number): string {
  const water = ctx.tint('#8fd0e8');
  const dir = x < ctx.W / 2 ? -1 : 1;
  const sx = x - 15;
  const exitY = Math.min(y + 34, ctx.floor - 70);
  const end = { x: dir < 0 ? -30 : ctx.W + 30, y: exitY };
  const at = (t: number): { x: number; y: number } => {
    const u = 1 - t;
    const c1 = { x: sx, y: y + 16 };
    const c2 = { x: sx + dir * 30, y: exitY };
    return {
      x: u ** 3 * sx + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t ** 3 * end.x,
      y: u ** 3 * ctx.horizon + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t ** 3 * end.y,
    };
  };
  const left: string[] = [];
  const right: string[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = at(t);
    const q = at(Math.min(1, t + 0.01));
    const o = at(Math.max(0, t - 0.01));
    const len = Math.hypot(q.x - o.x, q.y - o.y) || 1;
    const nx = -(q.y - o.y) / len;
    const ny = (q.x - o.x) / len;
    const w = 9 + 30 * t;
    left.push(pts(p.x + nx * w, p.y + ny * w));
    right.unshift(pts(p.x - nx * w, p.y - ny * w));
  }
  const r1 = at(0.3);
  const r2 = at(0.8);
  const stream = path(`M${left.join(' L')} L${right.join(' L')}Z`, water) +
    path(`M${pts(r1.x - 8, r1.y)} q8 -4 16 0 M${pts(r2.x - 8, r2.y)} q8 -4 16 0`, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.7 });
  const wood = '#c98f5a';
  let planks = '';
  for (let i = 0; i < 7; i++) planks += line(x - 78 + i * 20, y - 22 - Math.sin((i / 6) * Math.PI) * 18, x - 78 + i * 20, y - 52 - Math.sin((i / 6) * Math.PI) * 18, '#a9703f', 4);
  return stream + g({},
    path(`M${pts(x - 90, y + 6)} Q${pts(x - 30, y - 54, x + 40, y + 6)} L${pts(x + 40, y - 6)} Q${pts(x - 30, y - 66, x - 90, y - 6)}Z`, wood, ol(wood, 2.5)),
    planks,
    path(`M${pts(x - 82, y - 46)} Q${pts(x - 30, y - 90, x + 42, y - 46)}`, 'none', { stroke: '#a9703f', 'stroke-width': 5, 'stroke-linecap': 'round' }));
}

/** A little sailing boat on water (the sea, or a pond drawn for it). */
export function boat(ctx: Ctx, x: number, y: number, pond: boolean): string {
  const hull = '#e2735e';
  const pondSvg = pond ? ellipse(x, y + 6, 110, 26, ctx.tint('#8fd0e8')) + ellipse(x, y + 6, 110, 26, 'none', { stroke: ctx.tint('#c8b890'), 'stroke-width': 4 }) : '';
  return pondSvg + g({},
    line(x, y - 8, x, y - 86, '#8a5a44', 4),
    path(`M${pts(x + 4, y - 84)} L${pts(x + 46, y - 20)} L${pts(x + 4, y - 20)}Z`, '#fff8ec', ol('#fff8ec', 2.5)),
    path(`M${pts(x - 4, y - 70)} L${pts(x - 34, y - 22)} L${pts(x - 4, y - 22)}Z`, '#9fd3f5', ol('#9fd3f5', 2.5)),
    path(`M${pts(x - 54, y - 16)} L${pts(x + 56, y - 16)} Q${pts(x + 44, y + 8, x + 30, y + 8)} L${pts(x - 32, y + 8)} Q${pts(x - 46, y + 8, x - 54, y - 16)}Z`, hull, ol(hull, 2.5)),
    rect(x - 40, y - 10, 80, 4, '#fff1dc', { rx: 2 }),
    path(`M${pts(x - 70, y + 12)} q10 -5 20 0 M${pts(x + 50, y + 12)} q10 -5 20 0`, 'none', { stroke: '#ffffff', 'stroke-width': 2.5, 'stroke-linecap': 'round' }));
}

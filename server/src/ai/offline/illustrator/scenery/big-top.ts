// The circus seen from inside its big top (issue 10: a chapter inside the big top was drawn from outside, on
// the village green): red and white canvas rising to the king pole, rows of seats full of round faces, a
// trapeze up high, spotlights, and the sawdust ring with its striped kerb where the cast stands. The open
// door flap shows the hour outside; the spotlights stay lit at every hour, since the show is on.
import type { Ctx } from '../context.ts';
import { drawSky } from '../sky.ts';
import { circle, ellipse, line, path, pts, rect } from '../svg.ts';
import { dusk } from './indoor-places.ts';
import type { Place } from './place.ts';

const RED = '#d8434f';
const CANVAS = '#fbf1e4';
const FACES = ['#f6d2b8', '#e8b48e', '#c98f6a', '#8d5a3f', '#f3c9a8'] as const;
const CLOTHES = ['#7d8fd8', '#ffd166', '#8fcf7e', '#f6a5c0', '#c3a6f0', '#7fc8f0', '#ffb84a'] as const;

/** The canvas: stripes fanning out from the top of the king pole, above the picture. */
function canvas(ctx: Ctx): string {
  const top = { x: ctx.W / 2, y: -ctx.H * 0.35 };
  let out = rect(0, 0, ctx.W, ctx.horizon, CANVAS);
  const n = 14;
  for (let i = 0; i < n; i += 2) {
    const x0 = -ctx.W * 0.4 + (i * ctx.W * 1.8) / n;
    const x1 = -ctx.W * 0.4 + ((i + 1) * ctx.W * 1.8) / n;
    out += path(`M${pts(top.x, top.y)} L${pts(x0, ctx.horizon)} L${pts(x1, ctx.horizon)}Z`, RED);
  }
  // The king pole and a garland of little flags where the canvas meets the wall.
  out += rect(ctx.W / 2 - 8, 0, 16, ctx.horizon, '#c9a04e');
  let d = '';
  for (let x = 0; x < ctx.W; x += 60) d += `M${pts(x, 40)} Q${pts(x + 30, 62, x + 60, 40)} `;
  out += path(d.trim(), 'none', { stroke: '#8a6a8a', 'stroke-width': 2 });
  for (let x = 15; x < ctx.W; x += 30) out += path(`M${pts(x - 7, 50)} L${pts(x + 7, 50)} L${pts(x, 64)}Z`, CLOTHES[Math.round(x / 30) % CLOTHES.length] ?? '#ffd166');
  return out;
}

/** The trapeze hanging from the canvas, high over the ring. */
function trapeze(x: number, y: number): string {
  return line(x - 26, 0, x - 26, y, '#6a5a7a', 2.5) + line(x + 26, 0, x + 26, y, '#6a5a7a', 2.5) + rect(x - 30, y - 3, 60, 7, '#c9a04e', { rx: 3 });
}

/** Rows of seats rising behind the ring, full of round-headed people watching. */
function stands(ctx: Ctx): string {
  const rows = 3;
  const top = ctx.horizon - 110;
  let out = rect(0, top, ctx.W, ctx.horizon - top, '#7a4a6a');
  for (let r = 0; r < rows; r++) {
    const y = top + 16 + r * 34;
    out += rect(0, y + 16, ctx.W, 6, '#5e3a55');
    for (let x = 14 + (r % 2) * 16; x < ctx.W; x += 32) {
      if (Math.abs(x - ctx.W / 2) < 16) continue;
      out += rect(x - 11, y + 2, 22, 16, ctx.rng.pick(CLOTHES), { rx: 6 }) + circle(x, y - 6, 9, ctx.rng.pick(FACES));
    }
  }
  return out;
}

/** A spotlight's beam from high up, a pale cone onto the ring. */
function beam(x0: number, x1: number, y: number, w: number): string {
  return path(`M${pts(x0 - 10, 0)} L${pts(x0 + 10, 0)} L${pts(x1 + w, y)} L${pts(x1 - w, y)}Z`, '#fff3c0', { opacity: 0.22 });
}

/** The door flap held open at one side, the day or the night outside. */
function doorFlap(ctx: Ctx, x: number): string {
  const w = 70;
  const y = ctx.horizon - 150;
  return drawSky(ctx, { x, y, w, h: 150 }, { clouds: 1 }) + path(`M${pts(x, y)} L${pts(x + w * 0.4, y)} L${pts(x, ctx.horizon)}Z`, RED) +
    path(`M${pts(x + w, y)} L${pts(x + w * 0.6, y)} L${pts(x + w, ctx.horizon)}Z`, RED) + rect(x - 6, y - 8, w + 12, 10, '#c9a04e', { rx: 3 });
}

export const circus: Place = {
  outdoor: false,
  lamp: (ctx) => ({ x: ctx.W * 0.5, y: ctx.horizon - 40 }),
  far(ctx) {
    let out = canvas(ctx) + stands(ctx) + trapeze(ctx.W * (ctx.variation % 2 === 0 ? 0.3 : 0.7), 130);
    out += doorFlap(ctx, ctx.W * (ctx.variation % 2 === 0 ? 0.82 : 0.1));
    return out + beam(ctx.W * 0.15, ctx.W * 0.42, ctx.floor, 70) + beam(ctx.W * 0.85, ctx.W * 0.58, ctx.floor, 70);
  },
  mid(ctx) {
    // The ring: sawdust inside a red and white striped kerb, the floor dark around it.
    let out = rect(0, ctx.horizon, ctx.W, ctx.H - ctx.horizon, '#6a3f58');
    const cy = (ctx.horizon + ctx.H) / 2 + 20;
    const rx = ctx.W * 0.56;
    const ry = (ctx.H - ctx.horizon) * 0.62;
    out += ellipse(ctx.W / 2, cy, rx, ry, '#e9c98f');
    const n = 24;
    for (let i = 0; i < n; i++) {
      const a0 = (i / n) * Math.PI * 2;
      const a1 = ((i + 1) / n) * Math.PI * 2;
      const p = (a: number, k: number): string => pts(ctx.W / 2 + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k);
      out += path(`M${p(a0, 1)} L${p(a1, 1)} L${p(a1, 0.92)} L${p(a0, 0.92)}Z`, i % 2 === 0 ? RED : '#ffffff');
    }
    for (let i = 0; i < 20; i++) out += circle(ctx.rng.range(ctx.W * 0.2, ctx.W * 0.8), ctx.rng.range(ctx.horizon + 40, ctx.H - 20), 2, '#d4ae6e');
    return out + dusk(ctx);
  },
  near(ctx) {
    // A star-painted tub a performer stands on, at one edge.
    const x = ctx.W - 70;
    return path(`M${pts(x - 44, ctx.H)} L${pts(x - 34, ctx.H - 70)} L${pts(x + 34, ctx.H - 70)} L${pts(x + 44, ctx.H)}Z`, '#7d8fd8') +
      ellipse(x, ctx.H - 70, 34, 9, '#ffd166') + path(`M${pts(x, ctx.H - 52)} l6 14 l15 1 l-12 9 l5 15 l-14 -9 l-14 9 l5 -15 l-12 -9 l15 -1Z`, '#ffd166');
  },
};

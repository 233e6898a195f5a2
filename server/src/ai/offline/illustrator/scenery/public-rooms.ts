// The swimming pool, the hall and the aquarium: big rooms a family goes into on a day out. The pool is blue water with
// lane ropes, a slide and tiles; the hall is one big room that serves the museum, the shop, the station and
// the school hall, by turns a gallery (frames on the wall, a rope on brass posts) and a room of shelves
// (goods in rows, a counter). Like the other rooms they keep their own colours and show the hour through
// their high windows; their ceiling lamps light them after dark.
import type { Ctx } from '../context.ts';
import { darken } from '../color.ts';
import { circle, ellipse, line, path, pts, rect } from '../svg.ts';
import { dusk, lampLit, plant, windowWithSky } from './indoor-places.ts';
import type { Place } from './place.ts';

/** A lamp hanging from the ceiling on a cord, its shade lit after dark. */
function hangingLamp(ctx: Ctx, x: number, y: number): string {
  const on = lampLit(ctx);
  return line(x, 0, x, y - 16, '#6a5a7a', 3) + (on ? circle(x, y, 46, '#ffe3a0', { opacity: 0.35 }) : '') +
    path(`M${pts(x - 26, y)} Q${pts(x, y - 34, x + 26, y)}Z`, on ? '#ffe08a' : '#f2a65a');
}

/** A wall of small square tiles. */
function tiles(x: number, y: number, w: number, h: number, colour: string, size: number): string {
  let out = rect(x, y, w, h, colour);
  const grout = darken(colour, 0.1);
  for (let gx = x + size; gx < x + w; gx += size) out += line(gx, y, gx, y + h, grout, 1.2, { opacity: 0.6 });
  for (let gy = y + size; gy < y + h; gy += size) out += line(x, gy, x + w, gy, grout, 1.2, { opacity: 0.6 });
  return out;
}

/** Where the pool's water ends near the reader: the cast stands on the tiled side beyond it. */
const poolEdge = (ctx: Ctx): number => ctx.floor - 36;

/** A water slide: a ladder up to a little platform, a yellow chute curling down into the water. */
function slide(x: number, top: number, water: number): string {
  const rail = '#8d96b8';
  let out = line(x, water, x, top, rail, 6) + line(x + 30, water, x + 30, top, rail, 6);
  for (let y = top + 20; y < water; y += 22) out += line(x, y, x + 30, y, rail, 4);
  out += rect(x - 6, top - 6, 48, 10, '#7d8fd8', { rx: 3 });
  out += path(`M${pts(x + 36, top)} C${pts(x + 140, top, x + 60, water - 40, x + 170, water - 6)}`, 'none', { stroke: '#ffd166', 'stroke-width': 26, 'stroke-linecap': 'round' });
  return out + path(`M${pts(x + 36, top - 8)} C${pts(x + 140, top - 8, x + 60, water - 48, x + 170, water - 16)}`, 'none', { stroke: '#f2b33e', 'stroke-width': 5, 'stroke-linecap': 'round' });
}

/** A lane rope across the water: red and white floats on a line. */
function laneRope(ctx: Ctx, y: number): string {
  let out = '';
  for (let x = 6; x < ctx.W; x += 16) out += ellipse(x, y, 7, 4, Math.round(x / 16) % 4 < 2 ? '#e2574c' : '#ffffff');
  return out;
}

export const pool: Place = {
  outdoor: false,
  lamp: (ctx) => ({ x: ctx.W * 0.5, y: 40 }),
  far(ctx) {
    let out = tiles(0, 0, ctx.W, ctx.horizon, '#d8eef5', 24);
    const w = ctx.W * 0.18;
    for (const k of [0.22, 0.5, 0.78]) out += windowWithSky(ctx, ctx.W * k - w / 2, ctx.horizon * 0.1, w, ctx.horizon * 0.36, false);
    // A band of darker tiles along the wall, just above the water.
    out += rect(0, ctx.horizon - 40, ctx.W, 14, '#5fb3d9');
    out += slide(ctx.W * (ctx.variation % 2 === 0 ? 0.06 : 0.7), ctx.horizon - 150, ctx.horizon + 10);
    return out + hangingLamp(ctx, ctx.W * 0.36, 40) + hangingLamp(ctx, ctx.W * 0.64, 40);
  },
  mid(ctx) {
    const edge = poolEdge(ctx);
    const top = ctx.horizon - 26;
    // The tiled side the cast stands on, then the water from the far wall to the near edge.
    let out = tiles(0, edge, ctx.W, ctx.H - edge, '#eef3f6', 30);
    const water = ctx.defs.linear('pool-water', [[0, '#5fc3e8'], [1, '#2f98d0']]);
    out += rect(0, top, ctx.W, edge - top, water);
    for (const y of [top + (edge - top) * 0.35, top + (edge - top) * 0.7]) out += laneRope(ctx, y);
    // Light wobbling on the water.
    for (let i = 0; i < 14; i++) {
      const x = ctx.rng.range(20, ctx.W - 40);
      const y = ctx.rng.range(top + 10, edge - 10);
      out += path(`M${pts(x, y)} q8 -5 16 0 q8 5 16 0`, 'none', { stroke: '#dff6ff', 'stroke-width': 2.5, 'stroke-linecap': 'round', opacity: 0.8 });
    }
    out += rect(0, edge - 4, ctx.W, 12, '#ffffff') + rect(0, edge + 8, ctx.W, 4, '#bcd3de');
    // The steps' handrails curving over the edge into the water, on one side.
    const lx = ctx.W * (ctx.variation % 2 === 0 ? 0.86 : 0.14);
    for (const dx of [0, 34]) out += path(`M${pts(lx + dx, edge + 30)} L${pts(lx + dx, edge - 40)} Q${pts(lx + dx, edge - 58, lx + dx - 16, edge - 50)} L${pts(lx + dx - 16, edge - 10)}`, 'none', { stroke: '#b8c0d0', 'stroke-width': 5, 'stroke-linecap': 'round' });
    return out + dusk(ctx);
  },
  near(ctx) {
    // A rubber ring and a folded striped towel at the edges.
    return circle(52, ctx.H - 24, 36, 'none', { stroke: '#e2574c', 'stroke-width': 18 }) +
      path(`M${pts(52 - 36, ctx.H - 24)} a36 36 0 0 1 12 -26 M${pts(52 + 26, ctx.H - 50)} a36 36 0 0 1 10 26`, 'none', { stroke: '#ffffff', 'stroke-width': 18 }) +
      rect(ctx.W - 130, ctx.H - 34, 110, 34, '#7fc8f0', { rx: 6 }) + rect(ctx.W - 130, ctx.H - 24, 110, 8, '#ffd166');
  },
};

/** The hall's two faces, taken in turn by the pages: a gallery and a room of shelves. */
const shelved = (ctx: Ctx): boolean => ctx.variation % 2 === 1;

/** A framed picture: a gilt frame round a tiny landscape or a bowl of fruit, no words. */
function frame(x: number, y: number, w: number, h: number, kind: number): string {
  let out = rect(x, y, w, h, '#c9a04e', { rx: 3 }) + rect(x + 8, y + 8, w - 16, h - 16, kind === 1 ? '#f6e7d0' : '#cfe8f5');
  if (kind === 1) out += ellipse(x + w / 2, y + h - 22, w * 0.3, 10, '#7fb8e8') + circle(x + w / 2 - 12, y + h - 34, 10, '#e2574c') + circle(x + w / 2 + 10, y + h - 36, 10, '#ffd166');
  else out += path(`M${pts(x + 8, y + h - 8)} Q${pts(x + w / 2, y + h * 0.3, x + w - 8, y + h - 8)}Z`, '#8fcf7e') + circle(x + w - 26, y + 24, 8, '#ffd166');
  return out;
}

/** A tall shelf unit of goods: boxes, jars and tins in rows. */
function goodsShelf(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, '#c9ccd8', { rx: 4 }) + rect(x + 6, y + 6, w - 12, h - 12, '#eef0f5');
  const rows = 4;
  const rowH = (h - 12) / rows;
  const colours = ['#e2574c', '#ffd166', '#8fcf7e', '#7fc8f0', '#f6a5c0', '#ffb84a', '#c3a6f0'] as const;
  for (let r = 0; r < rows; r++) {
    const base = y + 6 + (r + 1) * rowH;
    let bx = x + 10;
    while (bx < x + w - 30) {
      const bw = ctx.rng.range(16, 26);
      const bh = rowH * ctx.rng.range(0.5, 0.8);
      const c = ctx.rng.pick(colours);
      out += ctx.rng.chance(0.3) ? ellipse(bx + bw / 2, base - bh / 2, bw / 2, bh / 2, c) : rect(bx, base - bh, bw, bh, c, { rx: 3 });
      bx += bw + 4;
    }
    out += rect(x + 6, base - 3, w - 12, 6, '#a9acbc');
  }
  return out;
}

/** A chequered floor of big pale tiles from the wall to the bottom edge. */
function chequerFloor(ctx: Ctx): string {
  let out = rect(0, ctx.horizon, ctx.W, ctx.H - ctx.horizon, '#f3ece0');
  const size = 56;
  for (let r = 0; ctx.horizon + r * size < ctx.H; r++) {
    for (let c = r % 2; c * size < ctx.W; c += 2) out += rect(c * size, ctx.horizon + r * size, size, size, '#d9cfe6');
  }
  return out;
}

export const hall: Place = {
  outdoor: false,
  lamp: (ctx) => ({ x: ctx.W * 0.5, y: 60 }),
  far(ctx) {
    let out = rect(0, 0, ctx.W, ctx.horizon, '#f5e9d6');
    // Pillars either side, a tall window in the middle, a big clock above it.
    for (const x of [ctx.W * 0.04, ctx.W * 0.96]) out += rect(x - 22, 0, 44, ctx.horizon, '#e8d8c0') + rect(x - 30, ctx.horizon - 24, 60, 24, '#dccab0');
    const w = ctx.W * 0.16;
    out += windowWithSky(ctx, ctx.W / 2 - w / 2, ctx.horizon * 0.28, w, ctx.horizon * 0.5, true);
    out += circle(ctx.W / 2, 54, 30, '#c88a5a') + circle(ctx.W / 2, 54, 24, '#fff8ec') + line(ctx.W / 2, 54, ctx.W / 2, 38, '#5a4a6a', 3) + line(ctx.W / 2, 54, ctx.W / 2 + 12, 58, '#5a4a6a', 3);
    if (shelved(ctx)) out += goodsShelf(ctx, ctx.W * 0.1, ctx.horizon * 0.2, ctx.W * 0.28, ctx.horizon * 0.8) + goodsShelf(ctx, ctx.W * 0.62, ctx.horizon * 0.2, ctx.W * 0.28, ctx.horizon * 0.8);
    else {
      const y = ctx.horizon * 0.3;
      out += frame(ctx.W * 0.08, y, 130, 100, 0) + frame(ctx.W * 0.27, y + 10, 84, 110, 1);
      out += frame(ctx.W * 0.63, y + 4, 96, 116, 1) + frame(ctx.W * 0.78, y, 120, 90, 0);
    }
    out += rect(0, ctx.horizon - 10, ctx.W, 12, '#dccab0');
    return out + hangingLamp(ctx, ctx.W * 0.3, 60) + hangingLamp(ctx, ctx.W * 0.7, 60);
  },
  mid(ctx) {
    let out = chequerFloor(ctx);
    if (shelved(ctx)) {
      // A counter with a till at one side, goods baskets in front.
      const cx = ctx.W * 0.08;
      out += rect(cx, ctx.horizon - 40, 160, 80, '#c98f63', { rx: 6 }) + rect(cx, ctx.horizon - 48, 160, 12, '#b27a52', { rx: 4 });
      out += rect(cx + 100, ctx.horizon - 84, 44, 36, '#8d96b8', { rx: 4 }) + rect(cx + 106, ctx.horizon - 78, 32, 12, '#cfe8f5');
    } else {
      // A rope on brass posts before a pedestal with a vase, at one side.
      const px = ctx.W * 0.16;
      out += rect(px - 30, ctx.horizon - 50, 60, 90, '#efe6f5', { rx: 3 }) + path(`M${pts(px - 16, ctx.horizon - 50)} Q${pts(px - 30, ctx.horizon - 90, px - 8, ctx.horizon - 110)} L${pts(px + 8, ctx.horizon - 110)} Q${pts(px + 30, ctx.horizon - 90, px + 16, ctx.horizon - 50)}Z`, '#5fb3d9');
      for (const x of [px - 70, px + 70]) out += rect(x - 4, ctx.horizon - 10, 8, 60, '#d9a13a') + circle(x, ctx.horizon - 12, 8, '#f2c14e');
      out += path(`M${pts(px - 70, ctx.horizon - 4)} Q${pts(px, ctx.horizon + 24, px + 70, ctx.horizon - 4)}`, 'none', { stroke: '#c0394a', 'stroke-width': 6 });
    }
    return out + dusk(ctx);
  },
  near(ctx) {
    return plant(ctx.W - 44, ctx.H + 4, 1.2) + (shelved(ctx) ? rect(14, ctx.H - 50, 90, 50, '#e2574c', { rx: 6 }) + rect(22, ctx.H - 44, 74, 8, '#f6a5c0') : plant(46, ctx.H + 4, 1));
  },
};

/** A tall tank set in the wall: deep blue water, weed, bubbles and fish of many colours. */
function tank(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const water = ctx.defs.linear('tank-water', [[0, '#4fb6e0'], [1, '#1f6fa8']]);
  let out = rect(x - 10, y - 10, w + 20, h + 20, '#3a4a6a', { rx: 10 }) + rect(x, y, w, h, water, { rx: 6 });
  for (let i = 0; i < 4; i++) {
    const wx = x + ctx.rng.range(12, w - 12);
    out += path(`M${pts(wx, y + h)} q-10 -${h * 0.2} 0 -${h * 0.35} q10 -${h * 0.15} 0 -${h * 0.3}`, 'none', { stroke: '#5fbf7a', 'stroke-width': 6, 'stroke-linecap': 'round' });
  }
  out += path(`M${pts(x, y + h)} Q${pts(x + w / 2, y + h - 24, x + w, y + h)}Z`, '#e9d6a8');
  const colours = ['#ffb84a', '#f6a5c0', '#ffd166', '#e2574c', '#c3a6f0'] as const;
  for (let i = 0; i < 5; i++) {
    const fx = x + ctx.rng.range(24, w - 24);
    const fy = y + ctx.rng.range(20, h - 40);
    const dir = ctx.rng.chance(0.5) ? 1 : -1;
    const c = ctx.rng.pick(colours);
    out += ellipse(fx, fy, 20, 12, c) + path(`M${pts(fx - dir * 17, fy)} l${-dir * 14} -10 l0 20Z`, c) + circle(fx + dir * 10, fy - 3, 2.6, '#2a2a3a');
  }
  for (let i = 0; i < 6; i++) out += circle(x + ctx.rng.range(10, w - 10), y + ctx.rng.range(10, h - 10), ctx.rng.range(2, 4), '#dff6ff', { opacity: 0.7 });
  return out + rect(x + 6, y + 6, 10, h - 12, '#ffffff', { opacity: 0.18, rx: 4 });
}

/** The aquarium: a dim blue hall of glowing tanks, a big one across the back wall (a turtle, a ray of
 * light from above), a round porthole tank at one side. Lit by its tanks at every hour. */
export const aquarium: Place = {
  outdoor: false,
  lamp: (ctx) => ({ x: ctx.W * 0.5, y: ctx.horizon * 0.5 }),
  far(ctx) {
    let out = rect(0, 0, ctx.W, ctx.horizon, '#2c3e66');
    out += tank(ctx, ctx.W * 0.2, ctx.horizon * 0.12, ctx.W * 0.6, ctx.horizon * 0.74);
    // A turtle paddling across the big tank.
    const tx = ctx.W * (ctx.variation % 2 === 0 ? 0.36 : 0.62);
    const ty = ctx.horizon * 0.4;
    out += ellipse(tx - 22, ty + 10, 9, 5, '#7fbf6a') + ellipse(tx + 22, ty + 10, 9, 5, '#7fbf6a') + circle(tx + 30, ty - 4, 8, '#7fbf6a') +
      ellipse(tx, ty, 24, 15, '#4f8f5a') + ellipse(tx, ty - 2, 14, 8, '#6fae6a');
    // A round porthole tank at one side.
    const px = ctx.W * (ctx.variation % 2 === 0 ? 0.09 : 0.91);
    out += circle(px, ctx.horizon * 0.45, 52, '#3a4a6a') + circle(px, ctx.horizon * 0.45, 42, '#3f9fd0') +
      ellipse(px - 6, ctx.horizon * 0.45, 12, 7, '#ffb84a') + path(`M${pts(px + 6, ctx.horizon * 0.45)} l10 -7 l0 14Z`, '#ffb84a');
    return out + path(`M${pts(ctx.W * 0.42, ctx.horizon * 0.12)} L${pts(ctx.W * 0.58, ctx.horizon * 0.12)} L${pts(ctx.W * 0.66, ctx.horizon * 0.86)} L${pts(ctx.W * 0.34, ctx.horizon * 0.86)}Z`, '#dff6ff', { opacity: 0.12 });
  },
  mid(ctx) {
    // A dark floor that takes the tanks' blue light, and a low bench for watching.
    let out = rect(0, ctx.horizon, ctx.W, ctx.H - ctx.horizon, '#34466e') + ellipse(ctx.W / 2, ctx.horizon + 40, ctx.W * 0.45, 50, '#4a6a9a', { opacity: 0.5 });
    const bx = ctx.W * (ctx.variation % 2 === 0 ? 0.78 : 0.1);
    out += rect(bx, ctx.horizon + 6, 130, 14, '#8a6a5a', { rx: 5 }) + rect(bx + 10, ctx.horizon + 20, 10, 26, '#6a4f44') + rect(bx + 110, ctx.horizon + 20, 10, 26, '#6a4f44');
    return out;
  },
  near(ctx) {
    // Little wave-shaped lights at the floor's edge, as aquariums have along their paths.
    let out = '';
    for (let x = 30; x < ctx.W; x += 120) out += ellipse(x, ctx.H - 8, 20, 5, '#8fe3f0', { opacity: 0.6 });
    return out;
  },
};

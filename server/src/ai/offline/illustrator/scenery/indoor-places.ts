// Home, library and cave: places with walls. They keep their own warm colours (a lamp is lit at night)
// and show the hour through a window or the cave mouth.
import { SCENE_ROOMS, type SceneRoom } from '../../../scene-brief.ts';
import type { Ctx } from '../context.ts';
import { darken } from '../color.ts';
import { drawSky } from '../sky.ts';
import { circle, ellipse, g, line, path, pts, rect } from '../svg.ts';
import type { Place } from './place.ts';

const dark = (ctx: Ctx): boolean => ctx.time === 'night' || ctx.time === 'evening';
/** Whether the room's lamps are lit: after dark, unless the words have put the light out. */
export const lampLit = (ctx: Ctx): boolean => dark(ctx) && !ctx.lightsOut;

/** Dims the room a little after dark, behind the characters only. */
export function dusk(ctx: Ctx): string {
  if (!dark(ctx)) return '';
  const glow = ctx.defs.radial('lampglow', [[0, '#ffd68a', 0.35], [1, '#1f2a5c', 0.28]], 0.5, 0.55, 0.7);
  return rect(0, 0, ctx.W, ctx.H, glow);
}

export function windowWithSky(ctx: Ctx, x: number, y: number, w: number, h: number, arched: boolean): string {
  const frame = '#f6efe6';
  const top = arched ? `M${pts(x, y + w / 2)} A${pts(w / 2, w / 2, 0, 0, 1, x + w, y + w / 2)}` : `M${pts(x, y)} L${pts(x + w, y)}`;
  const shape = `${top} L${pts(x + w, y + h)} L${pts(x, y + h)}Z`;
  return (
    drawSky(ctx, { x, y, w, h }, { clouds: 1 }) +
    path(shape, 'none', { stroke: frame, 'stroke-width': 12, 'stroke-linejoin': 'round' }) +
    line(x + w / 2, y + (arched ? 0 : 0), x + w / 2, y + h, frame, 6) +
    line(x, y + h * 0.55, x + w, y + h * 0.55, frame, 6) +
    rect(x - 16, y + h + 2, w + 32, 12, '#e9dccb', { rx: 4 })
  );
}

/** A room's back wall, floor and skirting; the ceiling area above the window. */
export function room(ctx: Ctx, wall: string, stripe: string, floorTop: string, floorBottom: string, name: string): string {
  let out = rect(0, 0, ctx.W, ctx.horizon, wall);
  for (let x = 20; x < ctx.W; x += 48) out += rect(x, 0, 14, ctx.horizon, stripe, { opacity: 0.5 });
  const floor = ctx.defs.linear(`floor-${name}`, [[0, floorTop], [1, floorBottom]]);
  out += rect(0, ctx.horizon, ctx.W, ctx.H - ctx.horizon, floor);
  for (let y = ctx.horizon + 22; y < ctx.H; y += 30) out += line(0, y, ctx.W, y, darken(floorTop, 0.12), 1.5, { opacity: 0.4 });
  return out + rect(0, ctx.horizon - 12, ctx.W, 14, '#f3e6d6');
}

function rug(ctx: Ctx, colour: string, edge: string): string {
  const cx = ctx.W / 2;
  const cy = (ctx.horizon + ctx.floor) / 2 + 30;
  return ellipse(cx, cy, ctx.W * 0.36, (ctx.H - ctx.horizon) * 0.3, edge) + ellipse(cx, cy, ctx.W * 0.33, (ctx.H - ctx.horizon) * 0.25, colour);
}

export function plant(x: number, base: number, s: number): string {
  return g(
    { transform: `translate(${pts(x, base)}) scale(${s})` },
    ellipse(-18, -70, 14, 30, '#6bb26f', { transform: 'rotate(-30 -18 -70)' }),
    ellipse(18, -72, 14, 30, '#5fa865', { transform: 'rotate(30 18 -72)' }),
    ellipse(0, -84, 14, 34, '#77bd6f'),
    path('M-26 -44 L26 -44 L20 0 L-20 0Z', '#e7896d'),
    rect(-30, -50, 60, 10, '#d8765c', { rx: 4 }),
  );
}

/** Three rooms of the house, taken in turn by the pages (the brief's variation), so a book's pages at home
 * are not one room over and over: the sitting room, the kitchen, the bedroom. */
type HomeRoom = SceneRoom;
const HOME_ROOMS: readonly HomeRoom[] = SCENE_ROOMS;
// A brief that names its room (the toys' night in the bedroom) is drawn there on every page.
const roomOf = (ctx: Ctx): HomeRoom => HOME_ROOMS.find((r) => r === ctx.room) ?? HOME_ROOMS[ctx.variation % HOME_ROOMS.length] ?? 'sitting';
const HOME_WALLS: Record<HomeRoom, [wall: string, stripe: string, curtain: string]> = {
  sitting: ['#fbe9d2', '#f7dcc0', '#e7889b'],
  kitchen: ['#e6f2e2', '#d6e9d2', '#f0a35e'],
  bedroom: ['#e6ebfa', '#d8e0f5', '#9f8fd8'],
};

/** A kitchen table with a teapot and a bowl of fruit, standing against the back wall. */
function kitchenTable(x: number, base: number): string {
  return rect(x, base - 62, 150, 12, '#c98f63', { rx: 4 }) + rect(x + 10, base - 52, 10, 56, '#b27a52') + rect(x + 130, base - 52, 10, 56, '#b27a52') +
    ellipse(x + 46, base - 76, 22, 16, '#7fb8e8') + rect(x + 40, base - 96, 12, 8, '#7fb8e8', { rx: 3 }) + path(`M${pts(x + 66, base - 80)} q14 -4 16 -14`, 'none', { stroke: '#7fb8e8', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    ellipse(x + 110, base - 66, 24, 8, '#f3e6d6') + circle(x + 102, base - 72, 8, '#e2574c') + circle(x + 116, base - 73, 8, '#ffd166') + circle(x + 109, base - 80, 7, '#8fcf7e');
}

/** A bed with a patchwork quilt and a pillow, its headboard against the wall. */
function bed(x: number, base: number): string {
  return rect(x, base - 120, 16, 124, '#a8704c', { rx: 5 }) + rect(x + 8, base - 56, 170, 46, '#f3e6d6', { rx: 10 }) +
    rect(x + 40, base - 62, 140, 40, '#f6a5c0', { rx: 10 }) + rect(x + 70, base - 62, 30, 40, '#ffd166') + rect(x + 130, base - 62, 30, 40, '#9fd39b') +
    ellipse(x + 34, base - 66, 22, 12, '#ffffff') + rect(x + 170, base - 40, 12, 44, '#a8704c', { rx: 4 });
}

/** A chest of drawers with a night light on it: the bedroom's furniture against the wall when its bed is drawn
 * in front, with the one in it. */
function drawers(x: number, base: number): string {
  let out = rect(x, base - 84, 110, 84, '#c98f63', { rx: 6 });
  for (const y of [base - 76, base - 50, base - 24]) out += rect(x + 8, y, 94, 20, '#b27a52', { rx: 3 }) + circle(x + 55, y + 10, 3.5, '#f3e6d6');
  return out + ellipse(x + 80, base - 96, 12, 14, '#ffe08a') + rect(x + 72, base - 86, 16, 4, '#9f8fd8', { rx: 2 });
}

/** A wall clock, round, in place of the framed picture in the kitchen. */
function clock(x: number, y: number): string {
  return circle(x, y, 30, '#c88a5a') + circle(x, y, 24, '#fff8ec') + line(x, y, x, y - 16, '#5a4a6a', 3) + line(x, y, x + 11, y + 4, '#5a4a6a', 3);
}

export const home: Place = {
  outdoor: false,
  far(ctx) {
    const wx = ctx.W * ctx.rng.pick([0.2, 0.62] as const);
    const w = ctx.W * 0.22;
    const h = ctx.horizon * 0.45;
    const y = ctx.horizon * 0.18;
    const kind = roomOf(ctx);
    const [wall, stripe, curtain] = HOME_WALLS[kind];
    let out = room(ctx, wall, stripe, '#d9a77a', '#c48a60', 'home') + windowWithSky(ctx, wx, y, w, h, false);
    out += path(`M${pts(wx - 30, y - 14)} Q${pts(wx - 10, y + h * 0.6, wx - 34, y + h + 20)} L${pts(wx - 4, y + h + 20)} Q${pts(wx + 10, y + h * 0.5, wx + 14, y - 14)}Z`, curtain);
    out += path(`M${pts(wx + w + 30, y - 14)} Q${pts(wx + w + 10, y + h * 0.6, wx + w + 34, y + h + 20)} L${pts(wx + w + 4, y + h + 20)} Q${pts(wx + w - 10, y + h * 0.5, wx + w - 14, y - 14)}Z`, curtain);
    out += rect(wx - 40, y - 20, w + 80, 10, '#b07a58', { rx: 5 });
    // A framed picture of a hill and a sun: decoration, no words.
    const px = wx < ctx.W / 2 ? ctx.W * 0.68 : ctx.W * 0.14;
    if (kind === 'kitchen') return out + clock(px + 55, y + 50);
    out += rect(px, y + 10, 110, 80, '#c88a5a', { rx: 6 }) + rect(px + 8, y + 18, 94, 64, '#cfe8f5');
    out += path(`M${pts(px + 8, y + 82)} Q${pts(px + 50, y + 40, px + 102, y + 82)}Z`, '#8fcf7e') + circle(px + 80, y + 36, 9, '#ffd166');
    return out;
  },
  mid(ctx) {
    const sx = ctx.W * 0.06;
    const kind = roomOf(ctx);
    let out = kind === 'kitchen' ? '' : kind === 'bedroom' ? rug(ctx, '#c3b4ec', '#9f8fd8') : rug(ctx, '#f3b4a4', '#e8907f');
    if (kind === 'kitchen') out += kitchenTable(sx, ctx.horizon + 4);
    else if (kind === 'bedroom') out += ctx.bedInFront ? drawers(sx, ctx.horizon + 4) : bed(sx - 20, ctx.horizon + 6);
    else {
      // A low shelf with toys (a ball and stacked blocks, blank faces).
      out += rect(sx, ctx.horizon - 70, 120, 80, '#c98f63', { rx: 6 }) + rect(sx + 8, ctx.horizon - 62, 104, 30, '#b27a52', { rx: 4 });
      out += circle(sx + 30, ctx.horizon - 80, 12, '#7fb8e8') + rect(sx + 60, ctx.horizon - 92, 22, 22, '#ffd166', { rx: 3 }) + rect(sx + 84, ctx.horizon - 92, 22, 22, '#9fd39b', { rx: 3 });
    }
    if (lampLit(ctx)) out += circle(ctx.W * 0.9, ctx.horizon - 150, 70, '#ffe3a0', { opacity: 0.35 });
    out += line(ctx.W * 0.9, ctx.horizon, ctx.W * 0.9, ctx.horizon - 140, '#8a6a50', 5);
    out += path(`M${pts(ctx.W * 0.9 - 30, ctx.horizon - 140)} L${pts(ctx.W * 0.9 + 30, ctx.horizon - 140)} L${pts(ctx.W * 0.9 + 18, ctx.horizon - 180)} L${pts(ctx.W * 0.9 - 18, ctx.horizon - 180)}Z`, lampLit(ctx) ? '#ffe08a' : '#f6d7a8');
    return out + dusk(ctx);
  },
  lamp: (ctx) => ({ x: ctx.W * 0.9, y: ctx.horizon - 160 }),
  near(ctx) {
    return plant(ctx.W - 40, ctx.H + 4, 1.3) + rect(-20, ctx.H - 46, 130, 60, '#f1c27d', { rx: 20 }) + rect(-20, ctx.H - 30, 130, 8, '#e9a15a');
  },
};

function bookshelf(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const wood = '#a8704c';
  let out = rect(x, y, w, h, wood, { rx: 6 }) + rect(x + 8, y + 8, w - 16, h - 16, '#7e5038');
  const rows = Math.max(2, Math.round(h / 64));
  const rowH = (h - 16) / rows;
  const colours = ['#e07a6a', '#7d8fd8', '#ffd166', '#8fcf7e', '#c3a6f0', '#f6a5c0', '#5fb3d9', '#f0a35e'] as const;
  for (let r = 0; r < rows; r++) {
    const base = y + 8 + (r + 1) * rowH;
    let bx = x + 12;
    while (bx < x + w - 24) {
      const bw = ctx.rng.range(9, 16);
      const bh = rowH * ctx.rng.range(0.6, 0.86);
      const lean = ctx.rng.chance(0.08);
      out += rect(bx, base - bh, bw, bh, ctx.rng.pick(colours), { rx: 2, transform: lean ? `rotate(8 ${pts(bx, base)})` : undefined });
      bx += bw + 2;
    }
    out += rect(x + 8, base - 2, w - 16, 8, wood);
  }
  return out;
}

/** A globe on its stand, in the library's far corner. */
function globe(x: number, base: number): string {
  return rect(x - 16, base - 8, 32, 8, '#8a5c3e', { rx: 3 }) + line(x, base - 8, x, base - 40, '#8a5c3e', 5) +
    circle(x, base - 70, 30, '#7fc8f0') + path(`M${pts(x - 18, base - 86)} q14 6 10 20 q-10 8 -4 22 M${pts(x + 6, base - 94)} q16 10 18 30`, 'none', { stroke: '#8fcf7e', 'stroke-width': 9, 'stroke-linecap': 'round' }) +
    path(`M${pts(x - 34, base - 70)} A${pts(34, 34, 0, 0, 1, x + 34, base - 70)}`, 'none', { stroke: '#c9a04e', 'stroke-width': 4 });
}

/** The library's pages take turns between the reading room (a window between two shelves) and the stacks
 * (a wall of books, a ladder, a globe), by the brief's variation. */
const stacks = (ctx: Ctx): boolean => ctx.variation % 2 === 1;

export const library: Place = {
  outdoor: false,
  // The reading room's two lamps light its middle; the stacks have none, only the window.
  lamp: (ctx) => (stacks(ctx) ? undefined : { x: ctx.W * 0.5, y: ctx.horizon - 80 }),
  far(ctx) {
    const w = ctx.W * 0.2;
    let out = room(ctx, '#efe2f2', '#e6d4ea', '#b9855e', '#9d6e4c', 'library');
    if (stacks(ctx)) {
      out += windowWithSky(ctx, ctx.W * 0.08, ctx.horizon * 0.12, w * 0.8, ctx.horizon * 0.62, true);
      out += bookshelf(ctx, ctx.W * 0.3, 20, ctx.W * 0.68, ctx.horizon - 24);
      // A library ladder leaning on the shelves.
      const lx = ctx.W * 0.62;
      out += line(lx, ctx.horizon + 6, lx + 40, 24, '#8a5c3e', 6) + line(lx + 44, ctx.horizon + 6, lx + 84, 24, '#8a5c3e', 6);
      for (let k = 1; k < 6; k++) out += line(lx + (40 * k) / 6, ctx.horizon + 6 - ((ctx.horizon - 18) * k) / 6, lx + 44 + (40 * k) / 6, ctx.horizon + 6 - ((ctx.horizon - 18) * k) / 6, '#a8704c', 4);
      return out;
    }
    out += windowWithSky(ctx, ctx.W / 2 - w / 2, ctx.horizon * 0.12, w, ctx.horizon * 0.62, true);
    out += bookshelf(ctx, 10, 20, ctx.W * 0.3, ctx.horizon - 24) + bookshelf(ctx, ctx.W * 0.7 - 10, 20, ctx.W * 0.3, ctx.horizon - 24);
    return out;
  },
  mid(ctx) {
    let out = rug(ctx, '#9fb5e8', '#7d8fd8');
    if (stacks(ctx)) return out + globe(ctx.W * 0.1, ctx.horizon + 10) + dusk(ctx);
    for (const x of [ctx.W * 0.36, ctx.W * 0.64]) {
      if (lampLit(ctx)) out += circle(x, ctx.horizon - 80, 40, '#ffe3a0', { opacity: 0.35 });
      out += line(x, ctx.horizon + 4, x, ctx.horizon - 70, '#6a5a7a', 4) + path(`M${pts(x - 16, ctx.horizon - 70)} L${pts(x + 16, ctx.horizon - 70)} L${pts(x + 10, ctx.horizon - 92)} L${pts(x - 10, ctx.horizon - 92)}Z`, lampLit(ctx) ? '#ffe08a' : '#8fcf7e');
    }
    return out + dusk(ctx);
  },
  near(ctx) {
    let out = '';
    const stack = (x: number, count: number): void => {
      for (let i = 0; i < count; i++) out += rect(x - 40 + ctx.rng.range(-6, 6), ctx.H - 22 - i * 20, 80, 18, ctx.rng.pick(['#e07a6a', '#7d8fd8', '#ffd166', '#8fcf7e'] as const), { rx: 3 });
    };
    stack(50, 4);
    stack(ctx.W - 50, 3);
    return out;
  },
};

function crystal(x: number, base: number, s: number, colour: string): string {
  return (
    circle(x, base - s * 0.6, s * 1.2, colour, { opacity: 0.22 }) +
    path(`M${pts(x - s * 0.3, base)} L${pts(x - s * 0.35, base - s * 0.9)} L${pts(x, base - s * 1.4)} L${pts(x + s * 0.35, base - s * 0.9)} L${pts(x + s * 0.3, base)}Z`, colour) +
    path(`M${pts(x, base)} L${pts(x, base - s * 1.4)} L${pts(x + s * 0.35, base - s * 0.9)} L${pts(x + s * 0.3, base)}Z`, '#ffffff', { opacity: 0.3 })
  );
}

/** A torch on the cave wall, its light pooled around it. */
function torch(x: number, y: number): string {
  return circle(x, y - 20, 70, '#ffd68a', { opacity: 0.28 }) +
    path(`M${pts(x - 8, y)} L${pts(x + 8, y)} L${pts(x + 4, y + 46)} L${pts(x - 4, y + 46)}Z`, '#7a5230') +
    path(`M${pts(x, y - 34)} Q${pts(x + 16, y - 10, x + 6, y)} L${pts(x - 6, y)} Q${pts(x - 16, y - 12, x, y - 34)}Z`, '#ffb347') +
    path(`M${pts(x, y - 22)} Q${pts(x + 7, y - 8, x + 3, y)} L${pts(x - 3, y)} Q${pts(x - 7, y - 8, x, y - 22)}Z`, '#fff1a8');
}

/** Deep inside the cave: no daylight, a still pool glowing blue, hanging crystals. */
function deepHall(ctx: Ctx): string {
  const { W, H } = ctx;
  let out = rect(0, 0, W, H, '#4a3a5c');
  for (let i = 0; i < 9; i++) out += ellipse(ctx.rng.range(0, W), ctx.rng.range(40, ctx.horizon), ctx.rng.range(40, 80), ctx.rng.range(20, 36), '#5a4870', { opacity: 0.7 });
  const px = W * ctx.rng.pick([0.25, 0.75] as const);
  out += ellipse(px, ctx.horizon + 30, 170, 34, '#6fd0e8', { opacity: 0.85 }) + ellipse(px, ctx.horizon + 30, 150, 22, '#a8ecf8', { opacity: 0.6 });
  out += circle(px, ctx.horizon + 10, 160, '#8fe3f0', { opacity: 0.12 });
  for (const x of [W * 0.1, W * 0.9]) out += crystal(x, ctx.horizon - 60, 50, '#c3a6f0');
  return out;
}

export const cave: Place = {
  outdoor: false,
  far(ctx) {
    // Three caves: the mouth open on the day outside, a deep hall lit by an underground pool, and a side
    // tunnel with a torch; a story's cave pages take turns through them.
    const kind = ctx.variation % 3;
    if (kind === 1) return deepHall(ctx);
    const { W, H } = ctx;
    let out = rect(0, 0, W, H, '#5e4a6e');
    const mx = kind === 2 ? W * ctx.rng.pick([0.2, 0.8] as const) : W * ctx.rng.range(0.35, 0.65);
    const mw = W * (kind === 2 ? 0.22 : 0.34);
    out += drawSky(ctx, { x: mx - mw / 2, y: ctx.horizon * 0.25, w: mw, h: ctx.horizon * 0.8 }, { clouds: 1 });
    out += path(`M0 0 L${W} 0 L${W} ${H} L0 ${H}Z M${pts(mx - mw / 2, ctx.horizon + 20)} Q${pts(mx - mw / 2, ctx.horizon * 0.2, mx, ctx.horizon * 0.2)} Q${pts(mx + mw / 2, ctx.horizon * 0.2, mx + mw / 2, ctx.horizon + 20)}Z`, '#6e5880', { 'fill-rule': 'evenodd' });
    // Soft rock bulges on the walls either side of the mouth, never over the opening.
    for (let i = 0; i < 6; i++) {
      const x = i % 2 === 0 ? ctx.rng.range(0, Math.max(1, mx - mw / 2 - 60)) : ctx.rng.range(Math.min(W - 1, mx + mw / 2 + 60), W);
      out += ellipse(x, ctx.rng.range(60, ctx.horizon), ctx.rng.range(30, 60), ctx.rng.range(16, 30), '#7a6590', { opacity: 0.6 });
    }
    if (kind === 2) out += torch(W - mx, ctx.horizon * 0.55);
    return out;
  },
  mid(ctx) {
    const { W, H } = ctx;
    const floor = ctx.defs.linear('cave-floor', [[0, '#8a7398'], [1, '#6b577a']]);
    let out = path(`M0 ${pts(ctx.horizon + 20)} Q${pts(W * 0.5, ctx.horizon - 10, W, ctx.horizon + 20)} L${pts(W, H)} L0 ${H}Z`, floor);
    let d = '';
    for (let x = 10; x < W; x += ctx.rng.range(40, 80)) {
      const len = ctx.rng.range(30, 90);
      d += `M${pts(x - 16, 0)} Q${pts(x - 6, len * 0.5, x, len)} Q${pts(x + 6, len * 0.5, x + 16, 0)}Z`;
    }
    out += path(d, '#7d6893');
    const colours = ['#8fe3f0', '#c3a6f0', '#f6a5c0', '#9ff0c8'] as const;
    for (const [x, s] of [[W * 0.08, 40], [W * 0.2, 26], [W * 0.84, 44], [W * 0.94, 28]] as const) out += crystal(x, ctx.horizon + 40 + ctx.rng.range(0, 30), s, ctx.rng.pick(colours));
    for (let i = 0; i < 10; i++) out += circle(ctx.rng.range(0, W), ctx.rng.range(ctx.horizon + 50, H), 2, '#c9f3ff', { opacity: 0.6 });
    return out;
  },
  near(ctx) {
    const { W, H } = ctx;
    return (
      path(`M0 ${pts(H)} L0 ${pts(H - 120)} Q${pts(60, H - 130, 110, H)}Z`, '#4e3d5e') +
      path(`M${pts(W, H)} L${pts(W, H - 150)} Q${pts(W - 70, H - 140, W - 130, H)}Z`, '#4e3d5e') +
      crystal(W - 60, H - 8, 30, '#8fe3f0') + crystal(70, H - 6, 24, '#c3a6f0')
    );
  },
};

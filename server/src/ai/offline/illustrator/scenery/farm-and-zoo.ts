// Farm and zoo: the open-air places a family's day out goes to ('a trip to the zoo', 'visiting the farm').
// Each is told at a glance on a phone: the farm by its red barn, its silo and the animals behind a wooden
// fence; the zoo by a giraffe's long neck over a tall enclosure fence, an elephant, and signposts that
// point with pictures (the illustrator draws no words).
import type { Ctx } from '../context.ts';
import { circle, ellipse, g, line, path, pts, rect } from '../svg.ts';
import { ground, spread, windingPath, type Place } from './place.ts';
import { bush, flower, grassTufts, hills, roundTree } from './shapes.ts';

const lit = (ctx: Ctx): boolean => ctx.time === 'night' || ctx.time === 'evening';

/** The red barn: a gambrel roof, white-crossed doors and a hayloft window, lit after dark. */
function barn(ctx: Ctx, x: number, base: number, s: number): string {
  const w = 170 * s;
  const h = 100 * s;
  const red = ctx.tint('#d2544a');
  const trim = ctx.tint('#fff4e6');
  const roof = `M${pts(x - w * 0.56, base - h)} L${pts(x - w * 0.42, base - h - 46 * s)} L${pts(x, base - h - 76 * s)} L${pts(x + w * 0.42, base - h - 46 * s)} L${pts(x + w * 0.56, base - h)}Z`;
  const door = (dx: number): string => rect(dx, base - 62 * s, 32 * s, 62 * s, ctx.tint('#b8433b'), { stroke: trim, 'stroke-width': 4 }) +
    path(`M${pts(dx, base - 62 * s)} L${pts(dx + 32 * s, base)} M${pts(dx + 32 * s, base - 62 * s)} L${pts(dx, base)}`, 'none', { stroke: trim, 'stroke-width': 4 });
  return rect(x - w / 2, base - h, w, h, red) + path(roof, ctx.tint('#8a4a44')) +
    path(`M${pts(x - w * 0.5, base - h)} L${pts(x - w * 0.38, base - h - 42 * s)} L${pts(x, base - h - 68 * s)} L${pts(x + w * 0.38, base - h - 42 * s)} L${pts(x + w * 0.5, base - h)}Z`, red) +
    door(x - 32 * s) + door(x) +
    rect(x - 15 * s, base - h - 40 * s, 30 * s, 26 * s, lit(ctx) ? '#ffd98a' : ctx.tint('#f3d48a'), { stroke: trim, 'stroke-width': 4 });
}

/** A round silo with a domed cap beside the barn. */
function silo(ctx: Ctx, x: number, base: number, s: number): string {
  const w = 44 * s;
  const h = 150 * s;
  let out = rect(x - w / 2, base - h, w, h, ctx.tint('#c9ccd8')) + path(`M${pts(x - w / 2, base - h)} Q${pts(x, base - h - 40 * s, x + w / 2, base - h)}Z`, ctx.tint('#8d96b8'));
  for (let y = base - h + 24 * s; y < base; y += 24 * s) out += line(x - w / 2, y, x + w / 2, y, ctx.tint('#a9acbc'), 2);
  return out;
}

/** A sheep: a woolly cloud on four legs, a dark face. Faces right; `dir` -1 turns it round. */
function sheep(ctx: Ctx, x: number, base: number, s: number, dir = 1): string {
  const wool = ctx.tint('#fbf7ee');
  const dark = ctx.tint('#4a4050');
  let legs = '';
  for (const lx of [-16, -6, 8, 18]) legs += rect(lx - 2.5, -20, 5, 20, dark, { rx: 2 });
  return g({ transform: `translate(${pts(x, base)}) scale(${s * dir} ${s})` },
    legs, circle(-14, -30, 13, wool), circle(0, -34, 15, wool), circle(14, -30, 13, wool), circle(0, -24, 14, wool),
    ellipse(28, -32, 9, 11, dark), ellipse(22, -38, 5, 3, dark));
}

/** A cow: white with black patches, a pink nose, little horns. Faces right unless `dir` is -1. */
function cow(ctx: Ctx, x: number, base: number, s: number, dir = 1): string {
  const white = ctx.tint('#fbf7f2');
  const patch = ctx.tint('#3e3848');
  let legs = '';
  for (const lx of [-30, -18, 16, 28]) legs += rect(lx - 4, -28, 8, 28, white, { rx: 2, stroke: ctx.tint('#c9c2cc'), 'stroke-width': 2 });
  return g({ transform: `translate(${pts(x, base)}) scale(${s * dir} ${s})` },
    legs, rect(-40, -64, 80, 40, white, { rx: 16, stroke: ctx.tint('#c9c2cc'), 'stroke-width': 2 }),
    ellipse(-18, -50, 12, 9, patch), ellipse(14, -40, 10, 8, patch),
    ellipse(48, -62, 16, 14, white, { stroke: ctx.tint('#c9c2cc'), 'stroke-width': 2 }), ellipse(54, -54, 11, 7, ctx.tint('#f4b6b8')),
    path('M40 -74 l-4 -10 M56 -74 l4 -10', 'none', { stroke: ctx.tint('#e8d9b0'), 'stroke-width': 4, 'stroke-linecap': 'round' }),
    path('M-40 -56 q-12 10 -8 24', 'none', { stroke: white, 'stroke-width': 4, 'stroke-linecap': 'round' }));
}

/** A pink pig with a curly tail. */
function pig(ctx: Ctx, x: number, base: number, s: number, dir = 1): string {
  const pink = ctx.tint('#f6b3c0');
  const deep = ctx.tint('#e58fa2');
  return g({ transform: `translate(${pts(x, base)}) scale(${s * dir} ${s})` },
    rect(-20, -14, 7, 14, deep, { rx: 2 }), rect(12, -14, 7, 14, deep, { rx: 2 }),
    ellipse(0, -24, 30, 18, pink), ellipse(30, -26, 8, 7, deep), path('M18 -40 l6 -10 l6 8Z', deep),
    path('M-30 -28 q-8 -6 -4 -12 q6 -2 2 6', 'none', { stroke: deep, 'stroke-width': 3, 'stroke-linecap': 'round' }));
}

/** A split-rail fence in the middle distance, the animals' paddock behind it. */
function rails(ctx: Ctx, y: number, h: number): string {
  const wood = ctx.tint('#b98a5c');
  let out = rect(0, y - h * 0.8, ctx.W, 7, wood) + rect(0, y - h * 0.4, ctx.W, 7, wood);
  for (let x = 16; x < ctx.W; x += 70) out += rect(x - 5, y - h, 10, h + 4, ctx.tint('#9a6e46'), { rx: 2 });
  return out;
}

/** A round hay bale, its spiral showing. */
function bale(ctx: Ctx, x: number, base: number, r: number): string {
  const hay = ctx.tint('#f0cf72');
  return circle(x, base - r, r, hay, { stroke: ctx.tint('#cfa850'), 'stroke-width': 3 }) +
    path(`M${pts(x, base - r)} m-${r * 0.2} 0 a${r * 0.2} ${r * 0.2} 0 1 1 ${r * 0.4} 0 a${r * 0.45} ${r * 0.45} 0 1 1 -${r * 0.9} 0 a${r * 0.7} ${r * 0.7} 0 1 1 ${r * 1.4} 0`, 'none', { stroke: ctx.tint('#cfa850'), 'stroke-width': 3 });
}

export const farm: Place = {
  outdoor: true,
  far(ctx) {
    let out = hills(ctx, ctx.horizon - 40, 22, '#b8dab0', 3);
    // Fields in strips on the far hill, a patchwork of greens and gold.
    for (let i = 0; i < 4; i++) out += path(`M${pts(ctx.W * (i / 4), ctx.horizon - 10)} L${pts(ctx.W * ((i + 1) / 4), ctx.horizon - 18)} L${pts(ctx.W * ((i + 1) / 4), ctx.horizon + 4)} L${pts(ctx.W * (i / 4), ctx.horizon + 4)}Z`, ctx.tint(['#cfe39a', '#a9d68f', '#f0dc8a', '#b8dab0'][i] ?? '#a9d68f'));
    const bx = ctx.W * ctx.rng.pick([0.28, 0.7] as const);
    const s = ctx.W < 700 ? 0.85 : 1;
    out += silo(ctx, bx + 120 * s, ctx.horizon + 8, s) + barn(ctx, bx, ctx.horizon + 10, s);
    out += roundTree(ctx, bx < ctx.W / 2 ? ctx.W * 0.86 : ctx.W * 0.12, ctx.horizon + 6, 120);
    return out;
  },
  mid(ctx) {
    let out = ground(ctx, '#a9d68f', '#80bd6e', 'farm') + windingPath(ctx, '#dcc49e', ctx.horizon + 40);
    const y = ctx.horizon + 44;
    // The animals graze behind the fence, on either side of the lane, never where the cast stands.
    const big = ctx.W < 700 ? 1.1 : 1.35;
    out += sheep(ctx, ctx.W * 0.08, y - 6, big) + cow(ctx, ctx.W * 0.24, y - 2, big, -1) + pig(ctx, ctx.W * 0.76, y, big) + sheep(ctx, ctx.W * 0.92, y - 8, big * 0.9, -1);
    out += rails(ctx, y + 14, 44);
    return out + grassTufts(ctx, ctx.horizon + 70, ctx.H, 14);
  },
  near(ctx) {
    return bale(ctx, 46, ctx.H + 10, 48) + bale(ctx, ctx.W - 40, ctx.H + 14, 42) + flower(ctx, ctx.W - 100, ctx.H - 4, 24);
  },
};

/** A giraffe, its long neck and head above the enclosure fence. */
function giraffe(ctx: Ctx, x: number, base: number, s: number): string {
  const coat = ctx.tint('#f2c062');
  const spot = ctx.tint('#b9733e');
  let spots = '';
  for (const [sx, sy] of [[-14, -108], [8, -112], [-4, -96], [22, -100], [4, -150], [10, -180], [14, -208]] as const) spots += ellipse(sx, sy, 6, 5, spot);
  return g({ transform: `translate(${pts(x, base)}) scale(${s})` },
    rect(-22, -90, 8, 90, coat, { rx: 3 }), rect(18, -90, 8, 90, coat, { rx: 3 }),
    ellipse(0, -104, 34, 20, coat), path('M14 -112 L20 -230 L34 -230 L30 -104Z', coat), spots,
    ellipse(34, -236, 16, 10, coat), rect(22, -258, 4, 14, spot, { rx: 2 }), rect(30, -258, 4, 14, spot, { rx: 2 }),
    circle(36, -240, 2.5, ctx.tint('#3e3848')));
}

/** An elephant, grey and round, its trunk curled up. */
function elephant(ctx: Ctx, x: number, base: number, s: number): string {
  const grey = ctx.tint('#a9a6bd');
  const deep = ctx.tint('#8d89a6');
  return g({ transform: `translate(${pts(x, base)}) scale(${s})` },
    rect(-44, -40, 20, 40, deep, { rx: 6 }), rect(20, -40, 20, 40, deep, { rx: 6 }),
    ellipse(-4, -64, 58, 40, grey), ellipse(-56, -64, 26, 30, deep), circle(-64, -70, 24, grey),
    path('M-82 -60 Q-96 -30 -84 -10 Q-78 -6 -80 -18 Q-86 -34 -72 -52Z', grey), circle(-70, -78, 3, ctx.tint('#3e3848')));
}

/** The enclosure's tall green railings, a little higher than a grown-up. */
function railings(ctx: Ctx, y: number, h: number): string {
  const green = ctx.tint('#4f8f6a');
  let out = rect(0, y - h, ctx.W, 6, green) + rect(0, y - 10, ctx.W, 6, green);
  for (let x = 8; x < ctx.W; x += 18) out += rect(x - 2.5, y - h - 8, 5, h + 8, green) + circle(x, y - h - 9, 4, green);
  return out;
}

/** A signpost with arrow boards showing animals in pictures (a paw, an elephant's head, a fish). */
function animalSign(ctx: Ctx, x: number, base: number): string {
  const board = ctx.tint('#f7e3b5');
  const ink = ctx.tint('#6a4a3a');
  const arrow = (y: number, dir: number): string => path(`M${pts(x, y)} L${pts(x + dir * 70, y)} L${pts(x + dir * 84, y + 14)} L${pts(x + dir * 70, y + 28)} L${pts(x, y + 28)}Z`, board, { stroke: ink, 'stroke-width': 3 });
  const paw = (cx: number, cy: number): string => ellipse(cx, cy + 4, 6, 5, ink) + circle(cx - 7, cy - 4, 2.6, ink) + circle(cx, cy - 7, 2.6, ink) + circle(cx + 7, cy - 4, 2.6, ink);
  const fish = (cx: number, cy: number): string => ellipse(cx, cy, 9, 5, ctx.tint('#3f8fc0')) + path(`M${pts(cx - 8, cy)} l-7 -6 l0 12Z`, ctx.tint('#3f8fc0'));
  return rect(x - 5, base - 150, 10, 150, ctx.tint('#8a5c3e')) + arrow(base - 144, 1) + paw(x + 40, base - 130) + arrow(base - 104, -1) + fish(x - 40, base - 90);
}

export const zoo: Place = {
  outdoor: true,
  far(ctx) {
    let out = hills(ctx, ctx.horizon - 50, 26, '#b0d6a6', 3);
    // Tall leafy trees behind the enclosures, like a little jungle.
    for (const x of spread(ctx, 5)) out += roundTree(ctx, x, ctx.horizon - 20, ctx.rng.range(110, 150), '#6fb86a');
    // The giraffe on one side, the elephant on the other, both behind the railings.
    const left = ctx.rng.chance(0.5);
    out += giraffe(ctx, ctx.W * (left ? 0.16 : 0.8), ctx.horizon + 30, ctx.W < 700 ? 1.05 : 1.2);
    out += elephant(ctx, ctx.W * (left ? 0.8 : 0.22), ctx.horizon + 30, ctx.W < 700 ? 1.2 : 1.45);
    return out;
  },
  mid(ctx) {
    let out = ground(ctx, '#a9d68f', '#86c070', 'zoo');
    out += railings(ctx, ctx.horizon + 34, 58);
    // The visitors' path in front of the enclosures, pale and wide.
    out += rect(0, ctx.horizon + 34, ctx.W, 40, ctx.tint('#eadcc2')) + windingPath(ctx, '#eadcc2', ctx.horizon + 60);
    out += animalSign(ctx, ctx.W * ctx.rng.pick([0.1, 0.9] as const), ctx.horizon + 70);
    return out + grassTufts(ctx, ctx.horizon + 90, ctx.H, 12);
  },
  near(ctx) {
    // Big jungle leaves at the corners, and at night a path lamp's glow.
    const leaf = (x: number, rot: number, c: string): string => ellipse(x, ctx.H - 30, 26, 70, ctx.tint(c), { transform: `rotate(${rot} ${pts(x, ctx.H)})` });
    let out = leaf(20, -30, '#4f9a5f') + leaf(50, 10, '#5fae62') + leaf(ctx.W - 30, 28, '#4f9a5f') + leaf(ctx.W - 60, -8, '#5fae62');
    out += bush(ctx, ctx.W * 0.18, ctx.H + 10, 50, '#5fae62');
    if (lit(ctx)) out += circle(ctx.W - 40, ctx.H - 150, 50, '#ffe08a', { opacity: 0.2 });
    return out;
  },
};

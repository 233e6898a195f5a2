// The rooms a child's day goes into that are no street: the classroom of a school day (little desks, the board with
// its letters and sums, the alphabet along the wall) and the waiting room of a checkup at the doctor's, the
// dentist's or the vet's (a row of chairs, a poster, a box of toys, the reception desk). Like the other rooms they
// keep their own colours and show the hour through a window; a lamp lights them after dark.
import { circle, line, path, pts, rect } from '../svg.ts';
import { dusk, lampLit, plant, room, windowWithSky } from './indoor-places.ts';
import type { Place } from './place.ts';

/** A little school desk with its chair behind, a book open on it. */
function desk(x: number, base: number, s: number, top: string): string {
  return rect(x - 10 * s, base - 70 * s, 20 * s, 40 * s, '#7fb8e8', { rx: 3 }) + rect(x - 14 * s, base - 34 * s, 28 * s, 6 * s, '#5f98c8') +
    rect(x - 40 * s, base - 50 * s, 80 * s, 9 * s, top, { rx: 3 }) + line(x - 34 * s, base - 41 * s, x - 34 * s, base, '#8a6a50', 4 * s) + line(x + 34 * s, base - 41 * s, x + 34 * s, base, '#8a6a50', 4 * s) +
    path(`M${pts(x - 16 * s, base - 50 * s)} L${pts(x, base - 56 * s)} L${pts(x + 16 * s, base - 50 * s)}`, '#ffffff', { stroke: '#c9c2d8', 'stroke-width': 1.5 });
}

// Chalk drawings that read the same mirrored (the scenery is mirrored every other page): a sun and a little house.
const letters = (x: number, y: number): string =>
  circle(x + 12, y + 12, 10, 'none', { stroke: '#ffffff', 'stroke-width': 3 }) +
  path(`M${pts(x + 12, y - 6)} l0 -6 M${pts(x + 30, y + 12)} l6 0 M${pts(x - 6, y + 12)} l-6 0 M${pts(x + 12, y + 30)} l0 6 M${pts(x + 60, y + 36)} l0 -20 l16 -14 l16 14 l0 20Z`, 'none', { stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

export const classroom: Place = {
  outdoor: false,
  lamp: (ctx) => ({ x: ctx.W * 0.5, y: 40 }),
  far(ctx) {
    let out = room(ctx, '#fdf0d5', '#f8e4bd', '#c9a77e', '#b48d64', 'classroom');
    // The board, green, in its wooden frame: letters and a sum in chalk, the chalk on its ledge.
    const bx = ctx.W * 0.3;
    const bw = ctx.W * 0.42;
    const by = ctx.horizon * 0.16;
    const bh = ctx.horizon * 0.5;
    out += rect(bx - 8, by - 8, bw + 16, bh + 16, '#a8704c', { rx: 6 }) + rect(bx, by, bw, bh, '#3f6f5a');
    out += letters(bx + 24, by + 24) + path(`M${pts(bx + 24, by + bh - 40)} l0 22 M${pts(bx + 14, by + bh - 29)} l20 0 M${pts(bx + 44, by + bh - 34)} l16 0 M${pts(bx + 44, by + bh - 24)} l16 0`, 'none', { stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round' });
    out += rect(bx + 10, by + bh + 8, bw - 20, 6, '#8a5c3e') + rect(bx + 40, by + bh + 3, 16, 5, '#ffffff', { rx: 2 });
    out += windowWithSky(ctx, ctx.W * 0.06, ctx.horizon * 0.16, ctx.W * 0.16, ctx.horizon * 0.48, false);
    // The alphabet's coloured cards along the top of the wall, and the children's drawings pinned by the window.
    const colours = ['#e07a6a', '#ffd166', '#8fcf7e', '#7fb8e8', '#c3a6f0', '#f6a5c0'] as const;
    for (let i = 0; i < 12; i++) out += rect(ctx.W * 0.26 + i * 34, 8, 26, 26, colours[i % colours.length] ?? '#ffd166', { rx: 3 });
    for (const [i, c] of ['#ffd166', '#8fcf7e', '#f6a5c0'].entries()) out += rect(ctx.W * 0.78 + (i % 2) * 70, ctx.horizon * 0.2 + Math.floor(i / 2) * 80, 56, 64, '#ffffff', { rx: 2 }) + circle(ctx.W * 0.78 + (i % 2) * 70 + 28, ctx.horizon * 0.2 + Math.floor(i / 2) * 80 + 30, 14, c);
    return out;
  },
  mid(ctx) {
    let out = '';
    // Two rows of little desks at the back of the room, the cast in the aisle in front.
    for (const x of [0.12, 0.32, 0.68, 0.88]) out += desk(ctx.W * x, ctx.horizon + 20, 0.8, '#e9b27a');
    if (lampLit(ctx)) out += circle(ctx.W * 0.5, 40, 80, '#ffe3a0', { opacity: 0.3 });
    return out + dusk(ctx);
  },
  near(ctx) {
    return desk(40, ctx.H + 6, 1.3, '#e9b27a') + plant(ctx.W - 40, ctx.H + 4, 1.1);
  },
};

/** A waiting room chair: a padded seat and back on metal legs. */
function chair(x: number, base: number, colour: string): string {
  return rect(x - 24, base - 84, 48, 42, colour, { rx: 8 }) + rect(x - 26, base - 46, 52, 12, colour, { rx: 5 }) + line(x - 20, base - 34, x - 22, base, '#8a8fa8', 4) + line(x + 20, base - 34, x + 22, base, '#8a8fa8', 4);
}

/** The picture on a waiting room's poster, by whose room it is, inside the poster at (px, py). */
const POSTERS = {
  dentists: (px: number, py: number): string => path(`M${pts(px + 30, py + 30)} q25 -12 50 0 q6 30 -6 56 q-6 8 -10 -10 q-4 -12 -10 0 q-6 18 -12 8 q-12 -24 -12 -54Z`, '#ffffff', { stroke: '#7fb8e8', 'stroke-width': 3 }),
  vets: (px: number, py: number): string => circle(px + 55, py + 66, 16, '#b5834f') + circle(px + 33, py + 44, 8, '#b5834f') + circle(px + 47, py + 34, 8, '#b5834f') + circle(px + 63, py + 34, 8, '#b5834f') + circle(px + 77, py + 44, 8, '#b5834f'),
  surgery: (px: number, py: number): string => rect(px + 45, py + 28, 20, 60, '#7fb8e8', { rx: 4 }) + rect(px + 25, py + 48, 60, 20, '#7fb8e8', { rx: 4 }),
} as const;

export const waitingRoom: Place = {
  outdoor: false,
  lamp: (ctx) => ({ x: ctx.W * 0.5, y: 40 }),
  far(ctx) {
    let out = room(ctx, '#e3f2ef', '#d2ebe6', '#cfd8dc', '#b7c3c8', 'waiting');
    out += windowWithSky(ctx, ctx.W * 0.64, ctx.horizon * 0.16, ctx.W * 0.18, ctx.horizon * 0.48, false);
    // A poster that says whose waiting room it is (a smiling tooth at the dentist's, a paw at the vet's, a plaster
    // cross at the doctor's) with a heart under it, a clock, and the reception desk with its little bell.
    const px = ctx.W * 0.1;
    const py = ctx.horizon * 0.14;
    out += rect(px, py, 110, 140, '#ffffff', { rx: 4, stroke: '#9ab0b8', 'stroke-width': 3 }) + POSTERS[ctx.room === 'vets' || ctx.room === 'dentists' ? ctx.room : 'surgery'](px, py) +
      path(`M${pts(px + 55, py + 128)} q-22 -14 -14 -26 q8 -10 14 2 q6 -12 14 -2 q8 12 -14 26Z`, '#e2574c');
    out += circle(ctx.W * 0.42, ctx.horizon * 0.26, 26, '#fff8ec', { stroke: '#7a8a9a', 'stroke-width': 5 }) + line(ctx.W * 0.42, ctx.horizon * 0.26, ctx.W * 0.42, ctx.horizon * 0.26 - 14, '#5a4a6a', 3) + line(ctx.W * 0.42, ctx.horizon * 0.26, ctx.W * 0.42 + 10, ctx.horizon * 0.26 + 4, '#5a4a6a', 3);
    return out;
  },
  mid(ctx) {
    let out = '';
    // A row of chairs along the wall, a box of toys, the reception desk at the side.
    for (const [i, x] of [0.3, 0.4, 0.5, 0.6].entries()) out += chair(ctx.W * x, ctx.horizon + 6, i % 2 ? '#7fb8e8' : '#8fcf7e');
    out += rect(ctx.W * 0.74, ctx.horizon - 80, 170, 86, '#f3e6d6', { rx: 6, stroke: '#c9b8a4', 'stroke-width': 3 }) + rect(ctx.W * 0.74, ctx.horizon - 92, 170, 14, '#c98f63', { rx: 4 }) +
      circle(ctx.W * 0.74 + 40, ctx.horizon - 98, 9, '#f2c14e');
    out += rect(ctx.W * 0.06, ctx.horizon - 20, 70, 30, '#e07a6a', { rx: 4 }) + circle(ctx.W * 0.06 + 20, ctx.horizon - 26, 10, '#7fb8e8') + rect(ctx.W * 0.06 + 36, ctx.horizon - 38, 20, 20, '#ffd166', { rx: 3 });
    if (lampLit(ctx)) out += circle(ctx.W * 0.5, 40, 80, '#ffe3a0', { opacity: 0.3 });
    return out + dusk(ctx);
  },
  near(ctx) {
    return plant(40, ctx.H + 4, 1.2) + plant(ctx.W - 40, ctx.H + 4, 1.1);
  },
};

// The big things of a family's garden that a story mends where they stand (plan/plots.yaml fixed-things:
// 'our fence blew down', 'la tempête a renversé la niche du chien'), whole and broken, and the rod of a
// day's fishing with Grandpa. Rows of shapes (shape-table.ts) standing with their bottom centre at (0, 0);
// too big to lift, they stand beside whoever the brief says holds them. A broken one shows how it broke:
// pickets on the grass, a gate hanging from one hinge, a kennel's roof slid off. And what a day with the
// family makes at its end: the fish caught, the pile of pancakes.
import { drawShapes, type Shape } from './shape-table.ts';
import type { PropDesign } from './types.ts';

const INK = '#5a4a6a';
const WOOD = '#d9a463';
const DARK_WOOD = '#b5834f';
const PAINT = '#f4ead8';
const RED = '#e2574c';
const GREEN = '#8fcf7e';

// Drawn a quarter larger than a toy: a gate comes up to a child's waist, a kennel to a child's chest.
const design = (kind: PropDesign['kind'], shapes: readonly Shape[], heavy = true): PropDesign => {
  const svg = drawShapes(shapes, heavy ? 'scale(1.25)' : undefined);
  return { kind, draw: () => svg, ...(heavy ? { heavy: true } : {}) };
};

/** One white picket, its foot at (x, 0), leaning by tilt degrees (drawn as a path so it can lean). */
function picket(x: number, tilt = 0): Shape {
  const t = (tilt * Math.PI) / 180;
  const at = (dx: number, dy: number): string => `${(x + dx * Math.cos(t) - dy * Math.sin(t)).toFixed(1)} ${(dx * Math.sin(t) + dy * Math.cos(t)).toFixed(1)}`;
  return ['p', `M${at(-7, 0)} L${at(-7, -58)} L${at(0, -68)} L${at(7, -58)} L${at(7, 0)}Z`, PAINT];
}

export const fenceWhole = design('ground', [
  ['r', -70, -48, 140, 8, PAINT, 2], ['r', -70, -22, 140, 8, PAINT, 2],
  picket(-56), picket(-28), picket(0), picket(28), picket(56),
  ['E', 0, 0, 74, 4, GREEN],
]);

/** Blown down: one rail hanging from a post, a picket leaning out, two flat on the grass. */
export const fenceBroken = design('ground', [
  ['r', -70, -22, 140, 8, PAINT, 2], ['p', 'M-70 -48 L-14 -48 L-14 -40 L-70 -40Z', PAINT], ['p', 'M-12 -46 L62 -12 L58 -6 L-14 -38Z', PAINT],
  picket(-56), picket(-28), picket(22, 24), picket(58, 8),
  ['E', 0, 0, 74, 4, GREEN],
  ['p', 'M-30 -2 L24 -10 L28 -3 L-26 4Z', PAINT], ['p', 'M6 2 L62 -4 L63 3 L8 8Z', PAINT],
]);

/** A little garden gate between its two posts, latched. */
export const gateWhole = design('ground', [
  ['r', -54, -80, 14, 80, DARK_WOOD, 2], ['r', 40, -80, 14, 80, DARK_WOOD, 2], ['c', -47, -84, 8, DARK_WOOD], ['c', 47, -84, 8, DARK_WOOD],
  ['r', -38, -64, 76, 10, WOOD, 2], ['r', -38, -24, 76, 10, WOOD, 2],
  ['r', -36, -66, 12, 60, WOOD, 2], ['r', -18, -66, 12, 60, WOOD, 2], ['r', 0, -66, 12, 60, WOOD, 2], ['r', 18, -66, 12, 60, WOOD, 2],
  ['s', 'M-32 -20 L28 -58', DARK_WOOD, 5], ['C', 34, -40, 4, INK],
]);

/** Blown off its top hinge: the gate hangs askew from one post, a corner on the ground, a slat down. */
export const gateBroken = design('ground', [
  ['r', -54, -80, 14, 80, DARK_WOOD, 2], ['r', 40, -80, 14, 80, DARK_WOOD, 2], ['c', -47, -84, 8, DARK_WOOD], ['c', 47, -84, 8, DARK_WOOD],
  ['p', 'M-40 -28 L30 -2 L26 8 L-44 -18Z', WOOD], ['p', 'M-30 -66 L36 -40 L33 -30 L-34 -56Z', WOOD],
  ['p', 'M-38 -60 L-26 -56 L-42 -2 L-54 -6Z', WOOD], ['p', 'M-20 -54 L-8 -50 L-22 4 L-34 0Z', WOOD], ['p', 'M0 -46 L12 -42 L0 8 L-12 4Z', WOOD],
  ['s', 'M-36 -18 L26 -34', DARK_WOOD, 5],
  ['p', 'M34 -2 L70 -12 L72 -4 L36 6Z', WOOD],
]);

/** A dog's kennel: a red roof, a round door, a bowl by it. */
export const kennelWhole = design('ground', [
  ['r', -38, -52, 76, 52, WOOD, 3], ['p', 'M-48 -48 L0 -84 L48 -48 L40 -44 L0 -74 L-40 -44Z', RED],
  ['p', 'M-16 0 L-16 -22 Q0 -40 16 -22 L16 0Z', '#5a3a2a'], ['R', -12, -62, 24, 7, '#fff8ec', 2],
  ['s', 'M-38 -32 L-20 -32 M20 -32 L38 -32 M-38 -14 L-18 -14 M18 -14 L38 -14', DARK_WOOD, 2],
  ['p', 'M44 0 L48 -10 L66 -10 L70 0Z', '#7d8fd8'],
]);

/** Knocked over by the storm: the roof slid off onto the grass, a plank of the wall down. */
export const kennelBroken = design('ground', [
  ['r', -38, -52, 76, 52, WOOD, 3], ['P', 'M-38 -52 L-10 -52 L-38 -36Z', '#5a3a2a'],
  ['p', 'M-16 0 L-16 -22 Q0 -40 16 -22 L16 0Z', '#5a3a2a'],
  ['s', 'M-38 -32 L-20 -32 M20 -32 L38 -32 M18 -14 L38 -14', DARK_WOOD, 2],
  ['p', 'M30 -6 L62 -44 L88 -14 L82 -8 L62 -32 L38 -2Z', RED],
  ['p', 'M-70 -2 L-30 -8 L-29 -1 L-68 5Z', WOOD],
]);

/** A garden swing: a wooden A-frame, two ropes and a red seat. */
export const swingWhole = design('ground', [
  ['s', 'M-50 0 L-40 -84 L-30 0 M30 0 L40 -84 L50 0', DARK_WOOD, 6], ['r', -46, -90, 92, 9, WOOD, 3],
  ['s', 'M-16 -82 L-16 -26 M16 -82 L16 -26', '#8a6a50', 2.5], ['r', -22, -28, 44, 7, RED, 3],
  ['E', 0, 0, 58, 4, GREEN],
]);

/** Its rope snapped: the seat hangs down from one rope, the broken end curled on the grass. */
export const swingBroken = design('ground', [
  ['s', 'M-50 0 L-40 -84 L-30 0 M30 0 L40 -84 L50 0', DARK_WOOD, 6], ['r', -46, -90, 92, 9, WOOD, 3],
  ['s', 'M-16 -82 L-16 -50 M16 -82 L16 -20', '#8a6a50', 2.5], ['s', 'M-16 -50 Q-20 -44 -14 -40', '#8a6a50', 2.5],
  ['p', 'M12 -22 L19 -20 L2 20 L-5 18Z', RED], ['s', 'M-26 -2 Q-18 -8 -10 -2', '#8a6a50', 2.5],
  ['E', 0, 0, 58, 4, GREEN],
]);

/** A fishing rod held at its handle, the line and its float hanging from the tip. */
export const fishingRod = design('hand', [
  ['s', 'M-4 10 L40 -60', '#8a5a34', 4], ['s', 'M-6 14 L4 -2', '#5a3a2a', 7], ['c', 6, -6, 5, '#a9acc0'],
  ['s', 'M40 -60 Q46 -30 44 -6', '#5a5a6a', 1.5], ['c', 44, -2, 5, RED], ['P', 'M39 -2 A5 5 0 0 0 49 -2Z', '#ffffff'],
], false);

/** A fish just caught, silver-blue, held up by the tail. */
export const fish = design('hand', [
  ['p', 'M-4 -6 L-14 -18 L6 -14Z', '#5f8fc0'],
  ['e', 0, 14, 12, 22, '#9ec9e8'], ['p', 'M0 34 L-12 48 L12 48Z', '#7fb0d8'], ['P', 'M-8 8 Q0 14 8 8', '#cfe6f5'],
  ['C', -4, 4, 2.5, INK], ['s', 'M0 -8 L0 -6', INK, 2],
], false);

/** A pet fish's glass tank on a low wooden stand: water, gravel, a water weed and an orange goldfish. */
const TANK: readonly Shape[] = [
  ['r', -46, -8, 92, 8, DARK_WOOD], ['r', -40, -64, 80, 56, '#cfeaf7'], ['R', -38, -54, 76, 44, '#9fd3ee'],
  ['R', -38, -16, 76, 6, '#d8c39a'], ['s', 'M-26 -12 Q-32 -28 -24 -40 M-22 -12 Q-16 -26 -22 -36', '#4f9f5a', 4],
  ['e', 8, -34, 9, 6, '#f49a4a'], ['p', 'M16 -34 L24 -40 L24 -28Z', '#f49a4a'], ['C', 4, -35, 1.6, INK],
  ['s', 'M-34 -58 L-10 -58', '#ffffff', 2.5],
];
export const fishTank = design('ground', TANK);
/** The tank with the little castle the child put in: grey, with a door and two round windows. */
export const fishTankCastle = design('ground', [
  ...TANK,
  ['r', 14, -36, 20, 22, '#b8bcc8'], ['r', 12, -42, 6, 8, '#b8bcc8'], ['r', 30, -42, 6, 8, '#b8bcc8'],
  ['P', 'M20 -14 L20 -22 Q24 -26 28 -22 L28 -14Z', INK], ['C', 19, -29, 2, INK], ['C', 29, -29, 2, INK],
]);

/** A plate of pancakes, golden and stacked, a pat of butter on top. */
export const pancakes = design('hand', [
  ['e', 0, 8, 30, 7, '#ffffff'],
  ['e', 0, 2, 24, 6, '#e9b25a'], ['e', 0, -5, 24, 6, '#f0c070'], ['e', 0, -12, 24, 6, '#e9b25a'], ['e', 0, -19, 24, 6, '#f0c070'],
  ['R', -5, -27, 10, 6, '#fff1a8', 2], ['P', 'M-14 -19 Q-16 -8 -12 -4 Q-10 -12 -8 -18Z', '#c98a3a'],
], false);

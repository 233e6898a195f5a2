// The things of a family's days at home that parents' ideas turn on and the pages named without a drawing
// (issue 10 'pictures of the page'): the boxes and the removal van of a move, the plate of the food a child
// tries at the table. Rows of shapes as in thing-props.ts: ground things stand with their bottom centre at (0, 0).
import type { ThingRow } from './thing-props.ts';
import type { Shape } from './shape-table.ts';

const INK = '#5a4a6a';
const PAPER = '#fff8ec';
const WOOD = '#d9a463';
const DARK_WOOD = '#b5834f';
const CARD = '#d3a36a';
const TAPE = '#efcf9c';
const VAN_BLUE = '#5fa8d3';
const GREEN = '#4aa05a';

export const HOUSE_THINGS = {
  // Two cardboard boxes of a move, one on the other, taped down the middle, a label on the front and a flap open.
  'moving-box': { kind: 'ground', heavy: true, shapes: [
    ['r', -32, -40, 64, 40, CARD, 2], ['R', -4, -40, 8, 40, TAPE], ['R', 10, -26, 16, 10, PAPER, 1], ['s', 'M13 -21 L23 -21', INK, 1.5],
    ['r', -24, -66, 44, 26, '#dcae74', 2], ['R', -5, -66, 7, 26, TAPE], ['p', 'M-24 -66 L-34 -76 L-14 -74 L-8 -66Z', '#c99a61'],
    ['p', 'M20 -66 L30 -78 L12 -76 L6 -66Z', '#c99a61'],
  ] },
  // The removal van: a tall white box on wheels with a blue stripe, its blue cab in front, the windscreen and a headlight.
  'removal-van': { kind: 'ground', heavy: true, shapes: [
    ['r', -66, -80, 86, 66, '#f4f1e8', 5], ['R', -66, -52, 86, 11, VAN_BLUE], ['r', -60, -74, 22, 16, CARD, 1],
    ['p', 'M20 -14 L20 -60 L44 -60 L60 -38 L64 -36 L64 -14Z', VAN_BLUE], ['P', 'M25 -56 L42 -56 L54 -40 L25 -40Z', '#bfe6fb'],
    ['R', 58, -26, 6, 6, '#ffd166', 2], ['R', 27, -34, 8, 3, INK],
    ['c', -42, -12, 12, INK], ['C', -42, -12, 5, '#d8d8d8'], ['c', 40, -12, 12, INK], ['C', 40, -12, 5, '#d8d8d8'],
  ] },
  // The big blue suitcase of a holiday: its handle on top, two straps, a label, little wheels.
  suitcase: { kind: 'ground', heavy: true, shapes: [
    ['s', 'M-10 -58 L-10 -66 L10 -66 L10 -58', INK, 4], ['r', -30, -58, 60, 50, VAN_BLUE, 6], ['R', -18, -58, 5, 50, '#4a8fb8'], ['R', 13, -58, 5, 50, '#4a8fb8'],
    ['R', -6, -40, 12, 9, PAPER, 1], ['c', -22, -5, 4, INK], ['c', 22, -5, 4, INK],
  ] },
} as const satisfies Record<string, ThingRow>;

// A little table with a plate (or a bowl) on it, the food the words name heaped on top, and a fork beside.
const TABLE: readonly Shape[] = [
  ['r', -38, -50, 7, 50, DARK_WOOD, 2], ['r', 31, -50, 7, 50, DARK_WOOD, 2], ['r', -48, -60, 96, 11, WOOD, 3],
  ['s', 'M40 -62 L40 -80 M36 -80 L36 -72 M44 -80 L44 -72', '#9aa4b0', 2.5],
];
const PLATE: readonly Shape[] = [['e', 0, -63, 32, 7, PAPER], ['E', 0, -64, 22, 4, '#f1e6d2']];
const onPlate = (food: readonly Shape[]): readonly Shape[] => [...TABLE, ...PLATE, ...food];

/** The meal on the table, by the food the page's words name (broccoli and other greens by default). */
export const MEALS = {
  greens: { kind: 'ground', heavy: true, shapes: onPlate([
    ['r', -16, -80, 6, 16, '#9cc86a', 2], ['r', 6, -78, 6, 14, '#9cc86a', 2],
    ['c', -18, -82, 9, GREEN], ['c', -6, -88, 10, '#3f8f4f'], ['c', 6, -81, 9, GREEN], ['c', 16, -86, 8, '#57b066'],
    ['C', -9, -91, 3, '#6fbf6a'], ['C', 9, -84, 3, '#6fbf6a'], ['C', -19, -85, 2.5, '#6fbf6a'],
  ]) },
  carrots: { kind: 'ground', heavy: true, shapes: onPlate([
    ['p', 'M-24 -68 L10 -78 L11 -72 Z', '#f08a3c'], ['p', 'M-18 -72 L18 -84 L19 -78 Z', '#f7a04a'], ['p', 'M-10 -67 L24 -72 L24 -66 Z', '#f08a3c'],
    ['s', 'M18 -84 l6 -6 M18 -84 l8 -2 M24 -72 l7 -4', GREEN, 2.5],
  ]) },
  peas: { kind: 'ground', heavy: true, shapes: onPlate([
    ['c', -15, -69, 5, '#7cc35a'], ['c', -5, -70, 5, '#6fb84e'], ['c', 5, -69, 5, '#7cc35a'], ['c', 15, -69, 5, '#6fb84e'],
    ['c', -10, -77, 5, '#86cc62'], ['c', 0, -78, 5, '#7cc35a'], ['c', 10, -77, 5, '#86cc62'], ['c', -5, -85, 5, '#6fb84e'], ['c', 5, -85, 5, '#7cc35a'],
  ]) },
  fish: { kind: 'ground', heavy: true, shapes: onPlate([
    ['e', -4, -71, 20, 8, '#f2b880'], ['p', 'M14 -71 L27 -79 L27 -63Z', '#eaa468'], ['C', -17, -73, 2, INK],
    ['s', 'M-2 -76 q4 5 0 10 M6 -76 q4 5 0 10', '#e09a5c', 1.5], ['c', -22, -66, 4, '#ffe27a'],
  ]) },
  soup: { kind: 'ground', heavy: true, shapes: [
    ...TABLE, ['e', 0, -62, 30, 5, '#9fd3f5'], ['p', 'M-27 -82 Q-25 -61 0 -61 Q25 -61 27 -82Z', '#7fc8f0'], ['E', 0, -82, 26, 4.5, '#e7a54a'],
    ['R', -20, -74, 40, 3, '#bfe6fb'], ['s', 'M-8 -90 q4 -5 0 -10 M6 -90 q4 -5 0 -10', '#c9c2cf', 2],
  ] },
  sushi: { kind: 'ground', heavy: true, shapes: onPlate([
    ['r', -25, -80, 14, 13, '#ffffff', 3], ['R', -25, -75, 14, 4, '#2f3a2f'], ['C', -18, -81, 3.5, '#f28b6a'],
    ['r', -7, -80, 14, 13, '#ffffff', 3], ['R', -7, -75, 14, 4, '#2f3a2f'], ['C', 0, -81, 3.5, '#8fcf7e'],
    ['r', 11, -80, 14, 13, '#ffffff', 3], ['R', 11, -75, 14, 4, '#2f3a2f'], ['C', 18, -81, 3.5, '#f28b6a'],
  ]) },
  // A breakfast (issue 10 'pictures of the page': a meal the words sit down to): toast and a fried egg, a cup of milk.
  breakfast: { kind: 'ground', heavy: true, shapes: onPlate([
    ['r', -26, -80, 20, 16, '#e9b56a', 4], ['R', -23, -77, 14, 10, '#f7d79a', 3], ['e', 8, -70, 13, 7, '#ffffff'], ['C', 8, -71, 4.5, '#ffc83d'],
    ['r', -44, -84, 12, 22, '#ffffff', 3], ['R', -42, -80, 8, 5, '#dff1fb'],
  ]) },
  // A birthday tea or a tea party: little sandwiches, cupcakes with cherries, the teapot.
  tea: { kind: 'ground', heavy: true, shapes: onPlate([
    ['p', 'M-26 -68 L-6 -68 L-16 -80Z', '#f7e2b0'], ['P', 'M-23 -70 L-9 -70 L-16 -76Z', '#9cc86a'],
    ['p', 'M0 -68 L14 -68 L12 -76 L2 -76Z', '#f6a5c0'], ['c', 7, -80, 6, '#fff1e0'], ['C', 7, -88, 2.5, '#e2574c'],
    ['p', 'M16 -68 L28 -68 L26 -75 L18 -75Z', '#8fcf7e'], ['c', 22, -79, 5, '#fff1e0'], ['C', 22, -86, 2.2, '#e2574c'],
    ['e', -40, -74, 10, 9, '#7fc8f0'], ['s', 'M-50 -78 q-6 4 0 8', '#7fc8f0', 2.5], ['s', 'M-30 -78 l6 -4', '#7fc8f0', 2.5], ['C', -40, -84, 2.5, '#7fc8f0'],
  ]) },
  // A picnic out of doors: no table, a red checked rug on the grass with the basket, sandwiches and apples on it.
  picnic: { kind: 'ground', heavy: true, shapes: [
    ['p', 'M-56 -4 L-36 -22 L52 -22 L60 -4Z', '#e2574c'], ['s', 'M-34 -4 L-22 -22 M-8 -4 L2 -22 M20 -4 L26 -22 M44 -4 L46 -22 M-46 -13 L56 -13', '#fff8ec', 2.5],
    ['r', -34, -44, 30, 22, '#c9944f', 4], ['s', 'M-30 -44 Q-19 -60 -8 -44', '#a8773c', 3], ['R', -34, -36, 30, 3, '#a8773c'],
    ['p', 'M6 -20 L26 -20 L16 -32Z', '#f7e2b0'], ['P', 'M9 -22 L23 -22 L16 -28Z', '#9cc86a'], ['c', 36, -24, 5, '#e2574c'], ['c', 46, -22, 5, '#8fcf7e'],
  ] },
} as const satisfies Record<string, ThingRow>;

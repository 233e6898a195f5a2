// The places a child visits with a grown-up, as the thing that says them (issue 10 'pictures of the page': a
// haircut, the dentist, the fire station were drawn as a plain street): the hairdresser's chair before its mirror,
// the dentist's chair under its lamp, and the fire station itself, seen across the village. Rows of shapes as in
// thing-props.ts: ground and scene things stand with their bottom centre at (0, 0).
import type { ThingRow } from './thing-props.ts';

const INK = '#5a4a6a';
const PAPER = '#fff8ec';
const STEEL = '#9aa4b0';
const RED = '#e2574c';
const WOOD = '#d9a463';

export const VISIT_THINGS = {
  // A red hairdresser's chair on its silver foot, a tall mirror on its stand beside it, scissors and a comb on the shelf.
  'salon-chair': { kind: 'ground', heavy: true, shapes: [
    ['r', 37, -60, 6, 60, WOOD, 2], ['e', 40, -88, 22, 30, WOOD], ['E', 40, -88, 17, 25, '#cfe9f7'], ['s', 'M30 -100 L38 -110 M32 -92 L44 -106', PAPER, 3],
    ['r', 18, -56, 44, 5, WOOD, 2], ['s', 'M24 -62 l8 -6 M24 -68 l8 6', INK, 1.5], ['C', 22, -62, 2, INK], ['C', 22, -68, 2, INK], ['R', 44, -64, 14, 4, '#f6a5c0', 1],
    ['r', -34, -8, 40, 8, STEEL, 4], ['r', -17, -30, 6, 22, '#b7c0ca', 2], ['r', -42, -86, 12, 50, RED, 5], ['r', -40, -42, 52, 13, RED, 5],
    ['r', -36, -56, 44, 6, '#c63f36', 3],
  ] },
  // The dentist's chair: a blue chair leaning back on its foot, a bright lamp on its arm above, a cup of water beside.
  'dentist-chair': { kind: 'ground', heavy: true, shapes: [
    ['s', 'M40 -30 L40 -100 L6 -100 L-4 -92', STEEL, 4], ['p', 'M-16 -92 L4 -92 L0 -82 L-12 -82Z', '#f2c14e'], ['P', 'M-12 -82 L0 -82 L10 -52 L-26 -52Z', '#fff3b0'],
    ['r', -30, -8, 60, 8, STEEL, 4], ['r', -4, -32, 8, 24, '#b7c0ca', 2],
    ['p', 'M-50 -66 L-38 -72 L-18 -42 L28 -42 L46 -28 L40 -20 L24 -32 L-24 -32Z', '#7fc8f0'], ['e', -46, -68, 9, 6, '#5fb3d9'],
    ['r', 34, -44, 12, 14, PAPER, 2], ['R', 36, -40, 8, 3, '#bfe6fb'],
  ] },
  // The fire station across the village: red brick, its big doors open on the fire engine, a bell tower with its bell.
  'fire-station': { kind: 'scene', places: ['village', 'garden', 'meadow'], shapes: [
    ['r', -56, -62, 112, 62, '#c9553f', 2], ['p', 'M-62 -62 L0 -86 L62 -62Z', '#8a3b31'], ['r', -12, -108, 24, 26, '#c9553f', 1], ['p', 'M-16 -108 L0 -120 L16 -108Z', '#8a3b31'],
    ['c', 0, -96, 5, '#f2c14e'], ['r', -46, -44, 40, 44, '#3a2e3f', 1], ['r', 6, -44, 40, 44, '#3a2e3f', 1],
    ['r', -42, -28, 34, 20, RED, 3], ['R', -38, -24, 12, 8, '#bfe6fb'], ['c', -34, -6, 5, INK], ['c', -16, -6, 5, INK], ['R', -42, -34, 30, 3, STEEL],
    ['R', -40, -56, 80, 8, PAPER, 1], ['R', -30, -54, 60, 4, RED],
  ] },
} as const satisfies Record<string, ThingRow>;

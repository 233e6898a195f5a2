// The things parents' ideas name most (scripts/picture-coverage.ts lists them): toys, instruments, clothes,
// things of the house and the beach, as rows of shapes (shape-table.ts). 'hand' things are drawn around the
// grip at (0, 0); 'ground' things stand with their bottom centre at (0, 0). About 60 units tall, in the
// illustrator's palette. The places an idea travels to (the moon, an island, a castle, the fair) are 'sky'
// and 'scene' things, drawn with their bottom centre at (0, 0) and put by the scene into its sky or its
// middle distance, larger (compose/scene.ts), on the outdoor pages of the places they can be seen from.
import type { ScenePlace } from '../../../scene-brief.ts';
import type { PropKind } from './types.ts';
import type { Shape } from './shape-table.ts';

export interface ThingRow {
  kind: PropKind;
  /** A 'sky' or 'scene' thing is seen only from these outdoor places (an island from the shore); from every
   * outdoor place when absent. */
  places?: readonly ScenePlace[];
  shapes: readonly Shape[];
  /** A tilt in degrees, for long things held at a slant (a flute, a paintbrush). */
  tilt?: number;
  /** Never lifted: it stands on the ground beside its holder. */
  heavy?: boolean;
}

const INK = '#5a4a6a';
const GOLD = '#f2c14e';
const RED = '#e2574c';
const WOOD = '#d9a463';
const DARK_WOOD = '#b5834f';
const PAPER = '#fff8ec';
const SKY = '#7fc8f0';
const GREEN = '#8fcf7e';
const PINK = '#f6a5c0';
const BLUE = '#7d8fd8';
const YELLOW = '#ffd166';

export const THINGS = {
  'music-box': { kind: 'ground', shapes: [
    ['r', -28, -34, 56, 34, '#b56fa8', 4], ['p', 'M-30 -34 L30 -34 L34 -52 L-26 -58Z', '#c98bc0'], ['R', -28, -22, 56, 5, GOLD],
    ['s', 'M28 -16 L40 -16 L40 -6', INK, 4], ['c', 0, -44, 4, GOLD],
    ['s', 'M-14 -62 L-14 -78 L-4 -80', INK, 2.5], ['C', -17, -62, 4, INK], ['s', 'M10 -66 L10 -82', INK, 2.5], ['C', 7, -66, 4, INK],
  ] },
  flute: { kind: 'hand', tilt: -40, shapes: [
    ['r', -4, -46, 8, 86, WOOD, 4], ['R', -5, -48, 10, 8, DARK_WOOD, 3],
    ['C', 0, -30, 2.2, '#8a5a44'], ['C', 0, -18, 2.2, '#8a5a44'], ['C', 0, -6, 2.2, '#8a5a44'], ['C', 0, 6, 2.2, '#8a5a44'], ['C', 0, 18, 2.2, '#8a5a44'],
  ] },
  bicycle: { kind: 'ground', heavy: true, shapes: [
    ['o', -36, -24, 22, INK, 5], ['o', 36, -24, 22, INK, 5], ['C', -36, -24, 4, INK], ['C', 36, -24, 4, INK],
    ['s', 'M-36 -24 L-6 -24 L14 -52 L-18 -52 Z M14 -52 L36 -24 M-18 -52 L-22 -60 M-6 -24 L-18 -52', RED, 5],
    ['s', 'M14 -52 L10 -68 L22 -70', INK, 4], ['e', -22, -62, 11, 4, INK],
  ] },
  ribbon: { kind: 'hand', shapes: [
    ['p', 'M-2 4 L-12 32 L-4 28 L2 6Z', GOLD], ['p', 'M2 4 L12 32 L4 28 L-2 6Z', GOLD],
    ['p', 'M0 0 Q-26 -22 -28 0 Q-26 20 0 0Z', GOLD], ['p', 'M0 0 Q26 -22 28 0 Q26 20 0 0Z', GOLD], ['c', 0, 0, 6, '#e5a92f'],
  ] },
  'rubber-ring': { kind: 'ground', shapes: [
    ['o', 0, -30, 24, '#c63f36', 18], ['o', 0, -30, 24, RED, 13],
    ['s', 'M-24 -30 Q-24 -44 -14 -50 M24 -30 Q24 -16 14 -10', PAPER, 13],
  ] },
  train: { kind: 'ground', shapes: [
    ['r', -38, -30, 44, 22, RED, 4], ['r', 2, -52, 24, 44, RED, 3], ['R', -1, -56, 30, 6, INK, 2], ['r', -32, -46, 9, 16, INK, 2],
    ['R', 7, -46, 14, 11, '#9fd3f5', 2], ['C', -27, -56, 6, '#eeeeee'], ['C', -20, -64, 5, '#eeeeee'],
    ['c', -28, -8, 7, INK], ['c', -8, -8, 7, INK], ['c', 14, -8, 7, INK], ['R', -38, -22, 44, 4, GOLD],
  ] },
  rocket: { kind: 'hand', shapes: [
    ['p', 'M-12 -4 L-22 16 L-12 12Z', RED], ['p', 'M12 -4 L22 16 L12 12Z', RED], ['P', 'M-7 12 Q0 32 7 12Z', '#ffb84a'],
    ['p', 'M0 -52 Q14 -32 12 12 L-12 12 Q-14 -32 0 -52Z', PAPER], ['P', 'M0 -52 Q7 -44 9 -36 L-9 -36 Q-7 -44 0 -52Z', RED],
    ['c', 0, -18, 6, '#9fd3f5'],
  ] },
  cup: { kind: 'hand', shapes: [
    ['s', 'M13 -10 Q28 -8 12 6', '#4f9fcf', 5], ['p', 'M-15 -18 L15 -18 L12 12 Q0 16 -12 12Z', SKY],
    ['C', -4, -4, 3, PAPER], ['C', 5, 2, 3, PAPER], ['E', 0, -18, 14, 3, '#8a5a44'],
  ] },
  crayons: { kind: 'hand', shapes: [
    ['r', -18, -26, 10, 38, RED, 2], ['P', 'M-18 -26 L-13 -38 L-8 -26Z', RED],
    ['r', -5, -32, 10, 44, BLUE, 2], ['P', 'M-5 -32 L0 -44 L5 -32Z', BLUE],
    ['r', 8, -24, 10, 36, YELLOW, 2], ['P', 'M8 -24 L13 -36 L18 -24Z', '#e5a92f'],
    ['R', -18, -14, 36, 4, PAPER],
  ] },
  sandcastle: { kind: 'ground', heavy: true, shapes: [
    ['r', -38, -26, 76, 26, '#f2d59a', 2], ['r', -16, -52, 32, 28, '#f2d59a', 2],
    ['R', -16, -58, 8, 8, '#f2d59a'], ['R', 8, -58, 8, 8, '#f2d59a'], ['R', -38, -32, 8, 8, '#f2d59a'], ['R', 30, -32, 8, 8, '#f2d59a'],
    ['s', 'M0 -58 L0 -78', INK, 2.5], ['P', 'M0 -78 L16 -73 L0 -68Z', RED], ['P', 'M-7 0 L-7 -10 Q0 -18 7 -10 L7 0Z', '#c9a56a'],
  ] },
  shoe: { kind: 'ground', shapes: [
    ['p', 'M-32 0 L-32 -22 Q-30 -32 -18 -32 L-8 -32 Q-2 -18 20 -14 Q34 -12 34 0Z', RED], ['R', -33, -5, 68, 5, PAPER, 2],
    ['s', 'M-10 -26 L-2 -22 M-14 -20 L-4 -16', PAPER, 2.5],
  ] },
  wand: { kind: 'hand', shapes: [
    ['s', 'M0 16 L0 -40', INK, 5], ['star', 0, -50, 15, 6.5, '#ffd84a'], ['C', 16, -64, 2.5, '#ffd84a'], ['C', -14, -66, 2, '#ffd84a'],
  ] },
  'treasure-chest': { kind: 'ground', heavy: true, shapes: [
    ['c', -10, -38, 6, GOLD], ['c', 6, -40, 6, GOLD],
    ['r', -34, -36, 68, 36, DARK_WOOD, 3], ['p', 'M-36 -36 Q0 -62 36 -36Z', WOOD],
    ['R', -22, -36, 6, 36, GOLD], ['R', 16, -36, 6, 36, GOLD], ['r', -6, -40, 12, 14, GOLD, 2], ['C', 0, -33, 2, INK],
  ] },
  drum: { kind: 'ground', shapes: [
    ['r', -28, -42, 56, 40, RED, 4], ['s', 'M-26 -36 L-13 -8 L0 -36 L13 -8 L26 -36', PAPER, 3], ['e', 0, -42, 28, 8, PAPER],
    ['s', 'M-14 -46 L-36 -72 M14 -46 L36 -72', DARK_WOOD, 4], ['C', -36, -72, 4, PAPER], ['C', 36, -72, 4, PAPER],
  ] },
  guitar: { kind: 'hand', tilt: 25, shapes: [
    ['r', -3, -58, 6, 44, '#8a5a44', 2], ['r', -6, -66, 12, 10, '#8a5a44', 3],
    ['c', 0, 14, 18, WOOD], ['c', 0, -8, 13, WOOD], ['C', 0, 4, 5, INK], ['R', -7, 18, 14, 3, INK],
  ] },
  violin: { kind: 'hand', tilt: -25, shapes: [
    ['s', 'M-30 -30 L34 10', DARK_WOOD, 2.5],
    ['r', -2, -48, 4, 30, INK, 2], ['c', 0, 8, 13, '#b5603a'], ['c', 0, -10, 10, '#b5603a'], ['P', 'M-3 -4 L-3 4 M3 -4 L3 4', INK], ['R', -4, 10, 8, 3, INK],
  ] },
  trumpet: { kind: 'hand', shapes: [
    ['s', 'M-26 -2 L18 -2', GOLD, 6], ['s', 'M-10 -2 Q-10 12 4 12 L14 12', GOLD, 5], ['p', 'M16 -10 L36 -22 L36 18 L16 6Z', GOLD],
    ['R', -8, -14, 4, 10, '#e5a92f'], ['R', 0, -14, 4, 10, '#e5a92f'], ['R', 8, -14, 4, 10, '#e5a92f'], ['c', -28, -2, 4, GOLD],
  ] },
  piano: { kind: 'ground', heavy: true, shapes: [
    ['r', -42, -48, 84, 44, INK, 4], ['R', -38, -26, 76, 16, PAPER], ['R', -30, -26, 5, 9, INK], ['R', -18, -26, 5, 9, INK],
    ['R', -2, -26, 5, 9, INK], ['R', 10, -26, 5, 9, INK], ['R', 22, -26, 5, 9, INK], ['R', -38, -6, 6, 6, INK], ['R', 32, -6, 6, 6, INK],
  ] },
  backpack: { kind: 'ground', shapes: [
    ['s', 'M-10 -50 Q0 -62 10 -50', '#4f5fae', 4], ['r', -22, -50, 44, 50, BLUE, 12], ['r', -15, -24, 30, 18, '#9fb0ef', 5],
    ['R', -15, -24, 30, 4, '#4f5fae'], ['C', 0, -38, 3, YELLOW],
  ] },
  scarf: { kind: 'hand', shapes: [
    ['p', 'M10 -4 L26 -4 L26 34 L10 34Z', RED], ['s', 'M12 36 L12 42 M18 36 L18 42 M24 36 L24 42', RED, 2.5],
    ['p', 'M-32 -14 Q0 4 32 -14 L32 -2 Q0 16 -32 -2Z', RED], ['R', 10, 8, 16, 5, PAPER], ['R', 10, 22, 16, 5, PAPER],
  ] },
  sock: { kind: 'hand', shapes: [
    ['p', 'M-8 -32 L10 -32 L10 4 Q10 16 -4 16 L-20 16 Q-30 16 -30 6 Q-30 -4 -18 -4 L-8 -4Z', GREEN],
    ['R', -8, -28, 18, 5, PAPER], ['R', -8, -18, 18, 5, PAPER], ['E', -22, 8, 6, 5, '#6fb366'],
  ] },
  pillow: { kind: 'ground', shapes: [
    ['p', 'M-38 -34 Q0 -40 38 -34 Q44 -17 38 0 Q0 -6 -38 0 Q-44 -17 -38 -34Z', '#fbd3e0'],
    ['C', -16, -18, 3, PINK], ['C', 0, -24, 3, PINK], ['C', 16, -16, 3, PINK], ['C', -4, -10, 3, PINK],
  ] },
  bucket: { kind: 'ground', shapes: [
    ['s', 'M-20 -34 Q0 -58 20 -34', INK, 3], ['p', 'M-22 -34 L22 -34 L17 0 L-17 0Z', SKY], ['R', -21, -30, 42, 5, YELLOW],
    ['s', 'M26 0 L36 -34', DARK_WOOD, 4], ['p', 'M30 -34 L42 -34 L40 -48 L32 -48Z', RED],
  ] },
  sledge: { kind: 'ground', heavy: true, shapes: [
    ['s', 'M-40 0 L38 0 Q48 0 46 -12', INK, 4], ['s', 'M-26 0 L-26 -14 M0 0 L0 -14 M24 0 L24 -14', INK, 4],
    ['r', -42, -24, 82, 10, RED, 4], ['s', 'M40 -20 Q60 -26 54 -40', '#8a5a44', 2.5],
  ] },
  skateboard: { kind: 'ground', heavy: true, shapes: [
    ['c', -26, -6, 6, INK], ['c', 26, -6, 6, INK],
    ['p', 'M-44 -18 Q-46 -12 -40 -12 L40 -12 Q46 -12 44 -18 L40 -20 L-40 -20Z', '#b56fa8'], ['R', -20, -18, 40, 3, YELLOW],
  ] },
  scooter: { kind: 'ground', heavy: true, shapes: [
    ['s', 'M22 -12 L12 -70 M2 -70 L22 -70', INK, 4.5], ['r', -34, -16, 58, 8, SKY, 3], ['c', -30, -6, 7, INK], ['c', 24, -6, 7, INK],
    ['C', 2, -70, 3.5, RED], ['C', 22, -70, 3.5, RED],
  ] },
  robot: { kind: 'ground', shapes: [
    ['s', 'M0 -62 L0 -72', INK, 3], ['c', 0, -74, 4, RED],
    ['r', -11, -16, 8, 16, '#9a97b0', 2], ['r', 3, -16, 8, 16, '#9a97b0', 2], ['r', -18, -40, 36, 26, '#c9c2d8', 4],
    ['r', -15, -62, 30, 22, '#c9c2d8', 5], ['C', -7, -52, 3.5, SKY], ['C', 7, -52, 3.5, SKY], ['R', -6, -45, 12, 2.5, INK],
    ['C', -6, -28, 3, RED], ['C', 6, -28, 3, YELLOW],
  ] },
  doll: { kind: 'ground', shapes: [
    ['p', 'M-18 0 L-8 -36 L8 -36 L18 0Z', PINK], ['c', 0, -46, 12, '#f2c6a4'], ['p', 'M-13 -46 Q-14 -62 0 -62 Q14 -62 13 -46 Q8 -56 0 -54 Q-8 -56 -13 -46Z', '#9c3f25'],
    ['C', -4, -46, 1.8, INK], ['C', 4, -46, 1.8, INK], ['R', -10, -24, 20, 3, PAPER],
  ] },
  puzzle: { kind: 'hand', shapes: [
    ['p', 'M-20 -20 L-6 -20 Q-8 -32 0 -32 Q8 -32 6 -20 L20 -20 L20 -6 Q32 -8 32 0 Q32 8 20 6 L20 20 L-20 20Z', GREEN],
  ] },
  paintbrush: { kind: 'hand', tilt: 30, shapes: [
    ['r', -3, -10, 6, 40, DARK_WOOD, 3], ['R', -4, -22, 8, 13, '#c9c2d8'], ['P', 'M-4 -22 Q-5 -34 0 -40 Q5 -34 4 -22Z', RED],
  ] },
  'watering-can': { kind: 'ground', shapes: [
    ['s', 'M14 -14 L40 -42', '#6fb366', 6], ['r', 36, -48, 10, 10, '#6fb366', 2], ['s', 'M-24 -36 Q-36 -24 -24 -10', '#6fb366', 5],
    ['r', -24, -40, 40, 40, GREEN, 6], ['R', -20, -22, 32, 4, PAPER],
  ] },
  bell: { kind: 'hand', shapes: [
    ['o', 0, -34, 5, '#a9acc0', 3], ['c', 0, 8, 5, '#a9acc0'], ['p', 'M0 -30 Q-18 -28 -20 4 L20 4 Q18 -28 0 -30Z', '#d9dce8'],
    ['E', -7, -14, 3, 8, '#ffffff'],
  ] },
  bath: { kind: 'ground', heavy: true, shapes: [
    ['c', -38, -4, 5, INK], ['c', 38, -4, 5, INK], ['C', -20, -40, 9, '#dff1fb'], ['C', -4, -44, 11, '#dff1fb'], ['C', 14, -40, 9, '#dff1fb'],
    ['C', 26, -52, 5, '#dff1fb'], ['p', 'M-50 -36 L50 -36 Q48 -6 32 -6 L-32 -6 Q-48 -6 -50 -36Z', PAPER], ['s', 'M44 -36 L44 -52 L36 -52', '#a9acc0', 4],
  ] },
  tooth: { kind: 'hand', shapes: [
    ['p', 'M-12 -14 Q-14 -26 -4 -24 Q0 -22 4 -24 Q14 -26 12 -14 Q12 0 8 10 Q6 14 4 8 Q2 0 0 0 Q-2 0 -4 8 Q-6 14 -8 10 Q-12 0 -12 -14Z', '#ffffff'],
    ['star', 16, -26, 6, 2.5, '#ffd84a'],
  ] },
  bone: { kind: 'hand', shapes: [
    ['p', 'M-20 -6 Q-30 -14 -24 -4 Q-30 6 -20 4 L20 4 Q30 6 24 -4 Q30 -14 20 -6Z', PAPER],
  ] },
  'toy-car': { kind: 'ground', heavy: true, shapes: [
    ['p', 'M-36 -8 L-36 -22 L-18 -24 L-10 -38 L14 -38 L24 -24 L36 -20 L36 -8Z', RED], ['R', -8, -34, 9, 9, '#9fd3f5'], ['R', 4, -34, 9, 9, '#9fd3f5'],
    ['c', -22, -6, 7, INK], ['c', 22, -6, 7, INK],
  ] },
  // The little fire of a night under the stars: logs, flames, a glow.
  campfire: { kind: 'ground', heavy: true, shapes: [
    ['e', 0, -16, 58, 22, '#ffd68a'], ['r', -50, -20, 100, 14, DARK_WOOD, 7], ['r', -42, -32, 84, 14, WOOD, 7],
    ['p', 'M-30 -30 Q-40 -70 -12 -94 Q-14 -66 0 -60 Q4 -96 24 -114 Q20 -78 36 -66 Q42 -44 30 -30Z', '#ff9a3c'],
    ['P', 'M-12 -30 Q-18 -54 0 -72 Q4 -52 14 -46 Q20 -36 12 -30Z', '#ffe066'],
    ['s', 'M-50 -6 L50 -6', '#8a6a50', 4],
  ] },
  watch: { kind: 'hand', shapes: [
    ['s', 'M0 -22 Q-10 -40 6 -44', GOLD, 3], ['c', 0, -24, 4, GOLD], ['c', 0, 0, 20, GOLD], ['C', 0, 0, 15, PAPER],
    ['s', 'M0 0 L0 -10 M0 0 L8 4', INK, 2.5], ['C', 0, -12, 1.5, INK], ['C', 12, 0, 1.5, INK], ['C', 0, 12, 1.5, INK], ['C', -12, 0, 1.5, INK],
  ] },
  // The treats a sharing story's hero carries and shares (storyteller locales 'gifts'): held out on the
  // page where they are given.
  'honey-jar': { kind: 'hand', shapes: [
    ['p', 'M-16 -22 Q-20 -8 -16 10 Q0 16 16 10 Q20 -8 16 -22Z', '#f4b63f'], ['r', -17, -32, 34, 11, '#e2574c', 4],
    ['s', 'M-17 -27 L17 -27', PAPER, 2], ['R', -10, -12, 20, 12, PAPER, 2], ['P', 'M-6 -8 L6 -8 M-6 -4 L4 -4', '#f4b63f'],
    ['E', -9, -4, 3, 7, '#ffe09a'],
  ] },
  'sweets-tin': { kind: 'hand', shapes: [
    ['r', -26, -14, 52, 26, '#6fa8dc', 6], ['r', -28, -22, 56, 10, '#4f86c6', 5],
    ['C', -14, -1, 5, '#f6a5c0'], ['C', 0, 1, 5, YELLOW], ['C', 14, -1, 5, '#8fcf7e'],
    ['p', 'M-8 -32 L0 -26 L8 -32 L8 -22 L-8 -22Z', RED],
  ] },
  cherries: { kind: 'hand', shapes: [
    ['s', 'M0 -40 Q-16 -22 -16 -4 M0 -40 Q10 -22 14 -2', '#5f8f3e', 3.5], ['p', 'M0 -40 Q14 -52 24 -42 Q12 -34 0 -40Z', GREEN],
    ['c', -16, 4, 13, '#d7263d'], ['c', 14, 6, 13, '#c21f35'], ['E', -20, -1, 3.5, 5, '#ff8a9a'], ['E', 10, 1, 3.5, 5, '#ff8a9a'],
  ] },
  biscuit: { kind: 'hand', shapes: [
    ['c', 0, 0, 22, '#e0a85a'], ['C', 0, 0, 17, '#eab56a'],
    ['s', 'M-10 -8 L10 8 M-10 8 L10 -8', '#c9894a', 2], ['C', -8, -12, 2, '#c9894a'], ['C', 12, 0, 2, '#c9894a'], ['C', -4, 12, 2, '#c9894a'],
  ] },
  // A favourite vase, with the flowers in it, that a story may break or mend.
  vase: { kind: 'ground', shapes: [
    ['s', 'M-4 -44 Q-10 -58 -16 -66 M0 -44 L2 -72 M4 -44 Q12 -56 18 -62', '#5f8f3e', 3],
    ['c', -16, -68, 6, PINK], ['c', 2, -74, 6, YELLOW], ['c', 18, -64, 6, RED], ['C', -16, -68, 2.5, YELLOW], ['C', 2, -74, 2.5, '#e5a92f'], ['C', 18, -64, 2.5, YELLOW],
    ['p', 'M-12 0 Q-24 -16 -16 -32 Q-10 -38 -10 -46 L10 -46 Q10 -38 16 -32 Q24 -16 12 0Z', '#6f8fd8'],
    ['R', -19, -24, 38, 5, PAPER, 2], ['C', -8, -14, 2.5, PAPER], ['C', 0, -12, 2.5, PAPER], ['C', 8, -14, 2.5, PAPER], ['E', -10, -34, 2.5, 6, '#a9bdf0'],
  ] },
  // The vacuum cleaner a pet or a child is afraid of: a round body on wheels, its hose and its long nozzle.
  hoover: { kind: 'ground', heavy: true, shapes: [
    ['s', 'M-4 -30 Q6 -62 24 -66', '#6a6f86', 5], ['s', 'M24 -66 L40 -8', '#a9acc0', 5], ['r', 28, -10, 28, 10, INK, 3],
    ['e', -16, -20, 28, 18, '#8a6ad0'], ['P', 'M-40 -22 Q-16 -36 8 -22', '#a98ae8'], ['c', -34, -4, 6, INK], ['c', 2, -4, 6, INK],
    ['R', -22, -22, 12, 4, YELLOW], ['c', 24, -66, 5, '#6a6f86'],
  ] },
  // The things of the house a pet's mischief spoils (storyteller idea/reading-*.yaml 'mischief'): the sofa with
  // claw marks on its arm, a window's long curtains with a torn hem, a lamp's cable bitten where it runs to the plug.
  sofa: { kind: 'ground', heavy: true, shapes: [
    ['R', -44, -8, 6, 8, DARK_WOOD], ['R', 38, -8, 6, 8, DARK_WOOD], ['r', -42, -60, 84, 34, '#6fb0a6', 10],
    ['r', -46, -32, 92, 26, '#6fb0a6', 6], ['r', -54, -44, 16, 38, '#5a9a90', 7], ['r', 38, -44, 16, 38, '#5a9a90', 7],
    ['s', 'M0 -30 L0 -10', '#4f857c', 2], ['s', 'M-51 -36 L-45 -22 M-47 -38 L-41 -24', PAPER, 1.5],
  ] },
  curtains: { kind: 'ground', heavy: true, shapes: [
    ['r', -26, -114, 52, 75, '#bfe3f5', 2], ['R', -26, -78, 52, 3, PAPER], ['R', -1.5, -114, 3, 75, PAPER], ['R', -30, -39, 60, 6, PAPER, 2],
    ['p', 'M-36 -120 L-14 -120 Q-20 -75 -20 0 L-36 0Z', '#e2708a'], ['p', 'M14 -120 L36 -120 L36 0 L30 -8 L26 0 L20 -10 Q20 -75 14 -120Z', '#e2708a'],
    ['s', 'M-40 -123 L40 -123', DARK_WOOD, 4], ['s', 'M-28 -105 L-28 -8 M28 -105 L28 -16', '#c95a74', 1.5],
  ] },
  wires: { kind: 'ground', heavy: true, shapes: [
    ['s', 'M-30 -4 Q-10 6 0 -4 Q10 -14 22 -4 Q30 2 36 -12', INK, 3], ['C', 6, -10, 2, PAPER], ['C', 12, -9, 2, PAPER],
    ['e', -30, -4, 13, 4, INK], ['s', 'M-30 -6 L-30 -42', INK, 3], ['p', 'M-46 -42 L-14 -42 L-20 -64 L-40 -64Z', YELLOW],
    ['r', 30, -30, 18, 20, PAPER, 3], ['C', 36, -20, 1.6, INK], ['C', 42, -20, 1.6, INK], ['r', 32, -16, 8, 7, '#c9c2d8', 2],
  ] },
  // The moon an idea flies to: a round, sleepy-faced full moon, hung in the sky with two small stars.
  moon: { kind: 'sky', shapes: [
    ['c', 0, -34, 32, '#fff1b8'], ['C', -14, -48, 6, '#f3dd8a'], ['C', 16, -18, 5, '#f3dd8a'], ['C', 18, -50, 3.5, '#f3dd8a'],
    ['s', 'M-14 -34 Q-9 -30 -4 -34 M6 -34 Q11 -30 16 -34 M-6 -20 Q1 -15 8 -20', '#c9a54a', 2.5], ['E', -16, -26, 4, 2.5, '#f6c0a0'], ['E', 18, -26, 4, 2.5, '#f6c0a0'],
    ['star', 44, -60, 7, 3, '#ffd84a'], ['star', -44, -10, 5, 2.2, '#ffd84a'],
  ] },
  // An island seen out at sea: a mound of sand in a ring of foam, with a palm tree.
  island: { kind: 'scene', places: ['sea'], shapes: [
    ['E', 0, -2, 62, 6, '#dff4fb'], ['e', 0, -8, 50, 14, '#f2d59a'],
    ['s', 'M-6 -16 Q-4 -52 10 -74', DARK_WOOD, 7],
    ['p', 'M10 -74 Q-16 -86 -34 -68 Q-12 -76 10 -74Z', GREEN], ['p', 'M10 -74 Q36 -88 52 -68 Q30 -78 10 -74Z', GREEN],
    ['p', 'M10 -74 Q-10 -64 -18 -44 Q0 -62 10 -74Z', '#6fb366'], ['p', 'M10 -74 Q32 -64 36 -44 Q22 -62 10 -74Z', '#6fb366'],
    ['C', 6, -70, 3.5, '#8a5a44'], ['C', 13, -69, 3.5, '#8a5a44'],
  ] },
  // A castle on a hill far away, seen from the road to it (the castle's own scenery draws its walls).
  castle: { kind: 'scene', places: ['forest', 'meadow', 'sea', 'mountain', 'village', 'garden', 'sky'], shapes: [
    ['r', -54, -78, 24, 78, '#c9c2d8', 2], ['r', 30, -78, 24, 78, '#c9c2d8', 2], ['r', -32, -54, 64, 54, '#d9d3e6', 2],
    ['R', -32, -60, 10, 7, '#d9d3e6'], ['R', -10, -60, 10, 7, '#d9d3e6'], ['R', 12, -60, 10, 7, '#d9d3e6'],
    ['p', 'M-58 -78 L-42 -106 L-26 -78Z', BLUE], ['p', 'M26 -78 L42 -106 L58 -78Z', BLUE],
    ['s', 'M-42 -106 L-42 -118 M42 -106 L42 -118', INK, 2], ['P', 'M-42 -118 L-30 -114 L-42 -110Z', RED], ['P', 'M42 -118 L54 -114 L42 -110Z', RED],
    ['P', 'M-10 0 L-10 -20 Q0 -32 10 -20 L10 0Z', DARK_WOOD], ['R', -46, -60, 8, 12, INK, 4], ['R', 38, -60, 8, 12, INK, 4],
  ] },
  // The funfair: a big wheel with its coloured cars and a striped tent beside it. Not from the fair itself,
  // whose own big wheel stands there (scenery/fairground.ts).
  fair: { kind: 'scene', places: ['forest', 'castle', 'meadow', 'sea', 'mountain', 'village', 'garden', 'sky', 'farm', 'zoo'], shapes: [
    ['s', 'M4 0 L20 -56 L36 0', INK, 4], ['o', 20, -56, 40, '#e86a8a', 4],
    ['s', 'M-20 -56 L60 -56 M20 -96 L20 -16 M-8 -84 L48 -28 M-8 -28 L48 -84', '#e86a8a', 2],
    ['c', 20, -100, 6, YELLOW], ['c', 60, -56, 6, SKY], ['c', 20, -12, 6, GREEN], ['c', -20, -56, 6, RED],
    ['c', 48, -84, 6, '#b56fa8'], ['c', -8, -84, 6, BLUE], ['c', 48, -28, 6, PINK], ['c', -8, -28, 6, '#ffb84a'],
    ['r', -54, -26, 40, 26, PAPER, 2], ['p', 'M-58 -26 L-34 -52 L-10 -26Z', RED], ['P', 'M-42 -26 L-34 -52 L-26 -26Z', PAPER],
    ['s', 'M-34 -52 L-34 -62', INK, 2], ['P', 'M-34 -62 L-24 -58 L-34 -55Z', YELLOW], ['P', 'M-40 0 L-40 -16 Q-34 -22 -28 -16 L-28 0Z', '#8a5a44'],
  ] },
  // The circus's big top: a red and white striped tent with a pennant on its pole and a dark doorway.
  'big-top': { kind: 'scene', shapes: [
    ['p', 'M-56 0 L-56 -34 L0 -70 L56 -34 L56 0Z', PAPER],
    ['P', 'M-56 -34 L-36 -47 L-36 0 L-56 0Z', RED], ['P', 'M-18 -59 L0 -70 L0 0 L-18 0Z', RED], ['P', 'M18 -59 L36 -47 L36 0 L18 0Z', RED],
    ['s', 'M-56 -34 L0 -70 L56 -34', INK, 3], ['s', 'M0 -70 L0 -86', INK, 2], ['P', 'M0 -86 L14 -81 L0 -76Z', YELLOW],
    ['P', 'M-10 0 L-10 -18 Q0 -28 10 -18 L10 0Z', '#8a5a44'],
  ] },
  // The tent of a camping night: an orange ridge tent, its door open, a pennant on the pole, guy ropes pegged.
  tent: { kind: 'ground', heavy: true, shapes: [
    ['s', 'M-30 -22 L-52 0 M30 -22 L52 0', INK, 2], ['p', 'M-44 0 L0 -58 L44 0Z', '#f0a35e'], ['P', 'M0 -52 L-13 0 L13 0Z', '#6a4a3a'],
    ['p', 'M0 -52 L13 0 L24 0Z', '#f7c48a'], ['s', 'M0 -58 L0 -70', INK, 3], ['P', 'M0 -70 L12 -66 L0 -62Z', RED],
  ] },
  // The biggest puddle: a wide flat pool of sky-blue water, a shine and two jumping drops.
  puddle: { kind: 'ground', shapes: [
    ['e', 0, -12, 54, 12, '#6fb8e0'], ['E', -12, -14, 22, 4, '#c9ecfb'], ['s', 'M18 -10 q7 -3 14 0', PAPER, 2],
    ['C', -34, -32, 3.5, SKY], ['C', 30, -36, 3, SKY], ['C', 4, -40, 3, SKY],
  ] },
  // Tomatoes grown in a pot: a staked green vine with red tomatoes and one still orange.
  tomatoes: { kind: 'ground', shapes: [
    ['s', 'M0 -28 L0 -80 M0 -48 L-18 -62 M0 -60 L18 -72', '#5fa865', 4], ['e', -20, -66, 8, 4, GREEN], ['e', 20, -76, 8, 4, GREEN],
    ['c', -16, -54, 8, RED], ['c', 14, -62, 8, RED], ['c', 6, -40, 7, RED], ['c', -6, -80, 6, '#f0a35e'],
    ['p', 'M-20 -24 L20 -24 L15 0 L-15 0Z', '#e7896d'], ['R', -22, -28, 44, 6, '#d8765c'],
  ] },
  // A round orange pumpkin, its ribs showing, a green stalk and a curl of vine.
  pumpkin: { kind: 'ground', shapes: [
    ['e', -16, -22, 17, 22, '#f08a3c'], ['e', 16, -22, 17, 22, '#f08a3c'], ['e', 0, -23, 17, 24, '#f7a04a'],
    ['r', -4, -54, 8, 10, '#6b8f3a', 2], ['s', 'M4 -50 q12 -8 16 2', '#5fa865', 3],
  ] },
  // A shiny blue water bottle with its black cap and a strap.
  'water-bottle': { kind: 'hand', shapes: [
    ['s', 'M6 -34 Q22 -38 14 -16', INK, 2.5], ['r', -10, -30, 20, 44, '#4f9fcf', 6], ['r', -6, -40, 12, 10, INK, 3],
    ['R', -10, -12, 20, 7, PAPER, 1], ['R', -6, -26, 4, 14, '#bfe6fb', 2],
  ] },
  // A blow-up paddling pool: a striped round wall and the water inside, a rubber duck afloat.
  'paddling-pool': { kind: 'ground', heavy: true, shapes: [
    ['r', -52, -28, 104, 24, '#7fc8f0', 12], ['R', -52, -20, 104, 6, PAPER], ['e', 0, -28, 52, 11, '#5fb3d9'], ['E', 0, -28, 44, 7, '#a8e0f8'],
    ['c', 16, -32, 5, YELLOW], ['C', 21, -33, 2, '#ffb84a'],
  ] },
  // A festival's own things: a Christmas tree, three green tiers with baubles and a gold star on top; a menorah,
  // nine gold branches with their candles, the middle one higher, two flames lit.
  'christmas-tree': { kind: 'ground', heavy: true, shapes: [
    ['r', -5, -12, 10, 12, DARK_WOOD, 2], ['p', 'M-32 -10 L0 -40 L32 -10Z', '#3f8f4f'], ['p', 'M-25 -28 L0 -54 L25 -28Z', '#4aa05a'],
    ['p', 'M-17 -44 L0 -66 L17 -44Z', '#57b066'], ['s', 'M-22 -20 Q0 -13 20 -24', GOLD, 1.5], ['C', -13, -17, 3, RED], ['C', 12, -21, 3, SKY],
    ['C', -7, -35, 2.5, GOLD], ['C', 9, -38, 2.5, RED], ['C', 0, -51, 2.5, SKY], ['star', 0, -68, 8, 3.5, GOLD],
  ] },
  menorah: { kind: 'ground', shapes: [
    ['r', -12, -6, 24, 6, GOLD, 2], ['r', -2, -38, 4, 32, GOLD, 1], ['s', 'M-28 -34 Q-28 -16 0 -16 Q28 -16 28 -34', GOLD, 3],
    ['s', 'M-21 -34 Q-21 -21 0 -21 Q21 -21 21 -34', GOLD, 3], ['s', 'M-14 -34 Q-14 -26 0 -26 Q14 -26 14 -34', GOLD, 3],
    ['s', 'M-7 -34 Q-7 -30 0 -30 Q7 -30 7 -34', GOLD, 3],
    ['R', -29.5, -44, 3, 10, PAPER], ['R', -22.5, -44, 3, 10, PAPER], ['R', -15.5, -44, 3, 10, PAPER], ['R', -8.5, -44, 3, 10, PAPER],
    ['R', -1.5, -50, 3, 12, PAPER], ['R', 5.5, -44, 3, 10, PAPER], ['R', 12.5, -44, 3, 10, PAPER], ['R', 19.5, -44, 3, 10, PAPER],
    ['R', 26.5, -44, 3, 10, PAPER], ['E', 0, -54, 2.5, 4, '#ffb84a'], ['E', 28, -48, 2.5, 4, '#ffb84a'],
  ] },
} as const satisfies Record<string, ThingRow>;

export type Thing = keyof typeof THINGS;

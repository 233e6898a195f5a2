// A feast's own things the words name (issue 10 'pictures of the page'), beside the Christmas tree and the
// menorah of thing-props.ts: the Christmas stocking, Hanukkah's dreidel, Diwali's rangoli on the floor, the
// carnival's mask on its stick, the red paper lantern of the Lunar New Year. 'hand' things are drawn around
// the grip at (0, 0), 'ground' things with their bottom centre at (0, 0).
import type { ThingRow } from './thing-props.ts';

const INK = '#5a4a6a';
const GOLD = '#f2c14e';
const RED = '#e2574c';
const PAPER = '#fff8ec';
const BLUE = '#7d8fd8';

export const FESTIVAL_THINGS = {
  // A red stocking held by its white cuff, a candy cane and a little parcel peeping out of the top.
  stocking: { kind: 'hand', shapes: [
    ['s', 'M-5 -4 L-5 -18 Q-5 -24 1 -24 Q7 -24 7 -18', RED, 3.5], ['r', 2, -14, 10, 10, '#8fcf7e', 1],
    ['p', 'M-11 4 L-11 32 Q-11 44 2 44 L18 44 Q26 44 26 36 Q26 28 16 28 L11 28 L11 4Z', RED],
    ['r', -13, -6, 26, 11, PAPER, 4], ['C', -4, 20, 2.5, PAPER], ['C', 5, 30, 2.5, PAPER],
  ] },
  // A dreidel spinning on the floor: its four-sided body, its handle, a letter on its face and the lines of its spin.
  dreidel: { kind: 'ground', heavy: true, shapes: [
    ['r', -2.5, -46, 5, 11, BLUE, 2], ['p', 'M-13 -37 L13 -37 L13 -17 L0 -3 L-13 -17Z', BLUE],
    ['P', 'M4 -37 L13 -37 L13 -17 L4 -8Z', '#6576c4'], ['s', 'M-8 -31 L-8 -21 L0 -21 M-4 -31 L-4 -25', GOLD, 2.5],
    ['s', 'M-22 -24 q-5 3 0 6 M22 -24 q5 3 0 6', '#b9b0c8', 2],
  ] },
  // A rangoli: a round flower of coloured powder on the floor, seen a little from above, a lit clay lamp at its edge.
  rangoli: { kind: 'ground', heavy: true, shapes: [
    ['e', 0, -16, 50, 16, '#f2c14e'], ['E', 0, -16, 40, 12.5, RED], ['E', 0, -16, 30, 9.5, '#8fcf7e'], ['E', 0, -16, 20, 6.5, BLUE],
    ['E', 0, -16, 10, 3.5, PAPER], ['E', -34, -16, 5, 2, PAPER], ['E', 34, -16, 5, 2, PAPER], ['E', 0, -26, 5, 1.6, PAPER], ['E', 0, -6, 5, 1.6, PAPER],
    ['p', 'M30 -6 Q38 2 46 -6Z', '#c9824f'], ['E', 38, -10, 2.5, 4.5, '#ffb84a'],
  ] },
  // A carnival mask on its stick: purple with gold trim, two eye holes and a tall feather.
  'carnival-mask': { kind: 'hand', shapes: [
    ['s', 'M0 8 L-14 -30', '#b5834f', 3.5], ['p', 'M18 -40 Q26 -66 40 -64 Q30 -52 24 -36Z', '#8fcf7e'],
    ['p', 'M-28 -40 Q-28 -54 -13 -52 Q-3 -49 0 -44 Q3 -49 13 -52 Q28 -54 28 -40 Q26 -26 11 -29 Q2 -33 0 -31 Q-2 -33 -11 -29 Q-26 -26 -28 -40Z', '#9b6fc9'],
    ['E', -12, -42, 6, 4, INK], ['E', 12, -42, 6, 4, INK], ['s', 'M-28 -40 Q-28 -54 -13 -52 M28 -40 Q28 -54 13 -52', GOLD, 2],
    ['C', 0, -37, 2.5, GOLD],
  ] },
  // A round red paper lantern held by its cord: gold caps, its ribs, a gold tassel.
  'paper-lantern': { kind: 'hand', shapes: [
    ['s', 'M0 0 L0 8', INK, 2], ['s', 'M0 50 L0 64 M-3 52 L-4 64 M3 52 L4 64', GOLD, 2],
    ['e', 0, 30, 22, 18, RED], ['s', 'M-9 14 Q-17 30 -9 46 M9 14 Q17 30 9 46 M0 12 L0 48', '#b8322a', 1.5],
    ['r', -10, 8, 20, 6, GOLD, 2], ['r', -10, 45, 20, 6, GOLD, 2],
  ] },
} as const satisfies Record<string, ThingRow>;

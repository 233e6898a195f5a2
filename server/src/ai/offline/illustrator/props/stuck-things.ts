// A ball or a frisbee stuck where the words put it (issue 10 'pictures of the page': the ball up the tree was
// drawn nowhere until it was down): in the branches of a round tree, or on the roof of the garden shed once the
// book's words have said 'roof'. 'scene' things, like the castle on its hill: drawn by the scene in the middle
// distance, larger, on the outdoor pages only (a stuck thing is out of reach, never drawn in a room).
import { g } from '../svg.ts';
import { ball } from './ground-props.ts';
import { drawShapes, type Shape } from './shape-table.ts';
import type { PropDesign } from './types.ts';

const OUTDOORS = ['garden', 'meadow', 'park', 'village', 'forest', 'farm', 'sea'] as const;

// A round tree, about 130 units tall: its trunk, three clumps of leaves, a fork of branches showing.
const TREE: readonly Shape[] = [
  ['p', 'M-7 0 L-5 -62 L5 -62 L7 0Z', '#9a6a48'], ['s', 'M0 -60 L-16 -82 M0 -64 L18 -86', '#9a6a48', 5],
  ['c', -24, -84, 28, '#5fa85f'], ['c', 24, -86, 28, '#68b068'], ['c', 0, -104, 34, '#6fb86f'], ['C', -10, -114, 12, '#8fcf8a'],
];
// The garden shed, about 110 units tall: plank walls, a door, a little window, a red roof sloping to both sides.
const SHED: readonly Shape[] = [
  ['r', -44, -60, 88, 60, '#d9a463', 2], ['R', -44, -40, 88, 2, '#c08a4e'], ['R', -44, -20, 88, 2, '#c08a4e'], ['r', 6, -46, 22, 46, '#b5834f', 2],
  ['r', -32, -46, 20, 16, '#bfe6fb', 2], ['p', 'M-56 -58 L0 -104 L56 -58Z', '#c9553f'], ['R', -50, -62, 100, 5, '#8a3b31'],
];
const FRISBEE: readonly Shape[] = [['e', 0, 0, 20, 7, '#f08a3c'], ['E', 0, -2, 13, 3.5, '#f7b26a']];

/** The thing's own drawing set at (x, y), tilted. */
const at = (svg: string, x: number, y: number, tilt: number, scale = 0.8): string => g({ transform: `translate(${x} ${y}) rotate(${tilt}) scale(${scale})` }, svg);

function stuck(thing: string, y: number): { stuck: PropDesign; 'on-roof': PropDesign } {
  // In the tree: caught in the fork, the leaves around it; on the roof: against the ridge.
  const inTree = g({}, drawShapes(TREE), at(thing, 8, -80 + y, -10));
  const onRoof = g({}, drawShapes(SHED), at(thing, -18, -84 + y, -38));
  return { stuck: { kind: 'scene', places: OUTDOORS, draw: () => inTree }, 'on-roof': { kind: 'scene', places: OUTDOORS, draw: () => onRoof } };
}

export const STUCK_BALL = stuck(ball.draw(), 16);
export const STUCK_FRISBEE = stuck(drawShapes(FRISBEE), 4);
/** The frisbee in a hand or on the grass. */
export const frisbee: PropDesign = { kind: 'hand', draw: () => g({ transform: 'rotate(-15)' }, drawShapes(FRISBEE)) };

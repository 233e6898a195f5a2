// The child's bed, standing on its own in a room (nobody in it: the made bed, the bed a page names). The one
// asleep or tucked in is drawn in it by compose/in-bed.ts instead. A row of shapes as in thing-props.ts: its
// bottom centre at (0, 0).
import type { ThingRow } from './thing-props.ts';

const WOOD = '#a8704c';

export const BEDROOM_THINGS = {
  // A low wooden bed, its headboard on the left, a white pillow and a patchwork quilt.
  bed: { kind: 'ground', heavy: true, shapes: [
    ['r', -70, -84, 12, 84, WOOD, 4], ['r', 58, -46, 10, 46, WOOD, 3], ['r', -62, -44, 124, 26, '#f3e6d6', 6],
    ['e', -40, -50, 16, 8, '#ffffff'], ['r', -22, -54, 84, 30, '#f6a5c0', 6], ['R', -6, -50, 16, 22, '#ffd166', 3], ['R', 28, -50, 16, 22, '#9fd39b', 3],
    ['R', -62, -18, 8, 18, WOOD, 2], ['R', 52, -18, 8, 18, WOOD, 2],
  ] },
} as const satisfies Record<string, ThingRow>;

// The ways a family travels that a page's words ride in (issue 10 'pictures of the page': 'Off they drove', 'then they
// were on the plane', « le train quitta la gare »): the family car, the bus, the aeroplane, the train and the ferry,
// seen from the side. Rows of shapes as in thing-props.ts, standing with their bottom centre at (0, 0); the scene draws
// them behind the cast, larger than the figures' things (compose/scene.ts), since a grown-up and a child fit in them.
import type { ThingRow } from './thing-props.ts';

const INK = '#5a4a6a';
const GLASS = '#bfe6fb';
const HUB = '#d8d8d8';
const LIGHT = '#ffd166';
const WHITE = '#f4f1e8';
const RED = '#e2574c';
const BLUE = '#5fa8d3';
const NAVY = '#4a6fa5';

const wheel = (x: number, r = 12): ThingRow['shapes'] => [['c', x, -r, r, INK], ['C', x, -r, r * 0.42, HUB]];

export const VEHICLES = {
  // A little red family car: its rounded roof, two side windows, a door line, a headlight and a bumper.
  car: { kind: 'vehicle', heavy: true, shapes: [
    ['p', 'M-64 -14 L-64 -34 Q-62 -42 -50 -44 L-34 -46 L-20 -70 Q-16 -74 -8 -74 L26 -74 Q34 -74 38 -68 L52 -46 Q66 -44 68 -34 L68 -14Z', RED],
    ['P', 'M-14 -48 L-6 -68 L10 -68 L10 -48Z', GLASS], ['P', 'M16 -48 L16 -68 L30 -68 Q34 -68 36 -64 L44 -48Z', GLASS],
    ['s', 'M13 -46 L13 -18', '#b8403a', 2], ['R', 18, -40, 9, 3, INK], ['R', 60, -38, 8, 7, LIGHT, 2], ['R', -66, -38, 6, 7, '#ffb0a8', 2],
    ['R', -66, -20, 134, 6, '#c9c2cf', 3], ...wheel(-38), ...wheel(42),
  ] },
  // A yellow bus: a long box with a row of windows, the door at the front, the driver's big windscreen and a sign.
  bus: { kind: 'vehicle', heavy: true, shapes: [
    ['r', -86, -92, 172, 78, '#ffc94d', 8], ['R', -86, -40, 172, 6, '#e8a93a'],
    ['R', -76, -82, 26, 26, GLASS, 3], ['R', -44, -82, 26, 26, GLASS, 3], ['R', -12, -82, 26, 26, GLASS, 3], ['R', 20, -82, 26, 26, GLASS, 3],
    ['R', 54, -82, 14, 62, '#9fcfe8', 2], ['s', 'M61 -82 L61 -20', '#7aaac4', 2], ['R', 72, -82, 14, 34, GLASS, 3], ['R', -40, -99, 80, 9, WHITE, 3],
    ['R', 80, -32, 6, 8, LIGHT, 2], ...wheel(-54, 13), ...wheel(40, 13),
  ] },
  // An aeroplane standing on its wheels: the long white body, its round windows, a wing, the blue tail fin, the cockpit.
  plane: { kind: 'vehicle', heavy: true, shapes: [
    ['p', 'M-86 -58 L-98 -104 L-80 -104 L-56 -62Z', BLUE], ['s', 'M-40 -24 L-40 -10 M52 -24 L52 -10', INK, 4],
    ['p', 'M-92 -40 Q-94 -62 -70 -64 L62 -64 Q92 -62 98 -44 Q92 -24 62 -24 L-70 -24 Q-90 -26 -92 -40Z', WHITE],
    ['P', 'M74 -58 Q86 -56 90 -48 L74 -48Z', '#7fb8e8'], ['R', -92, -42, 186, 5, BLUE],
    ['C', -50, -52, 4, GLASS], ['C', -34, -52, 4, GLASS], ['C', -18, -52, 4, GLASS], ['C', -2, -52, 4, GLASS], ['C', 14, -52, 4, GLASS], ['C', 30, -52, 4, GLASS], ['C', 46, -52, 4, GLASS],
    ['p', 'M-18 -36 L34 -36 L4 -4 L-10 -4Z', '#c9d3dc'], ['c', -40, -6, 6, INK], ['c', 52, -6, 6, INK],
  ] },
  // A passenger train: the engine's rounded nose with its headlight and a carriage behind, windows in a row, on rails.
  'passenger-train': { kind: 'vehicle', heavy: true, shapes: [
    ['R', -94, -6, 190, 4, '#8a8fa8'], ['r', -94, -80, 96, 68, '#4aa05a', 6], ['R', -94, -44, 96, 5, LIGHT],
    ['R', -86, -70, 22, 20, GLASS, 3], ['R', -58, -70, 22, 20, GLASS, 3], ['R', -30, -70, 22, 20, GLASS, 3],
    ['p', 'M8 -12 L8 -80 L60 -80 Q92 -76 94 -40 L94 -12Z', '#3f8f4f'], ['P', 'M64 -74 Q86 -70 88 -50 L64 -50Z', GLASS], ['R', 16, -70, 22, 20, GLASS, 3],
    ['R', 8, -44, 86, 5, LIGHT], ['C', 86, -26, 5, LIGHT], ...wheel(-72, 8), ...wheel(-22, 8), ...wheel(30, 8), ...wheel(74, 8),
  ] },
  // The big white ferry at the quay: its dark hull, the decks with their round windows, the red funnel, the ramp down.
  ferry: { kind: 'vehicle', heavy: true, shapes: [
    ['p', 'M-96 -44 L96 -44 L84 -6 L-86 -6Z', NAVY], ['R', -96, -44, 192, 6, RED],
    ['r', -74, -76, 140, 32, WHITE, 4], ['r', -50, -100, 92, 24, WHITE, 4], ['p', 'M10 -100 L14 -126 L34 -126 L34 -100Z', RED], ['R', 12, -124, 22, 6, INK],
    ['C', -60, -60, 5, GLASS], ['C', -42, -60, 5, GLASS], ['C', -24, -60, 5, GLASS], ['C', -6, -60, 5, GLASS], ['C', 12, -60, 5, GLASS], ['C', 30, -60, 5, GLASS], ['C', 48, -60, 5, GLASS],
    ['R', -40, -94, 72, 10, GLASS, 2], ['s', 'M-96 -44 L-118 -2', '#9aa4b0', 5],
  ] },
} as const satisfies Record<string, ThingRow>;

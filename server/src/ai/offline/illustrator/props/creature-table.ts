// Small creatures parents' ideas bring in (a lost hamster, a slow tortoise, a grumpy goat, a snowman):
// one table row each, drawn small as a thing in a child's hands or on the ground (the lost kitten found),
// and large as a figure on the page (characters/creatures.ts) when the creature is the owner, the rival or
// the helper. Drawn standing with the bottom centre at (0, 0), about 50 units tall, facing the viewer or
// the right; the eyes and mouth come from the shared face so the mood shows.
import type { Shape } from './shape-table.ts';

export interface CreatureRow {
  shapes: readonly Shape[];
  face: { cx: number; cy: number; gap: number; eyeR: number; mouthY: number; mouthW: number };
  /** Shapes drawn over the face (a beak, a nose, a carrot). */
  over?: readonly Shape[];
  /** 'hand' when small enough to hold (a hamster, a bee), else it sits on the ground. */
  held?: boolean;
  /** Size as a figure, relative to the thing (a hamster stays small, a goat stands tall). */
  figureScale: number;
  /** Never lifted: it stands on the ground beside its holder. */
  heavy?: boolean;
  /** Drawn in profile facing right: as a figure it turns toward the hero. */
  side?: boolean;
}

const INK = '#3a2e3f';
const WHITE = '#fffaf0';

export const CREATURES = {
  kitten: { figureScale: 2.4, shapes: [
    ['s', 'M16 -8 Q34 -14 30 -34', '#e8944a', 6], ['e', 0, -14, 18, 14, '#f5a95c'], ['p', 'M-18 -40 L-16 -58 L-6 -46Z', '#f5a95c'], ['p', 'M18 -40 L16 -58 L6 -46Z', '#f5a95c'],
    ['c', 0, -38, 17, '#f5a95c'], ['E', 0, -8, 9, 8, WHITE],
  ], face: { cx: 0, cy: -40, gap: 7, eyeR: 2.8, mouthY: -30, mouthW: 7 }, over: [['P', 'M-2 -35 L2 -35 L0 -33Z', '#e8797a']] },
  hamster: { held: true, figureScale: 2.2, shapes: [
    ['c', -12, -34, 5, '#e8b36a'], ['c', 12, -34, 5, '#e8b36a'], ['e', 0, -18, 22, 18, '#e8b36a'], ['E', 0, -12, 13, 10, WHITE],
    ['C', -12, -34, 2.5, '#f6a5c0'], ['C', 12, -34, 2.5, '#f6a5c0'],
  ], face: { cx: 0, cy: -24, gap: 7, eyeR: 2.4, mouthY: -16, mouthW: 5 }, over: [['C', 0, -20, 2, '#e8797a']] },
  bunny: { figureScale: 2.5, shapes: [
    ['c', 16, -10, 6, WHITE], ['e', 0, -14, 16, 14, '#e9e3ee'], ['e', -7, -58, 5, 16, '#e9e3ee'], ['e', 7, -58, 5, 16, '#e9e3ee'],
    ['E', -7, -58, 2.5, 11, '#f6a5c0'], ['E', 7, -58, 2.5, 11, '#f6a5c0'], ['c', 0, -34, 14, '#e9e3ee'],
  ], face: { cx: 0, cy: -36, gap: 6, eyeR: 2.4, mouthY: -27, mouthW: 6 }, over: [['C', 0, -31, 2, '#e8797a']] },
  tortoise: { side: true, heavy: true, figureScale: 2.4, shapes: [
    ['e', -20, -4, 6, 5, '#9ccf7a'], ['e', 16, -4, 6, 5, '#9ccf7a'], ['c', 34, -20, 10, '#9ccf7a'],
    ['p', 'M-32 -6 Q-30 -40 0 -42 Q30 -40 30 -6Z', '#8a6a3a'], ['P', 'M-14 -34 L0 -38 L12 -32 L10 -18 L-10 -16Z', '#b08a4a'], ['R', -32, -9, 62, 4, '#6a4f2a'],
  ], face: { cx: 36, cy: -23, gap: 4, eyeR: 2.2, mouthY: -16, mouthW: 5 } },
  hedgehog: { side: true, figureScale: 2.4, shapes: [
    ['p', 'M-30 -4 L-34 -16 L-26 -20 L-30 -32 L-20 -32 L-20 -44 L-10 -40 L-4 -50 L4 -40 L12 -46 L14 -34 L22 -34 L18 -22 L26 -14 L18 -4Z', '#8a5a44'],
    ['e', 18, -14, 14, 12, '#e8c9a0'], ['e', -6, -2, 5, 3, '#8a5a44'], ['e', 10, -2, 5, 3, '#8a5a44'],
  ], face: { cx: 18, cy: -17, gap: 5, eyeR: 2.2, mouthY: -8, mouthW: 5 }, over: [['C', 32, -14, 3, INK]] },
  bird: { side: true, held: true, figureScale: 2.2, shapes: [
    ['p', 'M-16 -18 L-32 -28 L-30 -10Z', '#4f9fcf'], ['e', 0, -18, 18, 16, '#e2574c'], ['E', -2, -14, 10, 7, '#ffd166'], ['e', -6, -18, 9, 6, '#6fb366'],
    ['s', 'M-4 -2 L-4 4 M4 -2 L4 4', '#e5a92f', 2.5],
  ], face: { cx: 4, cy: -24, gap: 6, eyeR: 2.4, mouthY: -14, mouthW: 0 }, over: [['P', 'M0 -20 L8 -20 L4 -13Z', '#ffb84a']] },
  goldfish: { held: true, figureScale: 2.2, shapes: [
    ['c', 0, -28, 28, '#dff1fb'], ['P', 'M-24 -12 Q0 -4 24 -12 Q20 2 0 2 Q-20 2 -24 -12Z', '#b9e0f5'],
    ['p', 'M10 -30 L22 -38 L22 -22Z', '#f49a4a'], ['e', -2, -30, 13, 8, '#f49a4a'],
  ], face: { cx: -6, cy: -32, gap: 0, eyeR: 2.2, mouthY: -27, mouthW: 0 } },
  bee: { side: true, held: true, figureScale: 2, shapes: [
    ['E', -8, -36, 9, 12, '#dff1fb'], ['E', 8, -36, 9, 12, '#dff1fb'], ['e', 0, -18, 18, 14, '#ffd166'],
    ['R', -6, -31, 4, 26, INK], ['R', 4, -31, 4, 26, INK], ['c', 18, -20, 9, '#ffd166'],
  ], face: { cx: 19, cy: -22, gap: 3, eyeR: 1.8, mouthY: -15, mouthW: 4 } },
  snail: { side: true, figureScale: 2.3, shapes: [
    ['p', 'M-30 0 Q-32 -6 -20 -6 L20 -6 Q28 -6 28 -20 L28 -34 Q34 -34 34 -24 L34 -6 Q34 0 26 0Z', '#c9d98a'], ['s', 'M28 -34 L24 -44 M32 -34 L36 -44', '#a3b46a', 2],
    ['c', -4, -24, 20, '#e8944a'], ['s', 'M-4 -24 m0 0 a4 4 0 1 1 4 4 a8 8 0 1 1 -8 -8 a12 12 0 1 1 12 12', '#b86a2a', 2.5],
  ], face: { cx: 31, cy: -24, gap: 3, eyeR: 1.8, mouthY: -14, mouthW: 4 } },
  goat: { side: true, heavy: true, figureScale: 2.6, shapes: [
    ['r', -20, -20, 6, 20, '#e9e3ee', 2], ['r', 12, -20, 6, 20, '#e9e3ee', 2], ['e', -2, -26, 24, 14, '#f3eee8'],
    ['s', 'M18 -52 Q14 -64 6 -62 M28 -52 Q32 -64 40 -60', '#a38a6a', 4], ['e', 24, -40, 12, 14, '#f3eee8'], ['P', 'M20 -28 L24 -18 L28 -28Z', '#d9d0c4'],
  ], face: { cx: 24, cy: -44, gap: 5, eyeR: 2.2, mouthY: -33, mouthW: 5 } },
  fox: { heavy: true, figureScale: 2.5, shapes: [
    ['p', 'M-18 -14 Q-44 -20 -36 -44 Q-26 -26 -10 -24Z', '#e8793a'], ['P', 'M-38 -42 Q-40 -34 -34 -30 Q-34 -38 -38 -42Z', WHITE],
    ['e', 0, -16, 18, 14, '#e8793a'], ['p', 'M-14 -44 L-14 -62 L-2 -50Z', '#e8793a'], ['p', 'M14 -44 L14 -62 L2 -50Z', '#e8793a'],
    ['p', 'M-16 -42 Q0 -56 16 -42 Q12 -26 0 -22 Q-12 -26 -16 -42Z', '#e8793a'], ['P', 'M-10 -34 Q0 -26 10 -34 Q6 -24 0 -22 Q-6 -24 -10 -34Z', WHITE],
  ], face: { cx: 0, cy: -40, gap: 6, eyeR: 2.4, mouthY: -28, mouthW: 5 }, over: [['C', 0, -24, 2.5, INK]] },
  penguin: { heavy: true, figureScale: 2.5, shapes: [
    ['e', -8, -2, 7, 3, '#ffb84a'], ['e', 8, -2, 7, 3, '#ffb84a'], ['e', 0, -26, 18, 26, '#3c4a6a'], ['E', 0, -22, 12, 19, WHITE],
    ['e', -18, -24, 4, 12, '#3c4a6a'], ['e', 18, -24, 4, 12, '#3c4a6a'],
  ], face: { cx: 0, cy: -40, gap: 5, eyeR: 2.2, mouthY: -34, mouthW: 0 }, over: [['P', 'M-3 -36 L3 -36 L0 -31Z', '#ffb84a']] },
  dinosaur: { side: true, heavy: true, figureScale: 2.4, shapes: [
    ['p', 'M-14 -16 Q-40 -14 -44 -4 Q-28 -6 -12 -6Z', '#7fbf6a'], ['r', -12, -14, 8, 14, '#7fbf6a', 3], ['r', 6, -14, 8, 14, '#7fbf6a', 3],
    ['e', 0, -20, 20, 14, '#7fbf6a'], ['p', 'M4 -30 L8 -50 Q12 -58 24 -58 Q34 -56 32 -46 Q28 -40 16 -40 L14 -28Z', '#7fbf6a'],
    ['P', 'M-12 -32 L-8 -40 L-4 -33 L0 -42 L4 -34Z', '#ffd166'],
  ], face: { cx: 22, cy: -51, gap: 4, eyeR: 2.2, mouthY: -44, mouthW: 6 } },
  snowman: { heavy: true, figureScale: 2.4, shapes: [
    ['c', 0, -18, 18, WHITE], ['c', 0, -46, 13, WHITE], ['r', -11, -66, 22, 8, '#3c4a6a', 2], ['R', -15, -60, 30, 4, '#3c4a6a'],
    ['s', 'M-12 -36 Q0 -30 12 -36', '#e2574c', 5], ['C', 0, -22, 2, INK], ['C', 0, -14, 2, INK],
  ], face: { cx: 0, cy: -49, gap: 5, eyeR: 2, mouthY: -40, mouthW: 5 }, over: [['P', 'M0 -46 L12 -44 L0 -43Z', '#f49a4a']] },
  frog: { held: true, figureScale: 2.3, shapes: [
    ['e', -14, -4, 9, 4, '#6fb366'], ['e', 14, -4, 9, 4, '#6fb366'], ['e', 0, -16, 20, 14, '#8fcf7e'],
    ['c', -10, -30, 7, '#8fcf7e'], ['c', 10, -30, 7, '#8fcf7e'], ['E', 0, -12, 11, 7, '#d4efc4'],
  ], face: { cx: 0, cy: -30, gap: 10, eyeR: 3, mouthY: -21, mouthW: 10 } },
  duck: { side: true, figureScale: 2.2, shapes: [
    ['e', -6, -3, 6, 3, '#ffb84a'], ['e', 6, -3, 6, 3, '#ffb84a'], ['e', -4, -16, 20, 13, '#ffe08a'], ['e', -8, -18, 10, 6, '#ffd166'], ['c', 12, -34, 11, '#ffe08a'],
  ], face: { cx: 13, cy: -36, gap: 0, eyeR: 2.2, mouthY: -30, mouthW: 0 }, over: [['P', 'M20 -33 L32 -31 L20 -27Z', '#ffb84a']] },
  squirrel: { side: true, figureScale: 2.4, shapes: [
    ['p', 'M-10 -8 Q-40 -10 -34 -40 Q-30 -60 -12 -52 Q-26 -40 -16 -24Z', '#b86a3a'], ['e', 2, -16, 14, 14, '#c97a44'],
    ['c', 8, -36, 12, '#c97a44'], ['p', 'M2 -46 L4 -56 L10 -47Z', '#c97a44'], ['E', 4, -12, 7, 8, '#f3dcc0'],
  ], face: { cx: 10, cy: -38, gap: 5, eyeR: 2.2, mouthY: -30, mouthW: 4 } },
  // A whale in its own bit of sea: the waves it swims in are part of the drawing.
  whale: { side: true, heavy: true, figureScale: 2.6, shapes: [
    ['s', 'M16 -50 Q12 -62 4 -66 M16 -50 Q20 -62 28 -66', '#9fd3f5', 3.5],
    ['p', 'M-36 -24 L-56 -44 Q-50 -30 -60 -14Z', '#5f8fd0'],
    ['p', 'M-40 -20 Q-40 -50 2 -50 Q40 -50 42 -22 Q42 -6 20 -6 L-24 -6 Q-40 -6 -40 -20Z', '#6f9fe0'], ['P', 'M-30 -12 Q4 -2 38 -16 Q34 -8 20 -8 L-24 -8Z', '#cfe3f7'],
    ['p', 'M-60 0 Q-52 -8 -44 0 Q-36 -8 -28 0 Q-20 -8 -12 0 Q-4 -8 4 0 Q12 -8 20 0 Q28 -8 36 0 Q44 -8 52 0 Q58 -6 60 0Z', '#7fc8f0'],
  ], face: { cx: 22, cy: -30, gap: 0, eyeR: 2.6, mouthY: -19, mouthW: 10 } },
  // A small friendly spider, on its thread.
  spider: { held: true, figureScale: 2, shapes: [
    ['s', 'M0 -42 L0 -62', '#a9acc0', 1.5],
    ['s', 'M-8 -24 Q-20 -34 -26 -22 M-8 -20 Q-22 -24 -28 -12 M-8 -16 Q-20 -12 -24 -2 M-6 -12 Q-14 -6 -14 0 M8 -24 Q20 -34 26 -22 M8 -20 Q22 -24 28 -12 M8 -16 Q20 -12 24 -2 M6 -12 Q14 -6 14 0', '#4a3b5c', 3],
    ['c', 0, -20, 12, '#6a5a8a'], ['c', 0, -36, 10, '#7a6a9a'], ['C', -4, -16, 2, '#9a8aba'], ['C', 4, -22, 2, '#9a8aba'],
  ], face: { cx: 0, cy: -37, gap: 4, eyeR: 2.4, mouthY: -31, mouthW: 4 } },
  // A small unicorn of an idea ('a unicorn lost in the forest'): white, a golden horn, a pastel mane.
  unicorn: { side: true, figureScale: 2.5, shapes: [
    ['p', 'M-20 -30 Q-36 -32 -34 -16 Q-30 -22 -22 -22Z', '#c3a6f0'],
    ['r', -16, -20, 6, 20, '#efe6f2', 2], ['r', 8, -20, 6, 20, '#efe6f2', 2], ['e', -2, -26, 22, 12, '#fdf8fc'],
    ['p', 'M10 -30 L14 -48 L26 -42 L22 -26Z', '#fdf8fc'], ['e', 22, -48, 11, 9, '#fdf8fc'], ['p', 'M18 -56 L24 -74 L26 -55Z', '#f6cf6b'],
    ['p', 'M12 -58 Q2 -52 6 -34 Q10 -44 16 -50Z', '#f5a3c7'], ['C', 14, -56, 4, '#9fd3f5'], ['E', 30, -45, 4, 3, '#fbe0ea'],
  ], face: { cx: 23, cy: -50, gap: 0, eyeR: 2.2, mouthY: -43, mouthW: 0 } },
  // A little shore crab of the rock pools: a round red shell, two raised claws, eyes on stalks, legs out sideways.
  crab: { held: true, figureScale: 2.2, shapes: [
    ['s', 'M-12 -8 L-24 -2 M-12 -12 L-26 -10 M-12 -16 L-24 -18 M12 -8 L24 -2 M12 -12 L26 -10 M12 -16 L24 -18', '#c8452f', 3],
    ['s', 'M-14 -20 Q-22 -28 -22 -34 M14 -20 Q22 -28 22 -34', '#c8452f', 3.5],
    ['p', 'M-22 -34 Q-32 -38 -28 -46 L-22 -40 L-18 -46 Q-12 -38 -22 -34Z', '#e2583e'], ['p', 'M22 -34 Q32 -38 28 -46 L22 -40 L18 -46 Q12 -38 22 -34Z', '#e2583e'],
    ['s', 'M-6 -24 L-7 -34 M6 -24 L7 -34', '#c8452f', 2.5], ['c', -7, -35, 3.5, WHITE], ['c', 7, -35, 3.5, WHITE],
    ['e', 0, -16, 18, 11, '#e8603f'], ['E', 0, -19, 10, 4, '#f48c6c'],
  ], face: { cx: 0, cy: -35, gap: 14, eyeR: 1.8, mouthY: -12, mouthW: 6 } },
  // The red panda of a day at the zoo: rusty red, a white-rimmed face and a thick ringed tail.
  'red-panda': { figureScale: 2.4, shapes: [
    ['p', 'M12 -10 Q40 -12 38 -40 Q30 -20 14 -20Z', '#c8552e'], ['s', 'M28 -16 L32 -24 M34 -26 L38 -32', '#7a2f1a', 4],
    ['e', 0, -16, 17, 15, '#c8552e'], ['e', -8, -2, 6, 4, '#3e2a2a'], ['e', 8, -2, 6, 4, '#3e2a2a'],
    ['c', -14, -54, 7, '#c8552e'], ['c', 14, -54, 7, '#c8552e'], ['C', -14, -54, 3.5, WHITE], ['C', 14, -54, 3.5, WHITE],
    ['c', 0, -40, 17, '#d9663a'], ['E', 0, -32, 10, 7, WHITE], ['E', -9, -44, 4, 2.5, WHITE], ['E', 9, -44, 4, 2.5, WHITE],
  ], face: { cx: 0, cy: -40, gap: 7, eyeR: 2.6, mouthY: -29, mouthW: 5 }, over: [['C', 0, -33, 2.5, INK]] },
  // A grey seal lying on its tummy, head up, flippers out, with whiskers.
  seal: { side: true, figureScale: 2.4, shapes: [
    ['p', 'M-36 -6 L-48 -14 L-46 0Z', '#8d96a8'], ['e', -6, -12, 30, 12, '#a9b2c4'], ['e', -4, -4, 10, 4, '#8d96a8'],
    ['e', 22, -28, 13, 14, '#a9b2c4'], ['E', 30, -24, 6, 4, '#c9d0dc'],
    ['s', 'M34 -24 L44 -26 M34 -22 L44 -20', INK, 1.5],
  ], face: { cx: 22, cy: -31, gap: 6, eyeR: 2.4, mouthY: -21, mouthW: 0 }, over: [['C', 32, -26, 2.2, INK]] },
  // A new baby in its pram (issue 10: the baby a book sings to was drawn as a boy standing, or not at all): a
  // pink-cheeked face with a tuft of hair under the hood, tucked in under a yellow blanket, never on its feet.
  baby: { heavy: true, figureScale: 2.1, shapes: [
    ['s', 'M-32 -36 L-42 -54 L-50 -54', INK, 3], ['c', -20, -7, 7, '#6a5a7a'], ['c', 20, -7, 7, '#6a5a7a'], ['C', -20, -7, 2.5, '#d8d8d8'], ['C', 20, -7, 2.5, '#d8d8d8'],
    ['p', 'M-32 -36 L32 -36 Q30 -14 0 -14 Q-30 -14 -32 -36Z', '#9fc9e8'], ['p', 'M4 -36 Q6 -66 32 -62 L32 -36Z', '#7fb3db'],
    ['c', -8, -46, 11, '#f3c9a5'], ['s', 'M-11 -56 q3 -6 7 -1', '#8a5a44', 2],
  ], face: { cx: -8, cy: -47, gap: 5, eyeR: 1.8, mouthY: -41, mouthW: 4 }, over: [
    ['C', -15, -43, 2.2, '#f6a5c0'], ['C', -1, -43, 2.2, '#f6a5c0'], ['p', 'M-31 -38 Q-8 -33 31 -38 L31 -33 L-31 -33Z', '#fff3c4'],
  ] },
} as const satisfies Record<string, CreatureRow>;

export type Creature = keyof typeof CREATURES;

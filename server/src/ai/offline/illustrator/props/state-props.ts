// The other states of the classic props (a lantern that is out, a map rolled up, a closed book, a wilted
// flower, a cake with a slice gone, an empty basket), so a picture never contradicts its page.
import { circle, ellipse, g, line, path, rect } from '../svg.ts';
import { ol } from '../characters/parts.ts';
import type { PropDesign } from './types.ts';

export const lanternOff: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      path('M-8 4 Q0 -8 8 4', 'none', { stroke: '#5a4a6a', 'stroke-width': 3 }),
      rect(-14, 4, 28, 7, '#5a4a6a', { rx: 3 }),
      rect(-12, 10, 24, 32, '#8e93a8', ol('#8e93a8', 2.5)),
      line(0, 20, 0, 32, '#4a4a5a', 2.5),
      rect(-14, 41, 28, 7, '#5a4a6a', { rx: 3 })),
};

/** A map rolled up and tied with a red ribbon. */
export const mapRolled: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({ transform: 'rotate(-20)' },
      rect(-30, -9, 60, 18, '#f6e7c1', { ...ol('#f6e7c1', 2.5), rx: 9 }),
      ellipse(30, 0, 5, 9, '#e2cf9f', ol('#e2cf9f', 2)),
      rect(-4, -10, 8, 20, '#e2574c')),
};

export const bookClosed: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      rect(-22, -28, 44, 56, '#7d8fd8', { ...ol('#7d8fd8', 2.5), rx: 4 }),
      rect(16, -26, 5, 52, '#fff8ec'),
      path('M-12 -14 L8 -14 M-12 -6 L4 -6', 'none', { stroke: '#ffd166', 'stroke-width': 3, 'stroke-linecap': 'round' })),
};

export const flowerWilted: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      path('M0 12 L0 -14 Q0 -28 14 -26', 'none', { stroke: '#8a9a5a', 'stroke-width': 4, 'stroke-linecap': 'round' }),
      ellipse(20, -20, 9, 7, '#c9a0b0', ol('#c9a0b0', 1.5)),
      ellipse(14, -14, 8, 6, '#b890a0', ol('#b890a0', 1.5)),
      circle(18, -17, 4, '#c9a64a'),
      ellipse(-6, -2, 7, 3, '#9aa66a')),
};

export const cakeSliced: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      ellipse(0, -4, 40, 9, '#ffffff', ol('#f3e6f0', 2.5)),
      path('M-28 -44 L10 -44 L10 -6 L-28 -6Z', '#fbd3e0', ol('#fbd3e0', 2.5)),
      path('M10 -44 L28 -40 L28 -6 L10 -6Z', '#f7b9cc', ol('#f7b9cc', 2.5)),
      path('M-28 -44 L10 -44 L10 -36 Q-4 -30 -12 -36 Q-20 -30 -28 -36Z', '#fff6ee'),
      circle(-16, -22, 3, '#e85d5d'), circle(0, -20, 3, '#8fcf7e')),
};

export const basketEmpty: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      path('M-24 -34 Q0 -72 24 -34', 'none', { stroke: '#b5834f', 'stroke-width': 5 }),
      path('M-30 -36 L30 -36 L24 0 L-24 0Z', '#d9a463', ol('#d9a463', 2.5)),
      ellipse(0, -36, 30, 5, '#9c6c3a'),
      path('M-28 -24 L28 -24 M-26 -12 L26 -12', 'none', { stroke: '#b5834f', 'stroke-width': 2.5 })),
};

/** A kite that will not fly: lying on the grass, its tail limp and its string in a loose coil. */
export const kiteGrounded: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      path('M30 -10 q10 8 20 2 q10 -6 20 4', 'none', { stroke: '#e85d5d', 'stroke-width': 3, 'stroke-linecap': 'round' }),
      path('M-46 -8 L-6 -30 L30 -10 L-8 0Z', '#f6a5c0', ol('#f6a5c0', 2.5)),
      path('M-6 -30 L30 -10 L-7 -15Z', '#ffd166'),
      path('M-46 -8 L-7 -15 L-8 0Z', '#9fd3f5'),
      path('M-6 -30 L-8 0 M-46 -8 L30 -10', 'none', { stroke: '#ffffff', 'stroke-width': 2 }),
      circle(-54, -6, 7, 'none', { stroke: '#8a7a6a', 'stroke-width': 1.5 })),
};

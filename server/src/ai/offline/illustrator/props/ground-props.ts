// Props that sit on the ground beside the characters: drawn with their bottom centre at (0, 0).
import { circle, ellipse, g, path, rect, starPath } from '../svg.ts';
import { face, ol } from '../characters/parts.ts';
import type { PropDesign } from './types.ts';

export const cake: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      ellipse(0, -4, 40, 9, '#ffffff', ol('#f3e6f0', 2.5)),
      rect(-28, -44, 56, 38, '#fbd3e0', { ...ol('#fbd3e0', 2.5), rx: 6 }),
      path('M-28 -34 Q-20 -26 -12 -34 Q-4 -26 4 -34 Q12 -26 20 -34 Q24 -28 28 -34 L28 -44 L-28 -44Z', '#fff6ee'),
      rect(-2, -62, 4, 16, '#7fc8f0', { rx: 2 }),
      path('M0 -74 Q5 -68 0 -62 Q-5 -68 0 -74Z', '#ffb84a'),
      circle(-14, -22, 3, '#e85d5d'), circle(0, -20, 3, '#8fcf7e'), circle(14, -22, 3, '#7d8fd8')),
};

export const basket: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      path('M-24 -34 Q0 -72 24 -34', 'none', { stroke: '#b5834f', 'stroke-width': 5 }),
      circle(-10, -38, 9, '#e85d5d'), circle(8, -38, 9, '#f6a5c0'), circle(0, -44, 8, '#ffd166'),
      path('M-30 -36 L30 -36 L24 0 L-24 0Z', '#d9a463', ol('#d9a463', 2.5)),
      path('M-28 -24 L28 -24 M-26 -12 L26 -12', 'none', { stroke: '#b5834f', 'stroke-width': 2.5 })),
};

export const crown: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      ellipse(0, -8, 34, 12, '#b56fa8', ol('#b56fa8', 2.5)),
      path('M-22 -16 L-24 -46 L-11 -32 L0 -52 L11 -32 L24 -46 L22 -16Z', '#f5c542', ol('#f5c542', 2.5)),
      circle(0, -26, 4.5, '#e85d8a'), circle(-13, -24, 3, '#7fc8f0'), circle(13, -24, 3, '#7fc8f0')),
};

export const puppy: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      path('M22 -24 Q36 -34 34 -44', 'none', { stroke: '#c89b6d', 'stroke-width': 6, 'stroke-linecap': 'round' }),
      ellipse(8, -18, 24, 16, '#f3e1c7', ol('#f3e1c7', 2.5)),
      rect(-10, -10, 8, 10, '#f3e1c7', { ...ol('#f3e1c7', 2), rx: 3 }), rect(16, -10, 8, 10, '#f3e1c7', { ...ol('#f3e1c7', 2), rx: 3 }),
      circle(-14, -38, 18, '#f3e1c7', ol('#f3e1c7', 2.5)),
      ellipse(-30, -34, 7, 13, '#c89b6d', { transform: 'rotate(20 -30 -34)' }),
      ellipse(2, -34, 7, 13, '#c89b6d', { transform: 'rotate(-20 2 -34)' }),
      ellipse(-14, -30, 4, 3, '#4a3226'),
      face({ cx: -14, cy: -41, gap: 6, eyeR: 2.6, mood: 'happy', mouthY: -25, mouthW: 6, animal: true })),
};

export const ball: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      circle(0, -20, 20, '#7fc8f0', ol('#7fc8f0', 2.5)),
      path('M-20 -20 Q0 -8 20 -20 L20 -20 Q0 -32 -20 -20Z', '#ffffff'),
      path('M-6 -40 Q4 -20 -6 0', 'none', { stroke: '#e85d5d', 'stroke-width': 4 }),
      path(starPath(8, -28, 5, 2.4), '#ffd166')),
};

export const blanket: PropDesign = {
  kind: 'ground',
  draw: () => {
    let checks = '';
    for (let i = -3; i <= 3; i++) checks += path(`M${i * 14 - 8} -24 L${i * 18 - 10} 0`, 'none', { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.7 });
    return g({},
      path('M-50 -24 L50 -24 L64 0 L-64 0Z', '#e88a8a', ol('#e88a8a', 2.5)),
      checks,
      path('M-56 -12 L56 -12', 'none', { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.7 }));
  },
};

/** A toy sailing boat resting on the floor: the boat a story brings indoors or up into the clouds. */
export const toyBoat: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      path('M-2 -20 L-2 -70', 'none', { stroke: '#8a5a44', 'stroke-width': 4, 'stroke-linecap': 'round' }),
      path('M2 -68 L30 -26 L2 -26Z', '#fff8ec', ol('#fff8ec', 2.5)),
      path('M-6 -58 L-26 -26 L-6 -26Z', '#9fd3f5', ol('#9fd3f5', 2.5)),
      path('M-38 -22 L38 -22 Q30 0 20 0 L-20 0 Q-30 0 -38 -22Z', '#e2735e', ol('#e2735e', 2.5)),
      rect(-26, -16, 52, 4, '#fff1dc', { rx: 2 })),
};

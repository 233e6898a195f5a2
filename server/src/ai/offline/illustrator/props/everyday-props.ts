// Everyday things parents' ideas bring in (an umbrella, grandmother's glasses, a balloon, a present, a
// letter, a hat, a seed that grows, a teddy, an egg), each in the states a story can need.
import { circle, ellipse, g, line, path, rect } from '../svg.ts';
import { ol } from '../characters/parts.ts';
import type { PropDesign } from './types.ts';

export const umbrellaOpen: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      line(0, 14, 0, -70, '#5a4a6a', 4),
      path('M4 14 Q4 22 -4 22', 'none', { stroke: '#5a4a6a', 'stroke-width': 4, 'stroke-linecap': 'round' }),
      path('M-52 -62 Q0 -118 52 -62 Q39 -72 26 -62 Q13 -72 0 -62 Q-13 -72 -26 -62 Q-39 -72 -52 -62Z', '#e2574c', ol('#e2574c', 2.5)),
      path('M0 -96 Q-14 -80 -26 -62 M0 -96 Q14 -80 26 -62', 'none', { stroke: '#ffd166', 'stroke-width': 3 })),
};

export const umbrellaClosed: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({ transform: 'rotate(15)' },
      path('M4 14 Q4 22 -4 22', 'none', { stroke: '#5a4a6a', 'stroke-width': 4, 'stroke-linecap': 'round' }),
      line(0, 14, 0, 4, '#5a4a6a', 4),
      path('M-8 4 L0 -60 L8 4Z', '#e2574c', ol('#e2574c', 2.5)),
      line(0, -60, 0, -68, '#5a4a6a', 3)),
};

export const glasses: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      circle(-14, 0, 11, '#dff1fb', { stroke: '#7a4a8a', 'stroke-width': 4 }),
      circle(14, 0, 11, '#dff1fb', { stroke: '#7a4a8a', 'stroke-width': 4 }),
      path('M-3 -2 Q0 -6 3 -2', 'none', { stroke: '#7a4a8a', 'stroke-width': 3 }),
      path('M-25 -2 L-32 -8 M25 -2 L32 -8', 'none', { stroke: '#7a4a8a', 'stroke-width': 3, 'stroke-linecap': 'round' }),
      ellipse(-17, -4, 3, 4, '#ffffff', { opacity: 0.8 })),
};

export const balloon: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      path('M0 6 Q-8 -30 0 -60', 'none', { stroke: '#8a7a9a', 'stroke-width': 2 }),
      ellipse(0, -86, 22, 27, '#f06a8a', ol('#f06a8a', 2.5)),
      path('M-4 -58 L4 -58 L0 -63Z', '#f06a8a'),
      ellipse(-8, -96, 5, 8, '#ffffff', { opacity: 0.5 })),
};

export const giftWrapped: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      rect(-26, -44, 52, 44, '#7fc8f0', { ...ol('#7fc8f0', 2.5), rx: 4 }),
      rect(-5, -44, 10, 44, '#f06a8a'),
      path('M0 -44 Q-22 -66 -14 -46Z M0 -44 Q22 -66 14 -46Z', '#f06a8a', ol('#f06a8a', 2))),
};

export const giftOpen: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      circle(0, -46, 22, '#fff3a0', { opacity: 0.4 }),
      rect(-26, -36, 52, 36, '#7fc8f0', { ...ol('#7fc8f0', 2.5), rx: 4 }),
      rect(-5, -36, 10, 36, '#f06a8a'),
      path('M-30 -40 L-34 -62 L18 -70 L22 -48Z', '#9fd8f8', ol('#9fd8f8', 2.5)),
      circle(-6, -48, 3, '#ffd166'), circle(8, -54, 2.5, '#ffd166')),
};

export const letterSealed: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({ transform: 'rotate(-10)' },
      rect(-26, -16, 52, 34, '#fffaf0', { ...ol('#fffaf0', 2.5), rx: 2 }),
      path('M-26 -16 L0 6 L26 -16', 'none', { stroke: '#d9cbb0', 'stroke-width': 2.5 }),
      circle(0, 4, 6, '#e2574c')),
};

export const letterOpen: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({ transform: 'rotate(-6)' },
      rect(-22, -36, 44, 54, '#fffaf0', { ...ol('#fffaf0', 2.5), rx: 2 }),
      path('M-14 -24 L14 -24 M-14 -14 L12 -14 M-14 -4 L14 -4 M-14 6 L6 6', 'none', { stroke: '#9aa3c8', 'stroke-width': 2.5, 'stroke-linecap': 'round' })),
};

export const hat: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      ellipse(0, 0, 34, 9, '#7d5fb0', ol('#7d5fb0', 2.5)),
      path('M-20 -2 Q-22 -40 0 -42 Q22 -40 20 -2Z', '#7d5fb0', ol('#7d5fb0', 2.5)),
      rect(-20, -12, 40, 8, '#ffd166')),
};

export const plantSeed: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      path('M-30 -26 L30 -26 L22 0 L-22 0Z', '#e7896d', ol('#e7896d', 2.5)),
      ellipse(0, -26, 30, 6, '#7a5230'),
      ellipse(0, -34, 5, 7, '#c9a064', ol('#c9a064', 2))),
};

export const plantSprout: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      line(0, -26, 0, -56, '#5f9e5a', 4),
      ellipse(-10, -56, 10, 5, '#77bd6f', { transform: 'rotate(-25 -10 -56)' }),
      ellipse(10, -60, 10, 5, '#77bd6f', { transform: 'rotate(25 10 -60)' }),
      path('M-30 -26 L30 -26 L22 0 L-22 0Z', '#e7896d', ol('#e7896d', 2.5)),
      ellipse(0, -26, 30, 6, '#7a5230')),
};

export const plantBloom: PropDesign = {
  kind: 'ground',
  draw: () => {
    let petals = '';
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      petals += circle(Math.cos(a) * 14, -110 + Math.sin(a) * 14, 12, '#ffb347', ol('#ffb347', 1.5));
    }
    return g({},
      line(0, -26, 0, -104, '#5f9e5a', 5),
      ellipse(-16, -60, 16, 7, '#77bd6f', { transform: 'rotate(-25 -16 -60)' }),
      ellipse(16, -76, 16, 7, '#77bd6f', { transform: 'rotate(25 16 -76)' }),
      petals, circle(0, -110, 10, '#8a5a2a'),
      path('M-30 -26 L30 -26 L22 0 L-22 0Z', '#e7896d', ol('#e7896d', 2.5)),
      ellipse(0, -26, 30, 6, '#7a5230'));
  },
};

export const teddy: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      ellipse(0, 10, 16, 19, '#c8915e', ol('#c8915e', 2.5)),
      circle(-11, -20, 6, '#c8915e', ol('#c8915e', 2)), circle(11, -20, 6, '#c8915e', ol('#c8915e', 2)),
      circle(0, -10, 14, '#c8915e', ol('#c8915e', 2.5)),
      ellipse(0, -5, 6, 4.5, '#f0d2ad'),
      circle(-5, -13, 2, '#3a2e3f'), circle(5, -13, 2, '#3a2e3f'),
      ellipse(0, 10, 8, 10, '#f0d2ad')),
};

export const eggWhole: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      ellipse(0, -4, 34, 8, '#c9b27a'),
      ellipse(0, -32, 22, 29, '#fdf6e4', ol('#fdf6e4', 2.5)),
      circle(-8, -40, 3.5, '#9fd3f5'), circle(7, -26, 4, '#9fd3f5'), circle(8, -48, 2.5, '#9fd3f5')),
};

export const eggHatched: PropDesign = {
  kind: 'ground',
  draw: () =>
    g({},
      ellipse(0, -4, 34, 8, '#c9b27a'),
      path('M-22 -28 Q-22 0 0 0 Q22 0 22 -28 L14 -20 L6 -30 L-4 -20 L-12 -30Z', '#fdf6e4', ol('#fdf6e4', 2.5)),
      circle(0, -38, 14, '#ffe066', ol('#ffe066', 2)),
      path('M10 -40 L18 -37 L10 -34Z', '#f49a4a'),
      circle(4, -42, 2, '#3a2e3f')),
};

// Props a character can hold: drawn around the grip point at (0, 0).
import { circle, ellipse, g, line, path, rect, starPath } from '../svg.ts';
import { ol } from '../characters/parts.ts';
import type { PropDesign } from './types.ts';

export const map: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      path('M-30 -22 L-10 -16 L10 -22 L30 -16 L30 22 L10 16 L-10 22 L-30 16Z', '#f6e7c1', ol('#f6e7c1', 2.5)),
      path('M-10 -16 L-10 22 M10 -22 L10 16', 'none', { stroke: '#e2cf9f', 'stroke-width': 2 }),
      path('M-22 10 Q-12 -8 0 2 Q10 10 18 -6', 'none', { stroke: '#e2574c', 'stroke-width': 2.5, 'stroke-dasharray': '4 4', 'stroke-linecap': 'round' }),
      path('M14 -12 L24 -2 M24 -12 L14 -2', 'none', { stroke: '#e2574c', 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
      circle(-20, -6, 5, '#8fcf7e')),
};

export const lantern: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      circle(0, 30, 34, '#ffe08a', { opacity: 0.3 }),
      path('M-8 4 Q0 -8 8 4', 'none', { stroke: '#5a4a6a', 'stroke-width': 3 }),
      rect(-14, 4, 28, 7, '#5a4a6a', { rx: 3 }),
      rect(-12, 10, 24, 32, '#ffe08a', ol('#ffe08a', 2.5)),
      path('M0 18 Q6 26 0 34 Q-6 26 0 18Z', '#f49a4a'),
      rect(-14, 41, 28, 7, '#5a4a6a', { rx: 3 })),
};

export const key: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({ transform: 'rotate(-30)' },
      circle(0, -14, 12, 'none', { stroke: '#f2c14e', 'stroke-width': 6 }),
      line(0, -2, 0, 30, '#f2c14e', 6),
      line(0, 22, 9, 22, '#f2c14e', 5),
      line(0, 30, 7, 30, '#f2c14e', 5),
      circle(0, -14, 4, '#ffffff', { opacity: 0.6 })),
};

export const book: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      path('M0 -16 Q-16 -22 -32 -18 L-32 16 Q-16 12 0 18Z', '#fff8ec', ol('#fff8ec', 2)),
      path('M0 -16 Q16 -22 32 -18 L32 16 Q16 12 0 18Z', '#fff8ec', ol('#fff8ec', 2)),
      path('M-34 -18 L-34 20 Q-16 16 0 22 Q16 16 34 20 L34 -18', 'none', { stroke: '#7d8fd8', 'stroke-width': 4, 'stroke-linejoin': 'round' }),
      path('M-26 -10 L-8 -8 M-26 -2 L-8 0 M8 -8 L26 -10 M8 0 L26 -2', 'none', { stroke: '#c9c2d8', 'stroke-width': 2, 'stroke-linecap': 'round' })),
};

export const flower: PropDesign = {
  kind: 'hand',
  draw: () => {
    let petals = '';
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      petals += circle(Math.cos(a) * 9, -30 + Math.sin(a) * 9, 8, '#f6a5c0', ol('#f6a5c0', 1.5));
    }
    return g({}, line(0, 12, 0, -26, '#5f9e5a', 4), ellipse(7, -6, 8, 4, '#6fb366'), petals, circle(0, -30, 7, '#ffcf5a'));
  },
};

export const star: PropDesign = {
  kind: 'hand',
  draw: () => g({}, circle(0, -24, 26, '#fff3a0', { opacity: 0.35 }), line(0, 10, 0, -14, '#c3a6f0', 4), path(starPath(0, -26, 18, 8), '#ffd84a', ol('#ffd84a', 2.5))),
};

export const compass: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      circle(0, -20, 4, 'none', { stroke: '#d9a13a', 'stroke-width': 3 }),
      circle(0, 0, 18, '#f2c14e', ol('#f2c14e', 2.5)),
      circle(0, 0, 13, '#fffaf0'),
      path('M0 -11 L4 0 L0 11 L-4 0Z', '#e2574c'),
      path('M0 0 L4 0 L0 11 L-4 0Z', '#7d8fd8'),
      circle(0, 0, 2, '#5a4a6a')),
};

export const feather: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({ transform: 'rotate(20)' },
      path('M0 14 Q-18 -10 0 -44 Q18 -10 0 14Z', '#9fd3f5', ol('#9fd3f5', 2)),
      path('M0 18 L0 -40 M0 -6 L-9 -14 M0 -18 L9 -26 M0 4 L9 -4', 'none', { stroke: '#5f8fb0', 'stroke-width': 2, 'stroke-linecap': 'round' })),
};

export const apple: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      path('M0 -10 Q-18 -20 -20 0 Q-20 20 0 18 Q20 20 20 0 Q18 -20 0 -10Z', '#e85d5d', ol('#e85d5d', 2.5)),
      line(0, -10, 3, -20, '#7a5230', 3),
      ellipse(10, -18, 7, 3.5, '#6fb366', { transform: 'rotate(-20 10 -18)' }),
      ellipse(-8, -4, 4, 6, '#ffffff', { opacity: 0.45 })),
};

export const shell: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({},
      path('M0 14 L-22 -6 Q-14 -26 0 -26 Q14 -26 22 -6Z', '#fbc4b4', ol('#fbc4b4', 2.5)),
      path('M0 14 L-12 -20 M0 14 L0 -25 M0 14 L12 -20', 'none', { stroke: '#e8907f', 'stroke-width': 2, 'stroke-linecap': 'round' }),
      rect(-6, 10, 12, 6, '#fbc4b4', { rx: 2 })),
};

/** A kite held low by its spine, leaning away from the body, for a kite brought indoors (outdoors it flies
 * on a string instead). */
export const kite: PropDesign = {
  kind: 'hand',
  draw: () =>
    g({ transform: 'rotate(20)' },
      path('M0 4 q-10 14 0 26 q10 12 0 26', 'none', { stroke: '#e85d5d', 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
      path('M0 -92 L32 -46 L0 6 L-32 -46Z', '#f6a5c0', ol('#f6a5c0', 3)),
      path('M0 -92 L32 -46 L0 -46Z', '#ffd166'),
      path('M0 -46 L-32 -46 L0 6Z', '#9fd3f5'),
      path('M0 -92 L0 6 M-32 -46 L32 -46', 'none', { stroke: '#ffffff', 'stroke-width': 2.5 })),
};

// A drawing as data: a list of shapes in the storybook line (a soft outline in a deeper shade of each
// fill), so a new prop or small creature is a table row, not a function. Lower-case kinds are outlined,
// upper-case ones are flat details drawn on top (a window, a stripe, a shine).
import { ol } from '../characters/parts.ts';
import { circle, ellipse, g, path, rect, starPath } from '../svg.ts';

export type Shape =
  | readonly ['c' | 'C', cx: number, cy: number, r: number, fill: string]
  | readonly ['e' | 'E', cx: number, cy: number, rx: number, ry: number, fill: string]
  | readonly ['r' | 'R', x: number, y: number, w: number, h: number, fill: string, radius?: number]
  | readonly ['p' | 'P', d: string, fill: string]
  /** A stroked line or curve: a handle, a string, a wheel's rim. */
  | readonly ['s', d: string, stroke: string, width: number]
  /** A ring: a wheel, a rubber ring. */
  | readonly ['o', cx: number, cy: number, r: number, stroke: string, width: number]
  | readonly ['star', cx: number, cy: number, outer: number, inner: number, fill: string];

const LINE = 2.5;

export function drawShape(s: Shape): string {
  switch (s[0]) {
    case 'c': return circle(s[1], s[2], s[3], s[4], ol(s[4], LINE));
    case 'C': return circle(s[1], s[2], s[3], s[4]);
    case 'e': return ellipse(s[1], s[2], s[3], s[4], s[5], ol(s[5], LINE));
    case 'E': return ellipse(s[1], s[2], s[3], s[4], s[5]);
    case 'r': return rect(s[1], s[2], s[3], s[4], s[5], { ...ol(s[5], LINE), rx: s[6] ?? 3 });
    case 'R': return rect(s[1], s[2], s[3], s[4], s[5], { rx: s[6] ?? 1 });
    case 'p': return path(s[1], s[2], ol(s[2], LINE));
    case 'P': return path(s[1], s[2]);
    case 's': return path(s[1], 'none', { stroke: s[2], 'stroke-width': s[3], 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    case 'o': return circle(s[1], s[2], s[3], 'none', { stroke: s[4], 'stroke-width': s[5] });
    case 'star': return path(starPath(s[1], s[2], s[3], s[4]), s[5], ol(s[5], LINE));
  }
}

export function drawShapes(shapes: readonly Shape[], transform?: string): string {
  return g(transform ? { transform } : {}, ...shapes.map(drawShape));
}

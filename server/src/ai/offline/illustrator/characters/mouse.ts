// The curious mouse: lavender-grey fur, huge round pink-lined ears, a long curly tail and a yellow scarf.
import { circle, ellipse, g, path } from '../svg.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

const P = {
  fur: '#b9b3c7',
  ear: '#f7b6c2',
  belly: '#ece8f2',
  nose: '#ef8aa0',
  scarf: '#ffd166',
} as const;

export const mouse: CharacterDesign = {
  id: 'curious-mouse',
  palette: P,
  mirrorable: true,
  height: 215,
  draw(pose, mood) {
    const tail = path('M20 -24 Q70 -8 74 -46 Q78 -84 104 -70 Q120 -58 110 -44', 'none', { stroke: P.ear, 'stroke-width': 6, 'stroke-linecap': 'round' });
    const legs = leg(-13, -34, 15, P.fur, P.ear, pose) + leg(13, -34, 15, P.fur, P.ear, pose);
    const body = ellipse(0, -62, 30, 42, P.fur, ol(P.fur)) + ellipse(0, -56, 19, 28, P.belly);
    const left = arm({ shoulder: { x: -23, y: -84 }, side: 'left', pose, upper: 17, fore: 16, width: 11, colour: P.fur, hand: P.ear, handR: 6.5 });
    const right = arm({ shoulder: { x: 23, y: -84 }, side: 'right', pose, upper: 17, fore: 16, width: 11, colour: P.fur, hand: P.ear, handR: 6.5 });
    const headY = -132;
    const ears =
      circle(-44, headY - 40, 34, P.fur, ol(P.fur)) + circle(-44, headY - 40, 23, P.ear) +
      circle(44, headY - 40, 34, P.fur, ol(P.fur)) + circle(44, headY - 40, 23, P.ear);
    const head =
      ellipse(0, headY, 42, 40, P.fur, ol(P.fur)) +
      ellipse(0, headY + 18, 18, 13, P.belly) +
      circle(0, headY + 10, 7, P.nose, ol(P.nose, 2)) +
      path(`M-16 ${headY + 14} L-48 ${headY + 6} M-16 ${headY + 20} L-48 ${headY + 22} M16 ${headY + 14} L48 ${headY + 6} M16 ${headY + 20} L48 ${headY + 22}`, 'none', { stroke: '#7a7090', 'stroke-width': 1.8, 'stroke-linecap': 'round' }) +
      face({ cx: 0, cy: headY - 8, gap: 17, eyeR: 7, mood, mouthY: headY + 22, mouthW: 12, animal: true, blush: '#f59ab0' }) +
      (mood === 'excited' ? '' : path(`M-4 ${headY + 25} L-4 ${headY + 32} L4 ${headY + 32} L4 ${headY + 25}`, '#ffffff', ol('#ffffff', 1.5)));
    const scarf = path('M-22 -96 Q0 -86 22 -96 L22 -90 Q0 -80 -22 -90Z', P.scarf, ol(P.scarf, 2.5)) + path('M10 -90 L22 -68 L28 -88Z', P.scarf, ol(P.scarf, 2.5));
    return { svg: g({}, tail, legs, body, left.svg, right.svg, scarf, ears, head), hand: right.hand };
  },
};

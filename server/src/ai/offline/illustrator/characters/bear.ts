// The little bear: warm brown, round ears, a honey-coloured muzzle and belly, and a red knitted scarf.
import { circle, ellipse, g, path } from '../svg.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

const P = {
  fur: '#b07a4f',
  muzzle: '#ecd2ad',
  nose: '#4a3226',
  scarf: '#e06c5a',
} as const;

export const bear: CharacterDesign = {
  id: 'little-bear',
  palette: P,
  height: 210,
  draw(pose, mood) {
    const legs = leg(-17, -38, 20, P.fur, P.fur, pose) + ellipse(-20, -7, 9, 5, P.muzzle) + leg(17, -38, 20, P.fur, P.fur, pose) + ellipse(20, -7, 9, 5, P.muzzle);
    const body = ellipse(0, -68, 40, 48, P.fur, ol(P.fur)) + ellipse(0, -62, 25, 32, P.muzzle);
    const left = arm({ shoulder: { x: -32, y: -92 }, side: 'left', pose, upper: 20, fore: 18, width: 16, colour: P.fur, hand: P.fur, handR: 9 });
    const right = arm({ shoulder: { x: 32, y: -92 }, side: 'right', pose, upper: 20, fore: 18, width: 16, colour: P.fur, hand: P.fur, handR: 9 });
    const headY = -146;
    const ears = circle(-36, headY - 34, 17, P.fur, ol(P.fur)) + circle(-36, headY - 34, 9, P.muzzle) + circle(36, headY - 34, 17, P.fur, ol(P.fur)) + circle(36, headY - 34, 9, P.muzzle);
    const head =
      circle(0, headY, 48, P.fur, ol(P.fur)) +
      ellipse(0, headY + 18, 22, 17, P.muzzle, ol(P.muzzle, 2)) +
      ellipse(0, headY + 8, 8, 5.5, P.nose) +
      face({ cx: 0, cy: headY - 8, gap: 19, eyeR: 6.5, mood, mouthY: headY + 20, mouthW: 13, animal: true, blush: '#f08f7a' });
    const scarf =
      path('M-34 -108 Q0 -96 34 -108 L34 -98 Q0 -86 -34 -98Z', P.scarf, ol(P.scarf, 2.5)) +
      path('M-22 -98 L-30 -66 L-16 -66 L-12 -96Z', P.scarf, ol(P.scarf, 2.5)) +
      path('M-28 -74 L-16 -74 M-26 -82 L-14 -82', 'none', { stroke: '#f6e6d8', 'stroke-width': 2.5 });
    return { svg: g({}, legs, body, left.svg, right.svg, ears, head, scarf), hand: right.hand };
  },
};

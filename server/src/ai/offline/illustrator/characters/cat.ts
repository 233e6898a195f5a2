// The playful cat: a ginger tabby with pointed ears, whiskers, a striped tail and a teal collar with a bell.
import { circle, ellipse, g, path } from '../svg.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

const P = {
  fur: '#f4a259',
  stripes: '#d9773a',
  cream: '#fff1dc',
  nose: '#f28b9b',
  collar: '#4fb3bf',
  bell: '#f5c542',
} as const;

export const cat: CharacterDesign = {
  id: 'playful-cat',
  palette: P,
  mirrorable: true,
  height: 205,
  draw(pose, mood) {
    const swish = pose === 'cheer' || pose === 'wave' ? -16 : pose === 'droop' ? 18 : 0;
    const tail =
      path(`M22 -30 Q70 -30 66 ${-80 + swish} Q62 ${-116 + swish} 86 ${-126 + swish}`, 'none', { stroke: '#a85a2a', 'stroke-width': 19, 'stroke-linecap': 'round' }) +
      path(`M22 -30 Q70 -30 66 ${-80 + swish} Q62 ${-116 + swish} 86 ${-126 + swish}`, 'none', { stroke: P.fur, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
      path(`M58 ${-66 + swish} l14 -2 M60 ${-92 + swish} l14 2`, 'none', { stroke: P.stripes, 'stroke-width': 5, 'stroke-linecap': 'round' });
    const legs = leg(-14, -36, 17, P.fur, P.cream, pose) + leg(14, -36, 17, P.fur, P.cream, pose);
    const body =
      ellipse(0, -64, 34, 44, P.fur, ol(P.fur)) +
      ellipse(0, -58, 21, 30, P.cream) +
      path('M-30 -76 l10 3 M-32 -60 l10 2 M30 -76 l-10 3 M32 -60 l-10 2', 'none', { stroke: P.stripes, 'stroke-width': 4, 'stroke-linecap': 'round' });
    const left = arm({ shoulder: { x: -26, y: -88 }, side: 'left', pose, upper: 19, fore: 17, width: 13, colour: P.fur, hand: P.cream });
    const right = arm({ shoulder: { x: 26, y: -88 }, side: 'right', pose, upper: 19, fore: 17, width: 13, colour: P.fur, hand: P.cream });
    const headY = -140;
    const ears =
      path(`M-44 ${headY - 8} L-40 ${headY - 66} L-8 ${headY - 38}Z M44 ${headY - 8} L40 ${headY - 66} L8 ${headY - 38}Z`, P.fur, ol(P.fur)) +
      path(`M-36 ${headY - 20} L-36 ${headY - 52} L-18 ${headY - 36}Z M36 ${headY - 20} L36 ${headY - 52} L18 ${headY - 36}Z`, P.nose);
    const head =
      ellipse(0, headY, 50, 44, P.fur, ol(P.fur)) +
      path(`M-12 ${headY - 42} l4 14 M0 ${headY - 44} l0 15 M12 ${headY - 42} l-4 14`, 'none', { stroke: P.stripes, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      ellipse(-10, headY + 20, 13, 10, P.cream) + ellipse(10, headY + 20, 13, 10, P.cream) +
      path(`M-6 ${headY + 9} L6 ${headY + 9} L0 ${headY + 16}Z`, P.nose, ol(P.nose, 2)) +
      path(`M-22 ${headY + 16} L-54 ${headY + 10} M-22 ${headY + 22} L-54 ${headY + 26} M22 ${headY + 16} L54 ${headY + 10} M22 ${headY + 22} L54 ${headY + 26}`, 'none', { stroke: '#8a5a44', 'stroke-width': 2, 'stroke-linecap': 'round' }) +
      face({ cx: 0, cy: headY - 6, gap: 20, eyeR: 7, mood, mouthY: headY + 20, mouthW: 14, animal: true, blush: '#f58f8f' });
    const collar = path('M-26 -100 Q0 -90 26 -100', 'none', { stroke: P.collar, 'stroke-width': 7, 'stroke-linecap': 'round' }) + circle(0, -90, 6, P.bell, ol(P.bell, 2));
    return { svg: g({}, tail, legs, body, left.svg, right.svg, collar, ears, head), hand: right.hand };
  },
};

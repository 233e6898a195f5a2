// The clever princess: long chestnut hair, a golden crown with gems, a pink gown with puffed sleeves.
import { circle, ellipse, g, path, starPath } from '../svg.ts';
import { arm, face, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

const P = {
  skin: '#f7d0b4',
  hair: '#8a5a3b',
  dress: '#ee8fb7',
  trim: '#fcd5e5',
  crown: '#f5c542',
  gemBlue: '#7fc8f0',
  shoes: '#b56fa8',
} as const;

export const princess: CharacterDesign = {
  id: 'clever-princess',
  palette: P,
  height: 228,
  draw(pose, mood) {
    const headY = -152;
    const hairBack = path(`M-46 ${headY - 6} Q-50 ${headY - 52} 0 ${headY - 52} Q50 ${headY - 52} 46 ${headY - 6} Q56 -96 40 -78 Q20 -86 0 -92 Q-20 -86 -40 -78 Q-56 -96 -46 ${headY - 6}Z`, P.hair, ol(P.hair));
    const feet = ellipse(-14, -5, 13, 7, P.shoes, ol(P.shoes, 2.5)) + ellipse(14, -5, 13, 7, P.shoes, ol(P.shoes, 2.5));
    const skirt =
      path('M-24 -84 Q-40 -40 -58 -12 Q0 -2 58 -12 Q40 -40 24 -84Z', P.dress, ol(P.dress)) +
      path('M-56 -14 Q0 -4 56 -14', 'none', { stroke: P.trim, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
      circle(-30, -30, 4, P.trim) + circle(0, -24, 4, P.trim) + circle(30, -30, 4, P.trim) + circle(-14, -52, 3.5, P.trim) + circle(14, -52, 3.5, P.trim);
    const bodice = path('M-22 -108 Q0 -114 22 -108 L24 -80 Q0 -74 -24 -80Z', P.dress, ol(P.dress)) + path('M-10 -108 L0 -98 L10 -108', 'none', { stroke: P.trim, 'stroke-width': 3, 'stroke-linecap': 'round' });
    const left = arm({ shoulder: { x: -24, y: -102 }, side: 'left', pose, upper: 22, fore: 21, width: 11, colour: P.skin, hand: P.skin, handR: 7 });
    const right = arm({ shoulder: { x: 24, y: -102 }, side: 'right', pose, upper: 22, fore: 21, width: 11, colour: P.skin, hand: P.skin, handR: 7 });
    const sleeves = circle(-26, -104, 12, P.trim, ol(P.trim, 2.5)) + circle(26, -104, 12, P.trim, ol(P.trim, 2.5));
    const head =
      circle(0, headY, 42, P.skin, ol(P.skin)) +
      path(`M-43 ${headY - 2} Q-40 ${headY - 46} 0 ${headY - 46} Q40 ${headY - 46} 43 ${headY - 2} Q30 ${headY - 24} 6 ${headY - 26} Q-18 ${headY - 18} -43 ${headY - 2}Z`, P.hair, ol(P.hair, 2.5)) +
      face({ cx: 0, cy: headY + 4, gap: 15, eyeR: 5.5, mood, mouthY: headY + 24, mouthW: 15, blush: '#f59a9a' });
    const crown = g(
      {},
      path(`M-24 ${headY - 40} L-26 ${headY - 66} L-13 ${headY - 52} L0 ${headY - 72} L13 ${headY - 52} L26 ${headY - 66} L24 ${headY - 40}Z`, P.crown, ol(P.crown, 2.5)),
      circle(0, headY - 48, 5, P.dress),
      circle(-15, headY - 46, 3.5, P.gemBlue),
      circle(15, headY - 46, 3.5, P.gemBlue),
      path(starPath(0, headY - 74, 5, 2.2), P.crown),
    );
    return { svg: g({}, hairBack, feet, skirt, left.svg, right.svg, bodice, sleeves, head, crown), hand: right.hand };
  },
};

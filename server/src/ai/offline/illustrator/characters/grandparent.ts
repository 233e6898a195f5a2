// The grandparents parents' ideas bring in ('a grandmother who lost her glasses'): a grandmother with a
// silver bun, round glasses, a lilac cardigan and a long skirt; a grandfather with a white moustache, a flat
// cap and a green waistcoat. Drawn from the shared parts, a little taller than the child.
import { circle, ellipse, g, path } from '../svg.ts';
import { glassesOver } from './look.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

const GRANDMOTHER = { skin: '#f1c9a8', hair: '#d9d9e4', cardigan: '#a88bd0', skirt: '#5f6fa8', shoes: '#6b4a3a' } as const;
const GRANDFATHER = { skin: '#e9b995', hair: '#eeeeee', waistcoat: '#5f9a6a', shirt: '#f4efe2', trousers: '#6b6f86', cap: '#8a6a4a', shoes: '#4a3a30' } as const;

export const grandmother: CharacterDesign = makeGrandmother(true);

/** The grandmother, with her round glasses or without them (the glasses she lost). */
export function makeGrandmother(glasses: boolean): CharacterDesign {
  return {
  id: 'grandmother',
  palette: GRANDMOTHER,
  height: 236,
  draw(pose, mood) {
    const P = GRANDMOTHER;
    const headY = -170;
    const feet = ellipse(-14, -5, 13, 7, P.shoes, ol(P.shoes, 2.5)) + ellipse(14, -5, 13, 7, P.shoes, ol(P.shoes, 2.5));
    const skirt = path('M-30 -92 Q-38 -50 -42 -10 Q0 -4 42 -10 Q38 -50 30 -92Z', P.skirt, ol(P.skirt));
    const body = path('M-30 -126 Q0 -134 30 -126 L32 -86 Q0 -80 -32 -86Z', P.cardigan, ol(P.cardigan)) + path('M0 -128 L0 -84', 'none', { stroke: '#8a6fb8', 'stroke-width': 3 }) + circle(-5, -112, 2.5, '#fff4dc') + circle(-5, -98, 2.5, '#fff4dc');
    const left = arm({ shoulder: { x: -28, y: -120 }, side: 'left', pose, upper: 23, fore: 21, width: 12, colour: P.cardigan, hand: P.skin, handR: 7 });
    const right = arm({ shoulder: { x: 28, y: -120 }, side: 'right', pose, upper: 23, fore: 21, width: 12, colour: P.cardigan, hand: P.skin, handR: 7 });
    const head =
      circle(0, headY - 44, 16, P.hair, ol(P.hair, 2.5)) +
      circle(0, headY, 40, P.skin, ol(P.skin)) +
      path(`M-41 ${headY + 4} Q-44 ${headY - 44} 0 ${headY - 44} Q44 ${headY - 44} 41 ${headY + 4} Q34 ${headY - 22} 0 ${headY - 26} Q-34 ${headY - 22} -41 ${headY + 4}Z`, P.hair, ol(P.hair, 2.5)) +
      face({ cx: 0, cy: headY + 4, gap: 15, eyeR: 5, mood, mouthY: headY + 24, mouthW: 15, blush: '#f0a090' }) +
      (glasses ? glassesOver(headY + 4, 15) : '');
    return { svg: g({}, feet, skirt, left.svg, right.svg, body, head), hand: right.hand };
  },
  };
}

export const grandfather: CharacterDesign = {
  id: 'grandfather',
  palette: GRANDFATHER,
  height: 238,
  draw(pose, mood) {
    const P = GRANDFATHER;
    const headY = -172;
    const legs = leg(-13, -60, 15, P.trousers, P.shoes, pose) + leg(13, -60, 15, P.trousers, P.shoes, pose);
    const body = path('M-32 -128 Q0 -136 32 -128 L30 -58 L-30 -58Z', P.shirt, ol(P.shirt)) + path('M-30 -124 L-8 -124 L-2 -60 L-30 -60Z M30 -124 L8 -124 L2 -60 L30 -60Z', P.waistcoat, ol(P.waistcoat, 2.5));
    const left = arm({ shoulder: { x: -30, y: -122 }, side: 'left', pose, upper: 23, fore: 21, width: 12, colour: P.shirt, hand: P.skin, handR: 7 });
    const right = arm({ shoulder: { x: 30, y: -122 }, side: 'right', pose, upper: 23, fore: 21, width: 12, colour: P.shirt, hand: P.skin, handR: 7 });
    const head =
      circle(-40, headY + 4, 8, P.skin, ol(P.skin, 2.5)) + circle(40, headY + 4, 8, P.skin, ol(P.skin, 2.5)) +
      circle(0, headY, 40, P.skin, ol(P.skin)) +
      path(`M-38 ${headY - 8} Q-40 ${headY - 30} -30 ${headY - 36} L-30 ${headY - 10}Z M38 ${headY - 8} Q40 ${headY - 30} 30 ${headY - 36} L30 ${headY - 10}Z`, P.hair, ol(P.hair, 2)) +
      path(`M-40 ${headY - 18} Q-42 ${headY - 50} 0 ${headY - 50} Q46 ${headY - 50} 50 ${headY - 22} Q0 ${headY - 30} -40 ${headY - 18}Z`, P.cap, ol(P.cap, 2.5)) +
      face({ cx: 0, cy: headY + 2, gap: 15, eyeR: 5, mood, mouthY: headY + 28, mouthW: 14, blush: '#f0a090' }) +
      path(`M-20 ${headY + 22} Q-10 ${headY + 14} 0 ${headY + 20} Q10 ${headY + 14} 20 ${headY + 22} Q10 ${headY + 26} 0 ${headY + 22} Q-10 ${headY + 26} -20 ${headY + 22}Z`, P.hair, ol(P.hair, 2));
    return { svg: g({}, legs, body, left.svg, right.svg, head), hand: right.hand };
  },
};

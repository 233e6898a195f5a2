// The child companion: dark tousled hair, a sunny yellow T-shirt with a star, blue shorts, red shoes.
import type { ChildLook } from '@storyloom/contracts/illustration';
import { circle, g, path, rect, starPath } from '../svg.ts';
import { glassesOver, hairBack, hairFront, lookColours } from './look.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

const P = {
  skin: '#e8b48e',
  hair: '#5b3a29',
  shirt: '#ffcf5a',
  shorts: '#4f8fc0',
  shoes: '#e2574c',
} as const;

/** The boy's design, in the parent's chosen look when there is one. */
export function makeChild(look?: ChildLook): CharacterDesign {
  const skin = look ? lookColours(look).skin : P.skin;
  const palette = look ? { ...P, skin, hair: lookColours(look).hair } : P;
  return {
    id: 'child',
    palette,
    height: 220,
    draw(pose, mood) {
      const P = palette;
      const legs = leg(-13, -46, 14, P.skin, P.shoes, pose) + leg(13, -46, 14, P.skin, P.shoes, pose);
    const shorts = path('M-27 -64 L27 -64 L30 -38 L3 -38 L0 -46 L-3 -38 L-30 -38Z', P.shorts, ol(P.shorts));
    const shirt = path('M-26 -108 Q0 -114 26 -108 L30 -62 L-30 -62Z', P.shirt, ol(P.shirt)) + path(starPath(0, -86, 10, 4.5), '#ffffff');
    const left = arm({ shoulder: { x: -24, y: -102 }, side: 'left', pose, upper: 21, fore: 20, width: 11, colour: P.skin, hand: P.skin, handR: 7 });
    const right = arm({ shoulder: { x: 24, y: -102 }, side: 'right', pose, upper: 21, fore: 20, width: 11, colour: P.skin, hand: P.skin, handR: 7 });
    const sleeves = rect(-34, -110, 18, 18, P.shirt, { ...ol(P.shirt, 2.5), rx: 7 }) + rect(16, -110, 18, 18, P.shirt, { ...ol(P.shirt, 2.5), rx: 7 });
    const headY = -152;
    const head =
      circle(-41, headY + 4, 8, P.skin, ol(P.skin, 2.5)) + circle(41, headY + 4, 8, P.skin, ol(P.skin, 2.5)) +
      circle(0, headY, 41, P.skin, ol(P.skin)) +
      path(`M-42 ${headY + 2} Q-46 ${headY - 46} 0 ${headY - 46} Q46 ${headY - 46} 42 ${headY + 2} Q36 ${headY - 20} 20 ${headY - 22} Q8 ${headY - 14} -4 ${headY - 24} Q-22 ${headY - 14} -42 ${headY + 2}Z`, P.hair, ol(P.hair, 2.5)) +
      path(`M-2 ${headY - 44} Q4 ${headY - 62} 16 ${headY - 58}`, 'none', { stroke: P.hair, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      face({ cx: 0, cy: headY + 4, gap: 15, eyeR: 5.5, mood, mouthY: headY + 24, mouthW: 15, blush: '#f29a85' });
      if (!look) return { svg: g({}, legs, shorts, shirt, left.svg, right.svg, sleeves, head), hand: right.hand };
      const styled =
        hairBack(look, headY) +
        circle(-41, headY + 4, 8, skin, ol(skin, 2.5)) + circle(41, headY + 4, 8, skin, ol(skin, 2.5)) +
        circle(0, headY, 41, skin, ol(skin)) + hairFront(look, headY) +
        face({ cx: 0, cy: headY + 4, gap: 15, eyeR: 5.5, mood, mouthY: headY + 24, mouthW: 15, blush: '#f29a85' }) +
        (look.glasses ? glassesOver(headY + 4, 15) : '');
      return { svg: g({}, legs, shorts, shirt, left.svg, right.svg, sleeves, styled), hand: right.hand };
    },
  };
}

export const child: CharacterDesign = makeChild();

// The child companion drawn as a girl (the writer's friendGender 'f'): chestnut pigtails tied with yellow
// bobbles and a flower clip, a turquoise dress with a cream collar and dots, red shoes. Same build, skin and
// face as the boy's design in child.ts, so the reader's child is recognisably the same kind of figure.
import type { ChildLook } from '@storyloom/contracts/illustration';
import { circle, g, path } from '../svg.ts';
import { glassesOver, hairBack, hairFront, lookColours } from './look.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

const P = {
  skin: '#e8b48e',
  hair: '#7b4630',
  dress: '#3dbfae',
  trim: '#fff4dc',
  clip: '#ffcf5a',
  shoes: '#e2574c',
} as const;

/** A pigtail hanging from the side of the head, curling outward; side -1 is the viewer's left. */
function pigtail(side: -1 | 1, headY: number): string {
  const x = (n: number): number => side * n;
  return path(
    `M${x(30)} ${headY - 14} Q${x(58)} ${headY - 12} ${x(64)} ${headY + 14} Q${x(68)} ${headY + 36} ${x(56)} ${headY + 48} Q${x(58)} ${headY + 30} ${x(46)} ${headY + 18} Q${x(36)} ${headY + 8} ${x(30)} ${headY - 14}Z`,
    P.hair,
    ol(P.hair, 2.5),
  );
}

/** A five-petal flower clip. */
function flower(cx: number, cy: number, r: number): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    petals += circle(cx + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.72, P.clip, ol(P.clip, 2));
  }
  return petals + circle(cx, cy, r * 0.55, P.shoes);
}

/** The girl's design, in the parent's chosen look when there is one. */
export function makeChildGirl(look?: ChildLook): CharacterDesign {
  const skin = look ? lookColours(look).skin : P.skin;
  const palette = look ? { ...P, skin, hair: lookColours(look).hair } : P;
  return {
    id: 'child-girl',
    palette,
    height: 212,
    draw(pose, mood) {
      const P = palette;
      const headY = -152;
    const tails = pigtail(-1, headY) + pigtail(1, headY);
    const legs = leg(-12, -44, 13, P.skin, P.shoes, pose) + leg(12, -44, 13, P.skin, P.shoes, pose);
    const skirt =
      path('M-25 -84 Q-34 -60 -44 -34 Q0 -26 44 -34 Q34 -60 25 -84Z', P.dress, ol(P.dress)) +
      path('M-42 -38 Q0 -30 42 -38', 'none', { stroke: P.trim, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      circle(-22, -54, 3.5, P.trim) + circle(0, -50, 3.5, P.trim) + circle(22, -54, 3.5, P.trim) + circle(-11, -68, 3, P.trim) + circle(11, -68, 3, P.trim);
    const bodice = path('M-24 -108 Q0 -114 24 -108 L25 -80 Q0 -76 -25 -80Z', P.dress, ol(P.dress));
    const collar = path('M-16 -110 Q-14 -97 -2 -101 L0 -106 L2 -101 Q14 -97 16 -110 Q0 -113 -16 -110Z', P.trim, ol(P.trim, 2));
    const left = arm({ shoulder: { x: -24, y: -102 }, side: 'left', pose, upper: 21, fore: 20, width: 11, colour: P.skin, hand: P.skin, handR: 7 });
    const right = arm({ shoulder: { x: 24, y: -102 }, side: 'right', pose, upper: 21, fore: 20, width: 11, colour: P.skin, hand: P.skin, handR: 7 });
    const sleeves = circle(-26, -103, 11, P.dress, ol(P.dress, 2.5)) + circle(26, -103, 11, P.dress, ol(P.dress, 2.5));
    const bobbles = circle(-40, headY - 8, 7, P.clip, ol(P.clip, 2.5)) + circle(40, headY - 8, 7, P.clip, ol(P.clip, 2.5));
    const head =
      circle(0, headY, 41, P.skin, ol(P.skin)) +
      // A side parting with a fringe swept toward the viewer's left.
      path(`M-42 ${headY + 4} Q-48 ${headY - 46} 0 ${headY - 47} Q48 ${headY - 46} 42 ${headY + 4} Q38 ${headY - 18} 22 ${headY - 26} Q4 ${headY - 34} -14 ${headY - 22} Q-30 ${headY - 12} -42 ${headY + 4}Z`, P.hair, ol(P.hair, 2.5)) +
      path(`M12 ${headY - 44} Q6 ${headY - 34} 10 ${headY - 26}`, 'none', { stroke: '#5e3322', 'stroke-width': 2.5, 'stroke-linecap': 'round' }) +
      face({ cx: 0, cy: headY + 4, gap: 15, eyeR: 5.5, mood, mouthY: headY + 24, mouthW: 15, blush: '#f29a85' }) +
      flower(26, headY - 36, 6);
      if (!look) return { svg: g({}, tails, legs, skirt, left.svg, right.svg, bodice, collar, sleeves, head, bobbles), hand: right.hand };
      const styled =
        circle(0, headY, 41, skin, ol(skin)) + hairFront(look, headY) +
        face({ cx: 0, cy: headY + 4, gap: 15, eyeR: 5.5, mood, mouthY: headY + 24, mouthW: 15, blush: '#f29a85' }) +
        flower(26, headY - 36, 6) + (look.glasses ? glassesOver(headY + 4, 15) : '');
      return { svg: g({}, hairBack(look, headY), legs, skirt, left.svg, right.svg, bodice, collar, sleeves, styled), hand: right.hand };
    },
  };
}

export const childGirl: CharacterDesign = makeChildGirl();

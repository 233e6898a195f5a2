// The brave knight: silver helmet with a red plume, blue tunic, sword raised in one hand, shield in the other.
import { circle, g, path, pts, rect, starPath } from '../svg.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign, Point } from './types.ts';

const P = {
  skin: '#f6d2b8',
  armour: '#c3cedd',
  tunic: '#4a78c2',
  plume: '#e2574c',
  gold: '#f2c14e',
  boots: '#6b5a7a',
  blade: '#eef3fa',
} as const;

function sword(hand: Point, tilt: number): string {
  return g(
    { transform: `translate(${pts(hand.x, hand.y)}) rotate(${tilt})` },
    path('M-5 -12 L-5 -74 L0 -86 L5 -74 L5 -12Z', P.blade, ol(P.blade, 2.5)),
    rect(-14, -14, 28, 7, P.gold, { ...ol(P.gold, 2), rx: 3 }),
    rect(-3.5, -8, 7, 14, '#8a5a44', { rx: 2 }),
    circle(0, 9, 4.5, P.gold),
  );
}

function shield(hand: Point): string {
  return g(
    { transform: `translate(${pts(hand.x + 4, hand.y - 14)})` },
    path('M-28 -30 L28 -30 L28 0 Q28 28 0 40 Q-28 28 -28 0Z', P.tunic, ol(P.tunic, 3)),
    path('M-20 -23 L20 -23 L20 -1 Q20 20 0 30 Q-20 20 -20 -1Z', 'none', { stroke: P.gold, 'stroke-width': 4 }),
    path(starPath(0, 0, 13, 6), P.gold),
  );
}

export const knight: CharacterDesign = {
  id: 'brave-knight',
  palette: P,
  height: 232,
  draw(pose, mood) {
    const legs = leg(-15, -40, 17, P.armour, P.boots, pose) + leg(15, -40, 17, P.armour, P.boots, pose);
    const body =
      path('M-34 -100 Q-40 -60 -38 -34 L38 -34 Q40 -60 34 -100 Q0 -112 -34 -100Z', P.tunic, ol(P.tunic)) +
      path('M-26 -100 Q0 -108 26 -100 L22 -70 Q0 -62 -22 -70Z', P.armour, ol(P.armour, 2.5)) +
      rect(-38, -52, 76, 9, '#8a5a44', { rx: 4 }) +
      rect(-7, -54, 14, 13, P.gold, { rx: 3 }) +
      path(starPath(0, -84, 8, 3.6), P.gold);
    const left = arm({ shoulder: { x: -32, y: -96 }, side: 'left', pose, upper: 24, fore: 22, width: 15, colour: P.armour, hand: P.skin });
    const right = arm({ shoulder: { x: 32, y: -96 }, side: 'right', pose, upper: 24, fore: 22, width: 15, colour: P.armour, hand: P.skin });
    const headY = -150;
    const head =
      circle(0, headY, 44, P.skin, ol(P.skin)) +
      // Helmet: dome, cheek guards and a brim, leaving the face open.
      path(`M-49 ${headY + 18} L-49 ${headY - 6} Q-49 ${headY - 56} 0 ${headY - 56} Q49 ${headY - 56} 49 ${headY - 6} L49 ${headY + 18} L36 ${headY + 18} L36 ${headY - 8} Q0 ${headY - 22} -36 ${headY - 8} L-36 ${headY + 18}Z`, P.armour, ol(P.armour)) +
      rect(-4, headY - 56, 8, 30, '#aebad0') +
      path(`M0 ${headY - 54} Q-8 ${headY - 96} 34 ${headY - 92} Q22 ${headY - 74} 30 ${headY - 60} Q12 ${headY - 66} 0 ${headY - 54}Z`, P.plume, ol(P.plume, 2.5)) +
      face({ cx: 0, cy: headY + 2, gap: 15, eyeR: 5.5, mood, mouthY: headY + 24, mouthW: 16, blush: '#f59a8b' });
    return {
      svg: g({}, legs, body, left.svg, head, shield(left.hand), right.svg, sword(right.hand, pose === 'cheer' ? 12 : 16)),
    };
  },
};

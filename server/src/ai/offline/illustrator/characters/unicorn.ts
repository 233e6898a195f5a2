// The magical unicorn, seen from the side: white coat, golden spiral horn, a pastel rainbow mane and tail,
// lilac hooves. It is the one design drawn facing right; the composer mirrors it to face the others.
import { circle, ellipse, g, path, pts } from '../svg.ts';
import { ol, sideFace } from './parts.ts';
import type { CharacterDesign, Pose } from './types.ts';

const P = {
  coat: '#fdf8fc',
  horn: '#f6cf6b',
  manePink: '#f5a3c7',
  maneLilac: '#c3a6f0',
  maneBlue: '#9fd3f5',
  hooves: '#b9a3e8',
  muzzle: '#fbe0ea',
} as const;

const MANE = [P.manePink, P.maneLilac, P.maneBlue] as const;

function legPath(x: number, top: number, lift: number, colour: string): string {
  // A lifted leg bends forward at the knee.
  const knee = { x: x + lift * 0.5, y: top + 26 - lift * 0.3 };
  const foot = { x: x + lift, y: -8 - lift };
  const d = `M${pts(x, top)} L${pts(knee.x, knee.y)} L${pts(foot.x, foot.y)}`;
  return (
    path(d, 'none', { stroke: '#d6c8e0', 'stroke-width': 19, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    path(d, 'none', { stroke: colour, 'stroke-width': 14, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    ellipse(foot.x, foot.y + 4, 9, 6, P.hooves, ol(P.hooves, 2))
  );
}

function headTilt(pose: Pose): number {
  switch (pose) {
    case 'droop': return 16;
    case 'clasp': return 6;
    case 'hips': return -8;
    case 'cheer': return -12;
    case 'search': return 18;
    case 'offer': return 8;
    default: return 0;
  }
}

export const unicorn: CharacterDesign = {
  id: 'magical-unicorn',
  palette: P,
  height: 235,
  sideView: true,
  draw(pose, mood) {
    const frontLift = pose === 'cheer' ? 22 : pose === 'wave' ? 16 : 0;
    const tail = path('M-54 -92 Q-96 -100 -92 -60 Q-90 -30 -104 -14 Q-70 -20 -72 -58 Q-70 -80 -54 -80Z', P.maneLilac, ol(P.maneLilac, 2.5)) +
      path('M-56 -90 Q-84 -92 -82 -62 Q-80 -40 -90 -26', 'none', { stroke: P.manePink, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
      path('M-60 -84 Q-74 -80 -74 -60', 'none', { stroke: P.maneBlue, 'stroke-width': 5, 'stroke-linecap': 'round' });
    const backLegs = legPath(-36, -78, 0, '#efe6f2') + legPath(30, -78, 0, '#efe6f2');
    const frontLegs = legPath(-46, -74, 0, P.coat) + legPath(40, -74, frontLift, P.coat);
    const body = ellipse(0, -90, 64, 38, P.coat, ol(P.coat));
    const tilt = headTilt(pose);
    const neck = path('M26 -110 Q44 -150 60 -168 L86 -150 Q70 -120 58 -84Z', P.coat, ol(P.coat));
    let mane = '';
    const curls: ReadonlyArray<readonly [number, number]> = [[52, -180], [40, -162], [32, -144], [24, -126], [18, -108]];
    curls.forEach(([x, y], i) => { mane += circle(x, y, 15 - i, MANE[i % 3] ?? P.manePink, ol(MANE[i % 3] ?? P.manePink, 2)); });
    const head = g(
      { transform: `rotate(${tilt} 70 -160)` },
      path('M54 -192 L58 -218 L72 -196Z', P.coat, ol(P.coat, 2.5)),
      path('M58 -198 L60 -212 L67 -199Z', P.manePink),
      ellipse(74, -166, 34, 28, P.coat, ol(P.coat)),
      ellipse(100, -154, 22, 18, P.muzzle, ol(P.muzzle, 2.5)),
      ellipse(108, -158, 2.5, 3.5, '#c77a9a'),
      // Spiral horn.
      path('M66 -190 L84 -250 L84 -188Z', P.horn, ol(P.horn, 2.5)),
      path('M70 -200 L84 -204 M73 -214 L84 -218 M77 -228 L84 -231', 'none', { stroke: '#e0a93c', 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
      circle(52, -190, 13, P.manePink, ol(P.manePink, 2)),
      circle(62, -196, 10, P.maneBlue, ol(P.maneBlue, 2)),
      ellipse(84, -156, 9, 6, '#f59ab0', { opacity: 0.55 }),
      sideFace(78, -170, 6.5, mood, 100, -146),
    );
    const sparkle = mood === 'excited' || mood === 'proud' || mood === 'happy' ? circle(112, -236, 4, P.horn) + circle(98, -262, 3, P.maneBlue) + circle(120, -214, 2.5, P.manePink) : '';
    return { svg: g({}, tail, backLegs, body, frontLegs, neck, mane, head, sparkle) };
  },
};

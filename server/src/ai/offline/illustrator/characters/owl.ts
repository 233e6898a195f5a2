// The wise owl: a round brown owl with big eyes behind round glasses, ear tufts and a cream chest.
import { circle, ellipse, g, path, pts } from '../svg.ts';
import { armAngles, face, ol } from './parts.ts';
import type { CharacterDesign, Point } from './types.ts';

const P = {
  feathers: '#a9794f',
  chest: '#f3dfbc',
  disc: '#e8c9a0',
  glasses: '#4a3b5c',
  beak: '#f2a93b',
} as const;

/** A wing hinged at the shoulder, swung by the pose's upper-arm angle. */
function wing(shoulder: Point, side: 'left' | 'right', angle: number): { svg: string; tip: Point } {
  const s = side === 'left' ? -1 : 1;
  const rot = s * -angle;
  const a = (angle * Math.PI) / 180;
  const tip = { x: shoulder.x + s * Math.sin(a) * 56, y: shoulder.y + Math.cos(a) * 56 };
  const svg = g(
    { transform: `translate(${pts(shoulder.x, shoulder.y)}) rotate(${Math.round(rot)})` },
    path(`M0 -6 Q${s * 22} 10 ${s * 10} 58 Q${s * -8} 40 ${s * -8} 6Z`, P.feathers, ol(P.feathers)),
    path(`M${s * 4} 20 Q${s * 10} 30 ${s * 6} 42`, 'none', { stroke: '#8a5f3c', 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
  );
  return { svg, tip };
}

export const owl: CharacterDesign = {
  id: 'wise-owl',
  palette: P,
  height: 215,
  draw(pose, mood) {
    const feet = path('M-24 -4 l-6 6 M-18 -4 l0 8 M-12 -4 l6 6 M12 -4 l-6 6 M18 -4 l0 8 M24 -4 l6 6', 'none', { stroke: P.beak, 'stroke-width': 5, 'stroke-linecap': 'round' });
    const tufts = path('M-44 -168 L-52 -206 L-20 -184Z M44 -168 L52 -206 L20 -184Z', P.feathers, ol(P.feathers));
    const body = ellipse(0, -100, 62, 96, P.feathers, ol(P.feathers));
    let scallops = '';
    for (const [x, y] of [[-14, -80], [10, -80], [-24, -58], [0, -58], [24, -58], [-12, -36], [12, -36]] as const) scallops += `M${pts(x - 7, y)} q7 7 14 0`;
    const chest = ellipse(0, -62, 40, 54, P.chest, ol(P.chest, 2)) + path(scallops, 'none', { stroke: '#d9b98a', 'stroke-width': 2.5, 'stroke-linecap': 'round' });
    const left = wing({ x: -52, y: -112 }, 'left', armAngles(pose, 'left').upper);
    const right = wing({ x: 52, y: -112 }, 'right', armAngles(pose, 'right').upper);
    const eyeY = -142;
    const discs = circle(-24, eyeY, 26, P.disc) + circle(24, eyeY, 26, P.disc);
    const whites = circle(-24, eyeY, 19, '#ffffff', ol('#ffffff', 2)) + circle(24, eyeY, 19, '#ffffff', ol('#ffffff', 2));
    const glasses =
      circle(-24, eyeY, 22, 'none', { stroke: P.glasses, 'stroke-width': 4.5 }) +
      circle(24, eyeY, 22, 'none', { stroke: P.glasses, 'stroke-width': 4.5 }) +
      path(`M-4 ${eyeY - 4} Q0 ${eyeY - 10} 4 ${eyeY - 4}`, 'none', { stroke: P.glasses, 'stroke-width': 4.5 });
    const beak = path(`M-9 ${eyeY + 14} L9 ${eyeY + 14} L0 ${eyeY + 30}Z`, P.beak, ol(P.beak, 2.5));
    // The owl's face: the shared eyes sit inside the white discs; the beak replaces the mouth.
    const eyes = face({ cx: 0, cy: eyeY + 1, gap: 24, eyeR: 7.5, mood, mouthY: eyeY + 42, mouthW: 0, noBrows: true, noMouth: true });
    const sadBrows = mood === 'worried' || mood === 'sad' ? path(`M-40 ${eyeY - 30} L-14 ${eyeY - 36} M40 ${eyeY - 30} L14 ${eyeY - 36}`, 'none', { stroke: '#6e4a30', 'stroke-width': 4, 'stroke-linecap': 'round' }) : '';
    return { svg: g({}, tufts, body, chest, feet, discs, whites, eyes, glasses, beak, sadBrows, left.svg, right.svg), hand: right.tip };
  },
};

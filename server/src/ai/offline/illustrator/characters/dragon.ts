// The friendly dragon: round green body, cream belly, little golden horns, leafy wings and a curly tail.
import { circle, ellipse, g, path } from '../svg.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

const P = {
  body: '#6cc38a',
  belly: '#fbe7a6',
  wing: '#8fd6c0',
  horn: '#f6d27a',
  spikes: '#f4a259',
} as const;

export const dragon: CharacterDesign = {
  id: 'friendly-dragon',
  palette: P,
  height: 225,
  draw(pose, mood) {
    const flap = pose === 'cheer' || pose === 'wave' ? -14 : pose === 'droop' ? 14 : 0;
    const wing = (s: 1 | -1): string =>
      path(`M${s * 20} -110 Q${s * 70} ${-170 + flap} ${s * 104} ${-150 + flap} Q${s * 98} ${-126 + flap} ${s * 86} ${-118 + flap} Q${s * 84} ${-100 + flap} ${s * 68} ${-96 + flap} Q${s * 60} -80 ${s * 40} -82Z`, P.wing, ol(P.wing)) +
      path(`M${s * 26} -104 L${s * 96} ${-146 + flap} M${s * 30} -96 L${s * 80} ${-118 + flap}`, 'none', { stroke: '#5fae8e', 'stroke-width': 3, 'stroke-linecap': 'round' });
    const tail =
      path('M26 -30 Q76 -20 84 -44 Q92 -68 70 -70 Q84 -54 70 -40 Q52 -30 22 -46Z', P.body, ol(P.body)) +
      path('M70 -70 L84 -86 L86 -64Z', P.spikes, ol(P.spikes, 2));
    const legs = leg(-18, -40, 20, P.body, P.body, pose) + leg(18, -40, 20, P.body, P.body, pose) + circle(-26, -8, 2.5, '#ffffff') + circle(-19, -5, 2.5, '#ffffff') + circle(19, -5, 2.5, '#ffffff') + circle(26, -8, 2.5, '#ffffff');
    const body =
      ellipse(0, -72, 44, 50, P.body, ol(P.body)) +
      ellipse(0, -66, 30, 38, P.belly, ol(P.belly, 2)) +
      path('M-24 -82 Q0 -76 24 -82 M-28 -64 Q0 -58 28 -64 M-24 -46 Q0 -40 24 -46', 'none', { stroke: '#e8cf86', 'stroke-width': 2.5, 'stroke-linecap': 'round' });
    const left = arm({ shoulder: { x: -34, y: -96 }, side: 'left', pose, upper: 18, fore: 16, width: 14, colour: P.body, hand: P.body });
    const right = arm({ shoulder: { x: 34, y: -96 }, side: 'right', pose, upper: 18, fore: 16, width: 14, colour: P.body, hand: P.body });
    const headY = -152;
    const head =
      path(`M-30 ${headY - 34} L-36 ${headY - 62} L-14 ${headY - 42}Z M30 ${headY - 34} L36 ${headY - 62} L14 ${headY - 42}Z`, P.horn, ol(P.horn, 2.5)) +
      path(`M-6 ${headY - 46} L0 ${headY - 58} L6 ${headY - 46}Z`, P.spikes, ol(P.spikes, 2)) +
      path(`M-50 ${headY - 4} L-64 ${headY - 16} L-56 ${headY + 8}Z M50 ${headY - 4} L64 ${headY - 16} L56 ${headY + 8}Z`, P.wing, ol(P.wing, 2.5)) +
      ellipse(0, headY, 52, 46, P.body, ol(P.body)) +
      ellipse(0, headY + 22, 30, 20, P.belly, ol(P.belly, 2)) +
      ellipse(-8, headY + 16, 3, 2.2, '#4f8a62') + ellipse(8, headY + 16, 3, 2.2, '#4f8a62') +
      face({ cx: 0, cy: headY - 10, gap: 20, eyeR: 7, mood, mouthY: headY + 28, mouthW: 18, blush: '#f59a8b' });
    return { svg: g({}, wing(-1), wing(1), tail, legs, body, left.svg, right.svg, head), hand: right.hand };
  },
};

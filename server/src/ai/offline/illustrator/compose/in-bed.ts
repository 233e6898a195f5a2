// A figure in bed (the brief's 'bed' with the one asleep or tucked in): the body lying on its back along a
// bed, head on the pillow at the headboard, the quilt pulled up to the chin, the bed's legs on the floor at
// y = 0, so the composer lays it out like any other figure. Asleep, the little 'z' curls rise from the
// pillow; tucked in awake, the eyes are open (the design's face in the page's mood).
import type { Figure } from '../characters/types.ts';
import { circle, ellipse, g, path, pts, rect } from '../svg.ts';
import { ol } from '../characters/parts.ts';

const WOOD = '#a8704c';
const SHEET = '#f3e6d6';
const QUILT = '#f6a5c0';
const PATCHES = ['#ffd166', '#9fd39b', '#9fb5e8'] as const;

function snores(x: number, y: number): string {
  const z = (cx: number, cy: number, s: number): string => `M${pts(cx - s, cy - s)} L${pts(cx + s, cy - s)} L${pts(cx - s, cy + s)} L${pts(cx + s, cy + s)}`;
  return path(z(x, y, 7) + z(x + 20, y - 22, 9) + z(x + 44, y - 48, 11), 'none', { stroke: '#6a78c8', 'stroke-width': 3.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
}

/** The lying body (a design's 'sleep' drawing turned a quarter, head to the viewer's left), its box as
 * drawn (x0..x1 head to feet, y0..y1 its thickness), put into a bed: returns the whole figure. The head is
 * the first `headShare` of the length: the quilt covers the rest. */
export function figureInBed(lying: { svg: string; x0: number; x1: number; y0: number; y1: number }, asleep: boolean, headShare = 0.4): Figure {
  const len = lying.x1 - lying.x0;
  const thick = lying.y1 - lying.y0;
  const legs = 20;
  const mattress = 30;
  const top = -(legs + mattress);
  // The body rests on the mattress, sunk a little into it.
  const lift = top + 8 - lying.y1;
  const left = lying.x0 - 26;
  const right = lying.x1 + 22;
  const neck = lying.x0 + len * headShare;
  const quiltTop = top + 8 - thick * 0.86;
  const frame = rect(left - 14, top - thick - 46, 18, thick + 46 - top, WOOD, { ...ol(WOOD), rx: 6 }) +
    rect(right - 8, top - 34, 16, 34 - top, WOOD, { ...ol(WOOD), rx: 5 }) +
    rect(left, -legs - 2, 12, legs + 2, WOOD, { rx: 3 }) + rect(right - 20, -legs - 2, 12, legs + 2, WOOD, { rx: 3 }) +
    rect(left, top, right - left, mattress, SHEET, { ...ol(SHEET), rx: 8 });
  const pillow = ellipse(lying.x0 + len * 0.16, top + 2 - thick * 0.3, len * 0.2, thick * 0.34 + 8, '#ffffff', ol('#ffffff'));
  const body = g({ transform: `translate(0 ${pts(lift)})` }, lying.svg);
  // The quilt from the neck to past the feet, rounded over the body and hanging over the mattress's side.
  const quilt = path(`M${pts(neck, top + mattress - 6)} L${pts(neck, quiltTop + 12)} Q${pts(neck + 4, quiltTop, neck + 24, quiltTop)} L${pts(right - 24, quiltTop + 4)} Q${pts(right, quiltTop + 6, right, quiltTop + 30)} L${pts(right, top + mattress - 2)}Z`, QUILT, ol(QUILT));
  const span = right - neck;
  let patches = '';
  for (const [i, colour] of PATCHES.entries()) patches += rect(neck + span * (0.18 + i * 0.27), quiltTop + 10, span * 0.14, top + mattress - quiltTop - 20, colour, { rx: 4, opacity: 0.9 });
  const hem = rect(neck - 4, quiltTop + 6, 16, top + mattress - quiltTop - 10, '#ffffff', { rx: 6 });
  const zs = asleep ? snores(lying.x0 + len * 0.2, top - thick - 20) : '';
  return { svg: frame + pillow + body + quilt + patches + hem + zs + circle(left + 3, top - thick - 46, 9, WOOD) };
}

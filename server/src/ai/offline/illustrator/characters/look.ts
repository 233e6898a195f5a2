// The reader's child as the parent described them in the generator (skin tone, hair style and colour,
// glasses): hair drawn per style around a round head, glasses over the eyes, and the design's own skin and
// hair colours swapped for the chosen ones. Everything depends on the look alone, so the child is drawn
// the same on every page.
import { HAIR_HEX, SKIN_HEX, type ChildLook } from '@storyloom/contracts/illustration';
import { darken } from '../color.ts';
import { circle, ellipse, path } from '../svg.ts';
import { ol } from './parts.ts';

export function lookColours(look: ChildLook): { skin: string; hair: string } {
  return { skin: SKIN_HEX[look.skin], hair: HAIR_HEX[look.hairColour] };
}

/** Hair behind the head (drawn before it): long hair, pigtails, a bun, a cloud of coils. */
export function hairBack(look: ChildLook, headY: number, r = 41): string {
  const c = HAIR_HEX[look.hairColour];
  switch (look.hair) {
    case 'long':
      return path(`M${-r - 6} ${headY - 6} Q${-r - 10} ${headY - r - 12} 0 ${headY - r - 12} Q${r + 10} ${headY - r - 12} ${r + 6} ${headY - 6} L${r + 10} ${headY + 62} Q0 ${headY + 54} ${-r - 10} ${headY + 62}Z`, c, ol(c, 2.5));
    case 'pigtails': {
      const tail = (s: number): string => path(`M${s * 30} ${headY - 14} Q${s * 58} ${headY - 12} ${s * 64} ${headY + 14} Q${s * 68} ${headY + 36} ${s * 56} ${headY + 48} Q${s * 58} ${headY + 30} ${s * 46} ${headY + 18} Q${s * 36} ${headY + 8} ${s * 30} ${headY - 14}Z`, c, ol(c, 2.5));
      return tail(-1) + tail(1);
    }
    case 'bun':
      return circle(0, headY - r - 8, 17, c, ol(c, 2.5));
    case 'coily':
      return circle(0, headY - 10, r + 17, c, ol(c, 2.5));
    default:
      return '';
  }
}

/** Hair on top of the head (drawn after it): a fringe or cap shaped by the style. */
export function hairFront(look: ChildLook, headY: number, r = 41): string {
  const c = HAIR_HEX[look.hairColour];
  const cap = (fringe: string): string => path(`M${-r - 1} ${headY + 2} Q${-r - 5} ${headY - r - 5} 0 ${headY - r - 5} Q${r + 5} ${headY - r - 5} ${r + 1} ${headY + 2} ${fringe}Z`, c, ol(c, 2.5));
  switch (look.hair) {
    case 'short':
      return cap(`Q36 ${headY - 20} 20 ${headY - 22} Q8 ${headY - 14} -4 ${headY - 24} Q-22 ${headY - 14} ${-r - 1} ${headY + 2}`) +
        path(`M-2 ${headY - 44} Q4 ${headY - 62} 16 ${headY - 58}`, 'none', { stroke: c, 'stroke-width': 6, 'stroke-linecap': 'round' });
    case 'curly': {
      let curls = '';
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        curls += circle(Math.cos(a) * (r + 2), headY + Math.sin(a) * (r + 2), 13, c, ol(c, 2));
      }
      return cap(`Q30 ${headY - 24} 0 ${headY - 26} Q-30 ${headY - 24} ${-r - 1} ${headY + 2}`) + curls;
    }
    case 'coily':
      return cap(`Q34 ${headY - 26} 0 ${headY - 28} Q-34 ${headY - 26} ${-r - 1} ${headY + 2}`);
    case 'bun':
      return cap(`Q30 ${headY - 30} 0 ${headY - 30} Q-30 ${headY - 30} ${-r - 1} ${headY + 2}`);
    default:
      // Long hair and pigtails: a side parting with a fringe swept to the viewer's left.
      return cap(`Q38 ${headY - 18} 22 ${headY - 26} Q4 ${headY - 34} -14 ${headY - 22} Q-30 ${headY - 12} ${-r - 1} ${headY + 2}`) +
        (look.hair === 'pigtails' ? circle(-40, headY - 8, 7, '#ffcf5a', ol('#ffcf5a', 2.5)) + circle(40, headY - 8, 7, '#ffcf5a', ol('#ffcf5a', 2.5)) : '');
  }
}

/** Round glasses over eyes at (±gap, eyeY). */
export function glassesOver(eyeY: number, gap: number, r = 10): string {
  const frame = { stroke: '#5a3f6e', 'stroke-width': 3.2 };
  return circle(-gap, eyeY, r, '#e6f4ff', { ...frame, opacity: 0.55 }) + circle(gap, eyeY, r, '#e6f4ff', { ...frame, opacity: 0.55 }) +
    circle(-gap, eyeY, r, 'none', frame) + circle(gap, eyeY, r, 'none', frame) +
    path(`M${-gap + r} ${eyeY - 1} Q0 ${eyeY - 6} ${gap - r} ${eyeY - 1}`, 'none', frame) +
    ellipse(-gap - 3, eyeY - 4, 2.5, 3.5, '#ffffff', { opacity: 0.8 });
}

/** Swaps a design's skin and hair colours (and their outline shades) for the look's. */
export function recolour(svg: string, from: { skin: string; hair?: string }, look: ChildLook): string {
  const to = lookColours(look);
  const pairs: Array<[string, string]> = [[from.skin, to.skin], [darken(from.skin, 0.38), darken(to.skin, 0.38)]];
  if (from.hair) pairs.push([from.hair, to.hair], [darken(from.hair, 0.38), darken(to.hair, 0.38)]);
  let out = svg;
  for (const [a, b] of pairs) out = out.split(`"${a}"`).join(`"${b}"`);
  return out;
}

/** A stable key for a look, used in design ids. */
export function lookKey(look: ChildLook): string {
  return `${look.skin}.${look.hair}.${look.hairColour}.${look.glasses ? 'g' : 'n'}`;
}

export function parseLookKey(key: string): ChildLook | undefined {
  const [skin, hair, hairColour, g] = key.split('.');
  if (!skin || !hair || !hairColour || !g) return undefined;
  return { skin, hair, hairColour, glasses: g === 'g' } as ChildLook;
}

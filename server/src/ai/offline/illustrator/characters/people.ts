// The grown-ups parents' ideas bring in (Mum, Dad, the teacher, the baker, a king, a witch...): one design
// drawn from a table of looks, so a new person is a row. Skin tones and hair vary from row to row, so the
// people of the books are not all alike; each row's colours are its own, so a person looks the same on
// every page. Drawn like the grandparents (grandparent.ts), a little taller than the child.
import type { ChildLook, HairColour, HairStyle, SkinTone } from '@storyloom/contracts/illustration';
import { HAIR_HEX, SKIN_HEX } from '@storyloom/contracts/illustration';
import { circle, g, line, path, rect } from '../svg.ts';
import { glassesOver, hairBack, hairFront } from './look.ts';
import { arm, face, leg, ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

type Hat = 'chef' | 'crown' | 'pointy' | 'tricorn' | 'cap';

export interface PersonRow {
  skin: SkinTone;
  hair: HairStyle;
  hairColour: HairColour;
  top: string;
  /** A skirt or a long dress to the ankles, else trousers. */
  skirt?: string;
  trousers?: string;
  hat?: { kind: Hat; colour: string };
  beard?: boolean;
  /** An apron over the top: white, or its own colour (the shop's green). */
  apron?: boolean | string;
  /** A name badge on the chest: people who work in a shop. */
  badge?: boolean;
  glasses?: boolean;
  /** A cape behind the body: kings and wizards. */
  cape?: string;
  /** Gauzy wings: a fairy. */
  wings?: boolean;
}

export const PEOPLE = {
  mother: { skin: 'brown', hair: 'long', hairColour: 'black', top: '#3fa7a0', skirt: '#2f7f86' },
  father: { skin: 'light', hair: 'short', hairColour: 'brown', top: '#5f8fd0', trousers: '#4a5170', beard: true },
  teacher: { skin: 'medium', hair: 'bun', hairColour: 'dark-brown', top: '#7aa65a', skirt: '#8a5a7a', glasses: true },
  baker: { skin: 'tan', hair: 'short', hairColour: 'black', top: '#f4efe2', trousers: '#6a6f86', hat: { kind: 'chef', colour: '#ffffff' }, apron: true },
  neighbour: { skin: 'porcelain', hair: 'curly', hairColour: 'ginger', top: '#e8a23a', trousers: '#5a6a8a' },
  aunt: { skin: 'deep', hair: 'coily', hairColour: 'black', top: '#e86a8a', skirt: '#6a4a8a' },
  uncle: { skin: 'medium', hair: 'curly', hairColour: 'dark-brown', top: '#c0503a', trousers: '#3f5a6a', beard: true },
  king: { skin: 'tan', hair: 'short', hairColour: 'auburn', top: '#c23b4a', trousers: '#5a3a6a', hat: { kind: 'crown', colour: '#f5c542' }, cape: '#8a2a5a', beard: true },
  queen: { skin: 'light', hair: 'long', hairColour: 'blond', top: '#9a6ad0', skirt: '#7a4ab8', hat: { kind: 'crown', colour: '#f5c542' } },
  wizard: { skin: 'porcelain', hair: 'short', hairColour: 'black', top: '#3f4fa0', skirt: '#3f4fa0', hat: { kind: 'pointy', colour: '#2f3f90' }, beard: true, cape: '#5a6ad0' },
  witch: { skin: 'medium', hair: 'long', hairColour: 'auburn', top: '#5a3a7a', skirt: '#3a2a5a', hat: { kind: 'pointy', colour: '#3a2a4a' } },
  pirate: { skin: 'brown', hair: 'curly', hairColour: 'black', top: '#f4efe2', trousers: '#3f5a8a', hat: { kind: 'tricorn', colour: '#3a3440' } },
  fairy: { skin: 'deep', hair: 'bun', hairColour: 'black', top: '#f6a5c0', skirt: '#f9c6d8', wings: true },
  doctor: { skin: 'tan', hair: 'bun', hairColour: 'black', top: '#ffffff', trousers: '#5f9ab0', glasses: true },
  cashier: { skin: 'light', hair: 'bun', hairColour: 'auburn', top: '#f0e6d2', skirt: '#4a5a7a', apron: '#4fa36a', badge: true },
  'shop-assistant': { skin: 'brown', hair: 'short', hairColour: 'black', top: '#f0e6d2', trousers: '#4a5170', apron: '#4fa36a', badge: true },
} as const satisfies Record<string, PersonRow>;

export type Person = keyof typeof PEOPLE;


function hatOver(hat: PersonRow['hat'], headY: number): string {
  if (!hat) return '';
  const c = hat.colour;
  const top = headY - 38;
  switch (hat.kind) {
    case 'chef': return rect(-30, top - 6, 60, 14, c, { ...ol(c, 2.5), rx: 4 }) + circle(-18, top - 16, 16, c, ol(c, 2.5)) + circle(18, top - 16, 16, c, ol(c, 2.5)) + circle(0, top - 24, 18, c, ol(c, 2.5));
    case 'crown': return path(`M-24 ${top + 4} L-26 ${top - 26} L-12 ${top - 12} L0 ${top - 32} L12 ${top - 12} L26 ${top - 26} L24 ${top + 4}Z`, c, ol(c, 2.5)) + circle(0, top - 8, 4, '#e85d8a');
    case 'pointy': return path(`M-50 ${top + 10} Q0 ${top - 2} 50 ${top + 10} Q0 ${top + 20} -50 ${top + 10}Z`, c, ol(c, 2.5)) + path(`M-30 ${top + 8} L6 ${top - 70} L30 ${top + 8}Z`, c, ol(c, 2.5)) + path(`M-28 ${top + 2} L28 ${top + 2}`, 'none', { stroke: '#ffd166', 'stroke-width': 5 });
    case 'tricorn': return path(`M-52 ${top + 6} Q-30 ${top - 30} 0 ${top - 28} Q30 ${top - 30} 52 ${top + 6} Q0 ${top - 6} -52 ${top + 6}Z`, c, ol(c, 2.5)) + circle(0, top - 14, 5, '#ffffff');
    default: return path(`M-40 ${top + 16} Q-40 ${top - 14} 0 ${top - 14} Q44 ${top - 14} 50 ${top + 14} Q0 ${top + 8} -40 ${top + 16}Z`, c, ol(c, 2.5));
  }
}

/** A person of the table; bare: without the glasses the row gives them (the teacher who lost hers). */
export function makePerson(id: Person, bare = false): CharacterDesign {
  const row: PersonRow = bare ? { ...PEOPLE[id], glasses: false } : PEOPLE[id];
  const skin = SKIN_HEX[row.skin];
  const hairHex = HAIR_HEX[row.hairColour];
  const apron = row.apron === true ? '#ffffff' : row.apron || undefined;
  const look: ChildLook = { skin: row.skin, hair: row.hair, hairColour: row.hairColour, glasses: row.glasses ?? false };
  const palette: Record<string, string> = { skin, hair: hairHex, top: row.top, ...(row.skirt ? { skirt: row.skirt } : {}), ...(row.trousers ? { trousers: row.trousers } : {}), ...(row.hat ? { hat: row.hat.colour } : {}) };
  return {
    id,
    palette,
    height: row.hat?.kind === 'pointy' ? 300 : row.hat ? 272 : 246,
    mirrorable: true,
    draw(pose, mood) {
      const headY = -178;
      const shoes = '#4a3a30';
      const back = (row.cape ? path('M-30 -134 L-44 -20 Q0 -10 44 -20 L30 -134Z', row.cape, ol(row.cape)) : '') +
        (row.wings ? path('M-20 -120 Q-80 -170 -70 -90 Q-60 -70 -20 -100Z M20 -120 Q80 -170 70 -90 Q60 -70 20 -100Z', '#dff1fb', { ...ol('#dff1fb', 2), opacity: 0.85 }) : '');
      const lower = row.skirt
        ? path('M-32 -96 Q-40 -50 -44 -10 Q0 -4 44 -10 Q40 -50 32 -96Z', row.skirt, ol(row.skirt)) + circle(-14, -6, 9, shoes, ol(shoes, 2.5)) + circle(14, -6, 9, shoes, ol(shoes, 2.5))
        : leg(-13, -64, 16, row.trousers ?? '#5a6a8a', shoes, pose) + leg(13, -64, 16, row.trousers ?? '#5a6a8a', shoes, pose);
      const body = path('M-32 -134 Q0 -142 32 -134 L32 -62 L-32 -62Z', row.top, ol(row.top)) +
        (apron ? path('M-22 -118 L22 -118 L26 -40 L-26 -40Z', apron, ol(apron, 2.5)) : '') +
        (row.badge ? rect(6, -112, 16, 10, '#ffffff', { ...ol('#ffffff', 2), rx: 2 }) + line(9, -107, 19, -107, '#4a5a7a', 2) : '');
      const left = arm({ shoulder: { x: -30, y: -128 }, side: 'left', pose, upper: 25, fore: 23, width: 13, colour: row.top, hand: skin, handR: 7.5 });
      const right = arm({ shoulder: { x: 30, y: -128 }, side: 'right', pose, upper: 25, fore: 23, width: 13, colour: row.top, hand: skin, handR: 7.5 });
      const beard = row.beard ? path(`M-30 ${headY + 8} Q-30 ${headY + 48} 0 ${headY + 50} Q30 ${headY + 48} 30 ${headY + 8} Q16 ${headY + 30} 0 ${headY + 30} Q-16 ${headY + 30} -30 ${headY + 8}Z`, id === 'wizard' ? '#eeeeee' : hairHex, ol(id === 'wizard' ? '#eeeeee' : hairHex, 2.5)) : '';
      const head =
        hairBack(look, headY, 40) +
        circle(0, headY, 40, skin, ol(skin)) +
        hairFront(look, headY, 40) +
        face({ cx: 0, cy: headY + 4, gap: 15, eyeR: 5, mood, mouthY: headY + 24, mouthW: 15, blush: '#f0a090' }) +
        beard + (row.glasses ? glassesOver(headY + 4, 15) : '') + hatOver(row.hat, headY);
      return { svg: g({}, back, lower, left.svg, right.svg, body, head), hand: right.hand };
    },
  };
}

// Every character the illustrator can draw, by id. The 'child' companion is drawn by its own design (as a
// boy, or as a girl under the id 'child-girl': see compose/cast-list.ts). An id with '~' carries the
// parent's chosen look ('child~light.curly.black.g'): the child, or the knight or princess the child
// plays, drawn in that look. drawable.ts checks at start that every character of the brief has a design.
import type { ChildLook } from '@storyloom/contracts/illustration';
import { bear } from './bear.ts';
import { cat } from './cat.ts';
import { child, makeChild } from './child.ts';
import { childGirl, makeChildGirl } from './child-girl.ts';
import { glassesOver, lookKey, parseLookKey, recolour } from './look.ts';
import { dragon } from './dragon.ts';
import { grandfather, grandmother, makeGrandmother } from './grandparent.ts';
import { knight } from './knight.ts';
import { mouse } from './mouse.ts';
import { owl } from './owl.ts';
import { princess } from './princess.ts';
import type { CharacterDesign } from './types.ts';
import { unicorn } from './unicorn.ts';
import { makeCreature } from './creatures.ts';
import { makePerson, PEOPLE, type Person, type PersonRow } from './people.ts';
import { splitWorn, wearing } from './worn.ts';
import { CREATURES, type Creature } from '../props/creature-table.ts';

// Children other than the reader's (a brother, a best friend): the child designs in looks of their own,
// unlike the companion's default look.
const boy: CharacterDesign = { ...makeChild({ skin: 'deep', hair: 'coily', hairColour: 'black', glasses: false }), id: 'boy' };
const girl: CharacterDesign = { ...makeChildGirl({ skin: 'porcelain', hair: 'pigtails', hairColour: 'ginger', glasses: false }), id: 'girl' };

/** The reader's brother or sister: the child's skin and hair colour, a hair style of their own, no glasses,
 * so the family looks alike and the siblings apart. Without a chosen look, a look of their own. */
const FAMILY_LOOK: ChildLook = { skin: 'tan', hair: 'short', hairColour: 'dark-brown', glasses: false };
function siblingLook(look: ChildLook, sister: boolean): ChildLook {
  const hair = sister ? (look.hair === 'pigtails' ? 'bun' : 'pigtails') : look.hair === 'short' ? 'curly' : 'short';
  return { skin: look.skin, hairColour: look.hairColour, hair: look.hair === 'coily' ? 'coily' : hair, glasses: false };
}
const sibling = (base: 'brother' | 'sister', look: ChildLook): CharacterDesign =>
  base === 'brother' ? { ...makeChild(siblingLook(look, false)), id: 'brother' } : { ...makeChildGirl(siblingLook(look, true)), id: 'sister' };

export const DESIGNS: Readonly<Record<string, CharacterDesign>> = {
  'brave-knight': knight,
  'clever-princess': princess,
  'friendly-dragon': dragon,
  'wise-owl': owl,
  'playful-cat': cat,
  'curious-mouse': mouse,
  'magical-unicorn': unicorn,
  'little-bear': bear,
  child,
  'child-girl': childGirl,
  grandmother,
  grandfather,
  boy,
  girl,
  brother: sibling('brother', FAMILY_LOOK),
  sister: sibling('sister', FAMILY_LOOK),
  ...Object.fromEntries((Object.keys(PEOPLE) as Person[]).map((id) => [id, makePerson(id)])),
  ...Object.fromEntries((Object.keys(CREATURES) as Creature[]).map((id) => [id, makeCreature(id)])),
};

/** Where each human design's eyes are, for glasses, and which of its colours are skin and hair. */
const HUMAN_FACES: Readonly<Record<string, { eyeY: number; gap: number; skin: string; hair?: string }>> = {
  'brave-knight': { eyeY: -148, gap: 15, skin: knight.palette.skin ?? '' },
  'clever-princess': { eyeY: -148, gap: 15, skin: princess.palette.skin ?? '', hair: princess.palette.hair ?? '' },
};

function lookDesign(base: string, look: ChildLook): CharacterDesign | undefined {
  if (base === 'child') return makeChild(look);
  if (base === 'child-girl') return makeChildGirl(look);
  if (base === 'brother' || base === 'sister') return sibling(base, look);
  const human = HUMAN_FACES[base];
  const design = DESIGNS[base];
  if (!human || !design) return undefined;
  const palette: Record<string, string> = { ...design.palette };
  for (const [k, v] of Object.entries(palette)) palette[k] = recolour(`"${v}"`, human, look).slice(1, -1);
  return {
    ...design,
    palette,
    draw(pose, mood) {
      const fig = design.draw(pose, mood);
      return { ...fig, svg: recolour(fig.svg, human, look) + (look.glasses ? glassesOver(human.eyeY, human.gap) : '') };
    },
  };
}

const withLooks = new Map<string, CharacterDesign>();

/** The design id of a character drawn in the child's look (the child, the knight, the princess). */
export function designIdWithLook(id: string, look: ChildLook | undefined): string {
  if (!look || (id !== 'child' && id !== 'child-girl' && id !== 'brother' && id !== 'sister' && !HUMAN_FACES[id])) return id;
  return `${id}~${lookKey(look)}`;
}

export function isKnownDesign(id: string): boolean {
  return designOrUndefined(id) !== undefined;
}

/** People who wear glasses in their drawing: on the pages of a story about lost glasses they are drawn
 * without them ('grandmother~bare'), so Grandma is not wearing the glasses everyone is looking for. */
export function wearsGlasses(id: string): boolean {
  return id === 'grandmother' || (id in PEOPLE && (PEOPLE[id as Person] as PersonRow).glasses === true);
}

export function bareDesignId(id: string): string {
  return wearsGlasses(id) ? `${id}~${BARE}` : id;
}

const BARE = 'bare';

function designOrUndefined(id: string): CharacterDesign | undefined {
  const direct = DESIGNS[id];
  if (direct) return direct;
  const cached = withLooks.get(id);
  if (cached) return cached;
  // A figure wearing what its page puts on it ('child~look^pirate-hat'): its design with the thing on its head.
  const worn = splitWorn(id);
  if (worn) {
    const under = designOrUndefined(worn.base);
    const made = under ? wearing(under, worn.base, worn.wear) : undefined;
    if (made) withLooks.set(id, made);
    return made;
  }
  if (id.endsWith(`~${BARE}`)) {
    const base = id.slice(0, -BARE.length - 1);
    const made = base === 'grandmother' ? makeGrandmother(false) : base in PEOPLE ? makePerson(base as Person, true) : undefined;
    if (made) withLooks.set(id, made);
    return made;
  }
  const [base = '', key = ''] = id.split('~');
  const look = parseLookKey(key);
  const made = look ? lookDesign(base, look) : undefined;
  if (made) withLooks.set(id, made);
  return made;
}

export function designFor(id: string): CharacterDesign {
  const design = designOrUndefined(id);
  if (!design) throw new Error(`no design for character '${id}'`);
  return design;
}

/** The colours that identify a character on every page (its palette). */
export function signatureColours(id: string): readonly string[] {
  return Object.values(designFor(id).palette);
}

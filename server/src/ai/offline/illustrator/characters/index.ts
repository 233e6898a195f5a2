// Every character the illustrator can draw, by id. The 'child' companion is drawn by its own design (as a
// boy, or as a girl under the id 'child-girl': see compose/cast-list.ts); an unknown id falls back to the
// child so a cast is never dropped silently.
import { bear } from './bear.ts';
import { cat } from './cat.ts';
import { child } from './child.ts';
import { childGirl } from './child-girl.ts';
import { dragon } from './dragon.ts';
import { knight } from './knight.ts';
import { mouse } from './mouse.ts';
import { owl } from './owl.ts';
import { princess } from './princess.ts';
import type { CharacterDesign } from './types.ts';
import { unicorn } from './unicorn.ts';

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
};

export function designFor(id: string): CharacterDesign {
  return DESIGNS[id] ?? child;
}

/** The colours that identify a character on every page (its palette). */
export function signatureColours(id: string): readonly string[] {
  return Object.values(designFor(id).palette);
}

// The vet's examination table (issue 10 'pictures of the page': a visit to the vet drew a plain waiting room): a
// high table with a blue padded top on steel legs, and the pet the vet looks at lying on it, drawn as the small
// creature it is elsewhere (the puppy, the kitten, the bunny...). Bottom centre at (0, 0), like the ground things.
import { g, rect } from '../svg.ts';
import { ol } from '../characters/parts.ts';
import { puppy } from './ground-props.ts';
import { TABLE_PROP_DESIGNS } from './table-props.ts';
import type { PropDesign } from './types.ts';

const STEEL = '#9aa4b0';
const PAD = '#7fb8e8';

function table(): string {
  return g({}, rect(-40, -58, 6, 58, STEEL, { ...ol(STEEL, 2), rx: 2 }), rect(34, -58, 6, 58, STEEL, { ...ol(STEEL, 2), rx: 2 }),
    rect(-38, -14, 76, 5, '#b7c0ca', { rx: 2 }), rect(-52, -68, 104, 12, PAD, { ...ol(PAD, 2.5), rx: 5 }), rect(-46, -66, 92, 3, '#bfe6fb', { rx: 1 }));
}

/** The table with a pet on it, the pet's drawing set on the pad; the whole drawn larger than a thing on the floor,
 * as high as a child's chest, so the pet on it is seen. */
function withPet(pet?: PropDesign): PropDesign {
  const svg = g({ transform: 'scale(1.4)' }, table(), pet ? g({ transform: 'translate(0 -66)' }, pet.draw()) : '');
  return { kind: 'ground', heavy: true, draw: () => svg };
}

export const EXAM_TABLES = {
  empty: withPet(),
  puppy: withPet(puppy),
  kitten: withPet(TABLE_PROP_DESIGNS.kitten.plain),
  bunny: withPet(TABLE_PROP_DESIGNS.bunny.plain),
  hamster: withPet(TABLE_PROP_DESIGNS.hamster.plain),
  tortoise: withPet(TABLE_PROP_DESIGNS.tortoise.plain),
  bird: withPet(TABLE_PROP_DESIGNS.bird.plain),
};

// The look of a child whose parent did not touch the look picker (issue 10 'the child's look'): varied by
// name and gender instead of the picker's starting short crop for every child, so a girl called Emma is not
// drawn with a boy's haircut because nobody chose one.
import { DEFAULT_CHILD_LOOK, HAIR_COLOURS, type ChildLook, type HairStyle } from '@storyloom/contracts/illustration';
import { hashString } from '@storyloom/contracts/random';

// The hair styles by the child's gender (unknown: any of four).
const STYLES: Record<'f' | 'm' | 'u', readonly HairStyle[]> = {
  f: ['long', 'pigtails', 'bun', 'curly'], m: ['short', 'curly', 'short', 'coily'], u: ['short', 'curly', 'long', 'coily'],
};

/** The hair style among those of the child's gender and the hair colour, both from the name, so one child
 * looks the same on every page, on the cover and in every book; the skin tone and glasses stay the picker's
 * defaults, which a name cannot tell. */
export function defaultChildLook(name: string, gender?: 'm' | 'f'): ChildLook {
  // The name as written, case and spaces aside, hashed the one way the codebase hashes a label: stable from one run to the next.
  const h = hashString(name.normalize('NFC').trim().toLowerCase());
  const styles = STYLES[gender ?? 'u'];
  return { ...DEFAULT_CHILD_LOOK, hair: styles[h % styles.length] ?? DEFAULT_CHILD_LOOK.hair, hairColour: HAIR_COLOURS[(h >>> 8) % HAIR_COLOURS.length] ?? DEFAULT_CHILD_LOOK.hairColour };
}

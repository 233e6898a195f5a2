// How a story's pictures are drawn, from what the parent chose in the generator and the story row keeps:
// the child's look (added to the bible, so every page and the cover draw the child the same) and the art
// style. With no look chosen (or a stored one that no longer parses), a named child gets a look of its own
// from its name and gender (defaultChildLook), never everyone's same short crop.
import { ART_STYLES, childLookSchema, DEFAULT_ART_STYLE, type ArtStyle } from '@storyloom/contracts/illustration';
import { defaultChildLook } from './default-child-look.ts';
import type { WrittenStory } from '../../ai/types.ts';

export function pictureBible(bible: WrittenStory['bible'], childLook: unknown, childName = ''): WrittenStory['bible'] {
  const look = childLookSchema.safeParse(childLook);
  if (look.success) return { ...bible, childLook: look.data };
  // A book with no named child keeps the characters' own looks.
  return childName.trim() === '' ? bible : { ...bible, childLook: defaultChildLook(childName, bible.childGender) };
}

export function pictureStyle(artStyle: unknown): ArtStyle {
  return (ART_STYLES as readonly unknown[]).includes(artStyle) ? (artStyle as ArtStyle) : DEFAULT_ART_STYLE;
}

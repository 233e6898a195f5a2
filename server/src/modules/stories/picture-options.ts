// How a story's pictures are drawn, from what the parent chose in the generator and the story row keeps:
// the child's look (added to the bible, so every page draws the child the same) and the art style. A
// stored value that no longer parses (an old row, a removed option) falls back to the default drawing.
import { ART_STYLES, childLookSchema, DEFAULT_ART_STYLE, type ArtStyle } from '@storyloom/contracts/illustration';
import type { WrittenStory } from '../../ai/types.ts';

export function pictureBible(bible: WrittenStory['bible'], childLook: unknown): WrittenStory['bible'] {
  const look = childLookSchema.safeParse(childLook);
  return look.success ? { ...bible, childLook: look.data } : bible;
}

export function pictureStyle(artStyle: unknown): ArtStyle {
  return (ART_STYLES as readonly unknown[]).includes(artStyle) ? (artStyle as ArtStyle) : DEFAULT_ART_STYLE;
}

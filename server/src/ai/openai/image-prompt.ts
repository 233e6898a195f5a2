// The image prompt for one picture. Image models forget from one call to the next, so every prompt
// repeats the same style line and each character's fixed description word for word.
import type { SceneBrief, WrittenStory } from '../types.ts';
import { lookOf } from './character-looks.ts';

const STYLE =
  "Children's picture-book illustration, soft watercolour and ink, warm gentle colours, rounded friendly shapes, " +
  'safe and cosy for a young child. No text, letters or logos in the picture.';

/** Each character in the picture, as 'Name, <fixed description>'; the hero first. */
function castLines(bible: WrittenStory['bible'], scene: SceneBrief): string[] {
  const ids = [bible.heroCharacter, ...scene.cast.filter((id) => id !== bible.heroCharacter)];
  const lines: string[] = [];
  for (const id of ids) {
    const look = lookOf(id);
    if (!look) continue;
    const name = id === bible.heroCharacter ? bible.heroName : id === bible.friendCharacter ? bible.friendName : undefined;
    lines.push(`${name ? `${name}, ` : ''}${look}.`);
  }
  return lines;
}

export function buildImagePrompt(bible: WrittenStory['bible'], scene: SceneBrief, kind: 'cover' | 'chapter'): string {
  const props = scene.props.length > 0 ? ` Props: ${scene.props.join(', ')}.` : '';
  return [
    STYLE,
    kind === 'cover' ? 'A book cover picture with space at the top for the title.' : 'An illustration for one page of the story.',
    `Characters, drawn exactly like this in every picture: ${castLines(bible, scene).join(' ')}`,
    `Scene: ${scene.caption} Setting: ${scene.place}, ${scene.timeOfDay}. Mood: ${scene.mood}.${props}`,
  ].join('\n');
}

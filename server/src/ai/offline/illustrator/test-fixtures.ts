// Scene briefs for the illustrator's tests.
import { CHARACTERS } from '@storyloom/contracts/options';
import { SCENE_PLACES } from '../../scene-brief.ts';
import type { SceneBrief, WrittenStory } from '../../types.ts';

// 'child-girl' is how the reader's child is drawn when the bible says the friend is a girl (compose/cast-list.ts).
export const ALL_CHARACTERS: readonly string[] = [...CHARACTERS, 'child', 'child-girl'];
export const ALL_PLACES: readonly string[] = SCENE_PLACES;
export const ALL_TIMES: readonly SceneBrief['timeOfDay'][] = ['morning', 'day', 'evening', 'night'];
export const ALL_MOODS: readonly SceneBrief['mood'][] = ['calm', 'happy', 'worried', 'excited', 'sad', 'proud'];
export const ALL_PROPS = ['map', 'lantern', 'key', 'book', 'cake', 'star', 'bridge', 'boat', 'flower', 'basket', 'crown', 'shell', 'kite', 'rainbow', 'puppy', 'ball', 'apple', 'compass', 'feather', 'blanket'];

export function scene(over: Partial<SceneBrief> = {}): SceneBrief {
  return {
    place: 'forest',
    timeOfDay: 'day',
    cast: ['brave-knight', 'wise-owl'],
    props: ['lantern', 'map'],
    mood: 'happy',
    caption: 'Lily the knight and her friend the owl follow the map into the forest.',
    ...over,
  };
}

export function bibleFor(hero: string, s: SceneBrief = scene()): WrittenStory['bible'] {
  const heroCharacter = (CHARACTERS as readonly string[]).includes(hero) ? (hero as WrittenStory['bible']['heroCharacter']) : 'little-bear';
  return { heroName: 'Lily', heroCharacter, coverScene: s };
}

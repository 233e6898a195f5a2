// Who is in the picture: the brief's cast, with the story's hero always present and first, so the hero
// keeps its look even when a writer forgets to list it.
import type { SceneBrief, WrittenStory } from '../../../types.ts';

export function castFor(bible: WrittenStory['bible'], scene: SceneBrief): string[] {
  const cast = scene.cast.filter((id, i) => id !== '' && scene.cast.indexOf(id) === i);
  const hero = bible.heroCharacter;
  const rest = cast.filter((id) => id !== hero);
  if (cast.length > 0 && cast[0] !== hero && !cast.includes(hero)) {
    // The brief names someone else first and omits the hero: keep the brief's order but add the hero.
    return [hero, ...cast].slice(0, 3);
  }
  return [hero, ...rest].slice(0, 3);
}

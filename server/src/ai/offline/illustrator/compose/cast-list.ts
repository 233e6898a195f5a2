// Who is in the picture: the brief's cast, with the story's hero always present and first, so the hero
// keeps its look even when a writer forgets to list it. The reader's child (the 'child' friend) is drawn
// as a girl when the bible says the friend is a girl: decided from the bible alone, so the same on every
// page of the story.
import type { SceneBrief, WrittenStory } from '../../../types.ts';

/** The design id for a cast id in this story: the 'child' friend becomes 'child-girl' for a girl. */
export function designIdFor(bible: WrittenStory['bible'], id: string): string {
  return id === 'child' && bible.friendCharacter === 'child' && bible.friendGender === 'f' ? 'child-girl' : id;
}

export function castFor(bible: WrittenStory['bible'], scene: SceneBrief): string[] {
  const cast = scene.cast.filter((id, i) => id !== '' && scene.cast.indexOf(id) === i);
  const hero = bible.heroCharacter;
  const rest = cast.filter((id) => id !== hero);
  const picked = cast.length > 0 && cast[0] !== hero && !cast.includes(hero)
    // The brief names someone else first and omits the hero: keep the brief's order but add the hero.
    ? [hero, ...cast]
    : [hero, ...rest];
  return picked.slice(0, 3).map((id) => designIdFor(bible, id));
}

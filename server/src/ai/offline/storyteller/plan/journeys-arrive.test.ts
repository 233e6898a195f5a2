// Fault found reading books: 'a snail who wants to go to the fair' became a skill ('The snail could go to
// the fair') on a mountain, 'a trip to the moon in a cardboard rocket' a search for the lost rocket under a
// bush on the moon, 'Léo part en fusée sur la lune' a search for a duck. A journey to get somewhere is told
// as that journey (plan/plots.yaml reach-place): the place is the goal from the problem on, the way there
// has the tries, and arriving there is the resolution, in the chapter (and picture) of that place.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName = 'Maya'): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'friendly-dragon'] as const)[seed % 3]!, theme: 'adventure',
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!,
  moralLesson: (['sharing', 'perseverance', 'honesty', 'empathy'] as const)[seed % 4]!, childName, customPrompt, seed,
});

// Ideas of the kind, as parents type them (lower case, no name, a typo), with what the book must be about.
const IDEAS: readonly [string, 'english' | 'french', RegExp, RegExp | undefined][] = [
  ['a snail who wants to go to the fair', 'english', /\bfair\b/i, undefined],
  ['a trip to the moon in a cardboard rocket', 'english', /\bmoon\b/i, /cardboard rocket/i],
  ['sailing to treasure island', 'english', /treasure island/i, /\bboat\b/i],
  ['a tortoise who wants to see the sea', 'english', /\bsea\b/i, undefined],
  ['Maya flies to the moon in a rocket', 'english', /\bmoon\b/i, /\brocket\b/i],
  ['a little bear going all the way to the castle', 'english', /\bcastle\b/i, undefined],
  ['un petit escargot qui veut aller à la fête foraine', 'french', /fête foraine/i, undefined],
  ['Maya part en fusée sur la lune', 'french', /\blune\b/i, /\bfusée\b/i],
  ['une tortue qui rêve de voir la mer', 'french', /\bmer\b/i, undefined],
  ['un voyage en bateau jusqu\'à l\'île au trésor', 'french', /(?<!\p{L})île(?!\p{L})/iu, /\bbateau\b/i],
  ['un lapin qui veut aller jusqu\'au chateau', 'french', /\bchâteau\b/i, undefined],
  // A thing that stands where it is: the journey goes where it stands.
  ['Maya sails her little boat to the lighthouse', 'english', /\blighthouse\b/i, /\bboat\b/i],
  ['Maya prend son vélo pour aller jusqu\'au moulin', 'french', /\bmoulin\b/i, undefined],
];

describe('a journey to get somewhere', () => {
  it.each(IDEAS)('"%s" goes there, and arriving is the end', (idea, language, place, means) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      const at = `seed ${seed}`;
      expect(plan.plot, at).toBe('reach-place');
      // The place is the goal, named in the problem, the turning point's chapter and the resolution.
      expect(plan.objects.find((o) => o.role === 'goal')?.noun, at).toMatch(place);
      const chapterOf = (kind: string): number => plan.chapters.findIndex((c) => c.events.some((e) => e.kind === kind));
      const text = (i: number): string => book.chapters[i]?.content ?? '';
      expect(text(chapterOf('problem')), at).toMatch(place);
      expect(text(chapterOf('resolution')), at).toMatch(place);
      // Only the resolution's chapter is there: the way before it is on the way, and its picture is the place.
      const resolution = chapterOf('resolution');
      expect(plan.chapters.filter((c) => c.place === 'far').map((c) => c.index), at).toEqual([resolution]);
      const far = plan.places.find((p) => p.role === 'far');
      expect(book.chapters[resolution]?.brief?.place, at).toBe(far?.scene);
      // What they go in is there from the start, and on the pages of the way.
      if (means) {
        expect(text(chapterOf('problem')), at).toMatch(means);
        const drawn = book.chapters.filter((c) => c.brief?.props.some((p) => p.prop === 'rocket' || p.prop === 'boat'));
        expect(drawn.length, at).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('the moon is flown to, never walked to past a river', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const text = tellStory(request('a trip to the moon in a cardboard rocket', 'english', seed)).book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/stepping stones|a river|the bog/);
    }
  });

  it('a day out with Grandpa stays a day out, and a party stays a party', () => {
    expect(tellStory(request('a trip to the beach with Grandpa', 'english', 1)).plan.plot).toBe('weather-storm');
    expect(tellStory(request('a little bear who wants to go to his friend\'s party', 'english', 1)).plan.plot).toBe('save-party');
    expect(tellStory(request('Maya ne veut pas aller à l\'école', 'french', 1)).plan.plot).not.toBe('reach-place');
  });
});

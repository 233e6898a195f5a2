// Fault found reading books: 'a hot air balloon ride over the sea to see granny' was a hunt for 'the hot air
// balloon ride', and once read as a journey, the balloon took the rocket's lines: a lever pulled, a landing in
// silver dust, the Earth like a blue marble. A ride is a journey (idea/situations-en.yaml), the thing ridden its
// way (phrase-words-en.yaml 'rides'), and a balloon or a plane flies over the land (plots.yaml journey-ways
// 'air'): it drifts, loses the wind, and comes down on the grass beside the place.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, seed: number): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'friendly-dragon'] as const)[seed % 3]!, theme: 'adventure',
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language: 'english', ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!,
  moralLesson: (['sharing', 'perseverance', 'honesty', 'empathy'] as const)[seed % 4]!, childName: 'Maya', customPrompt, seed,
});

describe('a ride through the air', () => {
  it.each([
    ['a hot air balloon ride over the sea to see granny', /\bsea\b/i],
    ['a plane ride to the castle', /\bcastle\b/i],
  ])('"%s" is flown there, with no moon dust', (idea, place) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { plan, book } = tellStory(request(idea, seed));
      const at = `seed ${seed}`;
      expect(plan.plot, at).toBe('reach-place');
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, at).toMatch(place);
      expect(text, at).not.toMatch(/\bride\b.*\b(?:lost|gone|nowhere to be found)\b/i);
      expect(text, at).not.toMatch(/silver dust|blue marble|blast off|big lever|on the sea\b/i);
    }
  });

  it('still flies a rocket to the moon as before', () => {
    const { book } = tellStory(request('a trip to the moon in a cardboard rocket', 1));
    expect(book.chapters.map((c) => c.content).join('\n')).toMatch(/\bmoon\b/i);
  });
});

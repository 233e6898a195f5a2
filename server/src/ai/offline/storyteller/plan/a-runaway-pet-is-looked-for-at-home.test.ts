// Fault found reading books: 'our hamster ran away' was searched for in Buttercup Meadow and found in the village.
// The family's own pet gone from the house, with no place said, is looked for in the garden and found at home
// (behind the sofa, in a slipper), and nobody wonders where the wind blew it.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('the family pet that got out', () => {
  it.each([
    ['our hamster ran away', 'english'], ['our hamster Peanut escaped', 'english'], ["notre hamster s'est sauvé", 'french'], ['notre chat Pacha a disparu depuis hier soir', 'french'],
  ] as const)('"%s" is looked for in the garden and found at home', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({
        character: (['curious-mouse', 'little-bear', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
        ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: 'sharing', childName: 'Emma', customPrompt: idea, seed,
      });
      const at = (role: string): string | undefined => plan.places.find((p) => p.role === role)?.id;
      expect(plan.plot, `seed ${seed}`).toBe('find-lost');
      expect(at('away'), `seed ${seed}`).toBe('garden');
      expect(at('far'), `seed ${seed}`).toBe(at('home'));
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/blown away|for miles around|par le vent/);
    }
  });

  it('a pet lost where the parent says is looked for there', () => {
    const { plan } = tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'short', language: 'english', ageGroup: '5-8', moralLesson: 'none', childName: 'Emma', customPrompt: 'our dog Biscuit got lost at the beach', seed: 2 });
    expect(plan.places.find((p) => p.role === 'far')?.id).not.toBe(plan.places.find((p) => p.role === 'home')?.id);
  });
});

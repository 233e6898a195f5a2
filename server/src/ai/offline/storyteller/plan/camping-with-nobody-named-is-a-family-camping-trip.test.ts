// Fault found reading books: 'camping by the lake' was a hunt for 'the lake', 'camping dans la forêt' a search for
// a stock storybook in a meadow. Camping with nobody named is the family's camping trip (the stock Grandma comes),
// and the forest the parent names is where the tent goes up.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('camping with nobody named', () => {
  it.each([['en', 'camping by the lake'], ['fr', 'camping dans la forêt']] as const)('%s "%s" is a camping trip', (lang, idea) => {
    expect(readIdea(lang, idea)).toMatchObject({ situation: 'together', together: 'camping' });
  });

  it('"camping dans la forêt" is in the forest the parent named, not at "le camping"', () => {
    expect(readIdea('fr', 'camping dans la forêt').place).toMatchObject({ head: 'forêt' });
  });

  it.each([['camping by the lake', 'english'], ['camping dans la forêt', 'french']] as const)('"%s": the tent goes up in the wood, with the family', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan } = tellStory({ character: 'curious-mouse', theme: (['adventure', 'family', 'magic'] as const)[seed % 3]!, length: 'short', language, ageGroup: '5-8', moralLesson: 'none', childName: 'Emma', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.places.find((p) => p.role === 'far')?.id, `seed ${seed}`).toBe('wood');
      expect(plan.cast.some((c) => c.role === 'owner'), `seed ${seed}`).toBe(true);
    }
  });
});

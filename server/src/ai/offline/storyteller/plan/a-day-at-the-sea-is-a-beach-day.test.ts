// « Une journée à la mer avec mamie » (issue 10, an editor reading the books): « la mer » was no beach word, so the day
// was read as the outing's storm, while « une journée à la plage avec mamie » was the beach day. Both are the day at the
// beach with her (plan/plots.yaml 'days' beach), and 'a day at the sea' in English; a boat trip on the sea is not.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const told = (customPrompt: string, language: 'english' | 'french', seed: number) =>
  tellStory({ character: 'curious-mouse', theme: 'family', length: 'medium', language, ageGroup: '5-8', moralLesson: 'none', childName: 'Léa', customPrompt, seed }).plan;

describe('a day at the sea', () => {
  it.each([
    ['une journée à la mer avec mamie', 'french'], ['une journée à la plage avec mamie', 'french'], ['a day at the sea with grandma', 'english'],
  ] as const)('"%s" is the day at the beach', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const plan = told(idea, language, seed);
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.idea?.together, `seed ${seed}`).toBe('bigday');
      expect(plan.places.find((p) => p.role === 'far')?.id, `seed ${seed}`).toBe('seashore');
      expect(plan.chapters.every((c) => c.weather !== 'storm'), `seed ${seed}`).toBe(true);
    }
  });

  it('keeps a boat trip across the sea a journey', () => {
    expect(told('un voyage en bateau sur la mer jusqu\'à l\'île', 'french', 2).plot).toBe('reach-place');
  });
});

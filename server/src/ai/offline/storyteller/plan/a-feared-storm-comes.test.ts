// Fault found reading books: in French, 'le chiot qui a peur de l'orage' never had its storm: the planner
// knew a feared storm by English words only (storm, thunder, lightning), so the sky stayed clear all book
// long while the words said the storm was coming. A feared storm comes at the complication or the turning
// point in every language (plan/flag-words.yaml storm-fear).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: 'little-bear', theme: 'friendship', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: '', childName: 'Léa', customPrompt, seed,
});

describe('a fear of storms', () => {
  it.each([
    ['the puppy who is scared of thunderstorms', 'english'], ['le chiot qui a peur de l\'orage', 'french'], ['un orage la nuit fait peur à mon petit garçon', 'french'],
  ] as const)('"%s" brings the storm into the sky of the book', (idea, language) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan } = tellStory(request(idea, language, seed));
      expect(plan.plot, `seed ${seed}`).toBe('face-fear');
      expect(plan.chapters.some((c) => c.weather === 'storm'), `seed ${seed}`).toBe(true);
    }
  });
});

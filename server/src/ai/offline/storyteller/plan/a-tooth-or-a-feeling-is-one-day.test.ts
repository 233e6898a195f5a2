// Faults found reading books (issue 10): a long milk-tooth book lost the tooth in the morning, said 'the tooth
// fairy comes tonight', then slept a night in the middle ('A Plan Under the Pillow') and found it the next day; a
// long tantrum book camped a night out over leaving the park. Like a day with the family (plan/done-together.test.ts),
// a milk tooth and a child's big feeling are told in one day (plan/one-day-shapes.yaml), the night at the end:
// the tooth under the pillow. An idea that says night ('Mia has bad dreams') keeps its night.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number): StoryRequest => ({
  character: (['curious-mouse', 'little-bear', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: 'long', language,
  ageGroup: (['5-8', '8-12', '3-5'] as const)[seed % 3]!, moralLesson: (['none', 'sharing', 'honesty'] as const)[seed % 3]!, childName, customPrompt, seed,
});
const kindsOf = (plan: ReturnType<typeof tellStory>['plan']): string[] => plan.chapters.flatMap((c) => c.events.map((e) => e.kind));

describe('a milk tooth or a big feeling is told in one day', () => {
  it.each([
    ['Emma has a wobbly tooth', 'english', 'Emma'], ['Léo va perdre sa première dent', 'french', 'Léo'],
    ["Leo has big tantrums when it's time to leave the park", 'english', 'Leo'], ['Emma is jealous of the new baby', 'english', 'Emma'],
    ['Noah is a bad loser', 'english', 'Noah'], ['Emma fait des colères', 'french', 'Emma'], ['Léa est jalouse du bébé', 'french', 'Léa'],
  ] as const)('"%s": a long book has no night in the middle, and still three tries', (idea, language, name) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan } = tellStory(request(idea, language, name, seed));
      const kinds = kindsOf(plan);
      expect(kinds, `seed ${seed}`).not.toContain('night-camp');
      expect(kinds, `seed ${seed}`).not.toContain('new-morning');
      expect(new Set(plan.chapters.map((c) => c.time.day)), `seed ${seed}`).toEqual(new Set([0]));
      expect(kinds.filter((k) => k === 'try').length, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      // The night that there is, is the last chapter's, at home.
      expect(plan.chapters.at(-1)?.time.slot, `seed ${seed}`).toBe('night');
    }
  });

  it.each([['Mia has bad dreams', 'english', 'Mia'], ['Jules fait des cauchemars', 'french', 'Jules']] as const)('"%s": an idea that says night keeps its night', (idea, language, name) => {
    for (let seed = 1; seed <= 3; seed++) expect(kindsOf(tellStory(request(idea, language, name, seed)).plan), `seed ${seed}`).toContain('night-camp');
  });

  it('a tooth lost by someone else, or a lost teddy, keeps the long shape of a search', () => {
    expect(kindsOf(tellStory(request('a little boy who lost his teddy', 'english', 'Leo', 1)).plan)).toContain('night-camp');
  });
});

// Fault found reading books: 'le jardin de papi' lost Papi (a race against a snail in a garden), and 'une journée
// chez mamie' sent the child looking for Mamie. A day at the family's place, or at theirs, is spent with them.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

describe("a day at the family's place", () => {
  it.each([
    ['le jardin de papi', 'Papi'],
    ['la ferme de mamie', 'Mamie'],
    ['une journée chez mamie', 'Mamie'],
  ])('"%s": the day is spent with %s, never looked for', (idea, who) => {
    for (let seed = 1; seed <= 4; seed++) {
      const request: StoryRequest = { character: 'curious-mouse', theme: 'family', language: 'french', customPrompt: idea, childName: 'Léo', seed, length: 'medium', ageGroup: '5-8', moralLesson: 'none' };
      const { plan, book } = tellStory(request);
      expect(plan.plot, `seed ${seed}`).not.toBe('find-friend');
      expect(plan.cast.find((c) => c.name === who)?.role, `seed ${seed}`).toBe('owner');
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(new RegExp(`(retrouver|ramener) ${who}`));
    }
  });
});

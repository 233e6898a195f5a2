// Fault found reading books: 'Léa ne veut pas prêter son vélo' was told with the chore lines of a won't ('c'était
// l'heure de prêter son vélo', 'la corvée', 'c'était son travail'): nobody wanted the bike, nobody got a turn.
// A child's own no to lending is a sharing story: someone wants the thing, is refused, and gets a turn at the end.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const MORALS = ['sharing', 'responsibility', 'empathy', 'honesty', 'perseverance', 'creativity', 'none'] as const;

describe("a child's own no to lending", () => {
  it.each([
    ['Léa ne veut pas prêter son vélo', 'Léa', /le vélo/],
    ['Rose ne veut pas prêter sa trottinette', 'Rose', /la trottinette/],
  ])('"%s": the thing is wanted by someone, lent in the end, and no chore is told', (idea, name, thing) => {
    for (let seed = 1; seed <= 14; seed++) {
      const request: StoryRequest = {
        character: 'curious-mouse', theme: 'friendship', language: 'french', customPrompt: idea, childName: name, seed,
        length: (['short', 'medium', 'long'] as const)[seed % 3]!, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: MORALS[seed % MORALS.length]!,
      };
      const { plan, book } = tellStory(request);
      expect(plan.plot, `seed ${seed}`).toBe('change-mind');
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).toMatch(/petit voisin/);
      expect(text, `seed ${seed}`).toMatch(thing);
      expect(text, `seed ${seed}`).not.toMatch(/corvée|l'heure de prêter|son travail à|ce travail|le travail (parut|avait)|ménage|Je vais le faire/);
    }
  });
});

// 'A very shy giraffe': a friend to make, not one lost (flag 'lonely'); nobody knows its songs, its hiding
// places or what it likes yet, and no sign calls it a lost friend. A being's trait, not a race against it.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

describe('a shy one in English', () => {
  it('is befriended, never searched for as a lost friend', () => {
    for (const length of ['medium', 'long'] as const) {
      for (let seed = 1; seed <= 8; seed++) {
        const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'adventure', length, language: 'english', ageGroup: '5-8', moralLesson: 'sharing', childName: seed % 2 ? 'Ella' : '', customPrompt: 'a very shy giraffe', seed });
        const text = book.chapters.map((c) => c.content).join(' ');
        expect(plan.plot).toBe('find-friend');
        expect(text).toMatch(/shy giraffe/);
        expect(text, `seed ${seed}`).not.toMatch(/LOST, ONE FRIEND|always sang|liked to hide|loves berries/);
      }
    }
  });
});

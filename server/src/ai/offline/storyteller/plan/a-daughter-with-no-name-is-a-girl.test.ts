// Fault found reading books (session 31): 'my daughter wants to help daddy paint the fence' with the clever
// princess and no name in the form gave 'Tomas, a clever young prince'. The parent said who the child is: a
// daughter is a girl, a son a boy, whatever name the character's list picks.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const book = (customPrompt: string, seed: number, language: 'english' | 'french' = 'english') =>
  tellStory({ character: 'clever-princess', theme: 'learning', length: 'short', language, ageGroup: '5-8', moralLesson: 'none', childName: '', customPrompt, seed });

describe('the child an idea names with no name', () => {
  it('is a princess for "my daughter", over many seeds', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { plan, book: b } = book('my daughter wants to help daddy paint the fence', seed);
      expect(plan.cast.find((c) => c.role === 'hero')?.gender, `seed ${seed}`).toBe('f');
      expect(b.chapters[0]?.content, `seed ${seed}`).toMatch(/princess/);
    }
  });

  it('is a prince for "my son", over many seeds', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { plan } = book('my son is scared of the dark', seed);
      expect(plan.cast.find((c) => c.role === 'hero')?.gender, `seed ${seed}`).toBe('m');
    }
  });
});

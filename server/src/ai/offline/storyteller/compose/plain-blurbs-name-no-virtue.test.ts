// Read in long books: the blurb 'finds out what a brave heart can do' (« un cœur courageux ») stood on kindness,
// sharing and no-moral books, promising a lesson the book does not teach. The plain blurbs name no virtue.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('the blurb of a book promises no lesson it does not teach', () => {
  it.each(['english', 'french'] as const)('%s: no brave heart on a kindness, sharing or no-moral book', (language) => {
    for (let seed = 1; seed <= 40; seed++) {
      const moralLesson = (['empathy', 'sharing', 'none', 'honesty'] as const)[seed % 4]!;
      const { book } = tellStory({ character: 'little-bear', theme: 'adventure', length: 'short', language, ageGroup: '5-8', moralLesson, childName: '', customPrompt: '', seed });
      expect(book.description, `seed ${seed}`).not.toMatch(/brave heart|cœur courageux/i);
    }
  });
});

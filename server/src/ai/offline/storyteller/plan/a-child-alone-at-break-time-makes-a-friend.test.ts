// Fault found reading books: 'Emma is alone at break time' was 'Where Did Emma Go?', the hero looking for an
// Emma; the French 'Emma est seule à la récré' already made a friend. Alone at school is lonely: the child is
// the hero and makes a friend, never someone to find.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a child alone at break time', () => {
  it.each([
    ['en', 'Emma is alone at break time'], ['en', 'he sits on his own at recess'], ['en', 'my daughter is all alone at playtime'], ['fr', 'Emma est seule à la récré'],
  ] as const)('%s "%s" is a friend to make', (lang, idea) => {
    expect(readIdea(lang, idea).situation).toBe('make-friend');
  });

  it.each([['Emma is alone at break time', 'english'], ['Emma est seule à la récré', 'french']] as const)('"%s": Emma is the hero, and nobody looks for her', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: (['adventure', 'family', 'friendship'] as const)[seed % 3]!, length: 'short', language, ageGroup: '5-8', moralLesson: 'sharing', childName: '', customPrompt: idea, seed });
      expect(plan.cast.find((c) => c.role === 'hero')?.name, `seed ${seed}`).toBe('Emma');
      expect(plan.cast.some((c) => c.role !== 'hero' && c.name === 'Emma'), `seed ${seed}`).toBe(false);
      expect(book.title, `seed ${seed}`).not.toMatch(/Where Did|Où est/);
    }
  });
});

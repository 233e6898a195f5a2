// Fault found reading books: 'un enfant timide', typed with no name in the form, gave 'À la recherche de l'enfant
// timide': the stock hero went looking for the shy child in a cave. With no name anywhere, the hero is the
// character the parent chose, and it is the shy one: it makes a friend, nobody looks for it.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a shy child with no name', () => {
  it.each([['en', 'a shy child'], ['en', 'a shy little girl'], ['fr', 'un enfant timide'], ['fr', 'une petite fille timide'], ['fr', 'un petit garçon timide qui voudrait un copain']] as const)(
    '%s "%s" is the child of the story', (lang, idea) => {
      const r = readIdea(lang, idea);
      expect(r.situation).toBe('make-friend');
      expect(r.subject?.self).toBe(true);
    });

  it.each([['a shy child', 'english'], ['un enfant timide', 'french']] as const)('"%s": the hero makes a friend, and is never looked for', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ character: (['curious-mouse', 'little-bear', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: 'medium', language, ageGroup: '5-8', moralLesson: 'none', childName: '', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('find-friend');
      expect(plan.cast.some((c) => c.role !== 'hero' && c.fromIdea), `seed ${seed}`).toBe(false);
      expect(book.title, `seed ${seed}`).not.toMatch(/recherche|Looking|Where/i);
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/enfant timide|shy child/);
    }
  });
});

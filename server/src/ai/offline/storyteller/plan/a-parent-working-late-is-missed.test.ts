// A parent working late is missed (issue 10: « papa travaille tard et elle est triste » and 'Daddy works late every night'
// were read as nothing happening): missed, written to and waited for at home (flag 'missed'), never looked for.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../idea/read-idea.ts';

const IDEAS: ['en' | 'fr', string][] = [
  ['en', 'Daddy works late every night'],
  ['en', 'mum works nights'],
  ['fr', 'papa travaille tard et elle est triste'],
  ['fr', 'maman travaille la nuit'],
];

describe('a parent working late is missed', () => {
  for (const [lang, idea] of IDEAS) {
    it(`is missed and waited for: ${idea}`, () => {
      expect(readIdea(lang, idea).situation).toBe('missing-friend');
      const { book } = tellStory({ character: 'little-bear', theme: 'family', moralLesson: 'none', ageGroup: '3-5', length: 'short', childName: 'Sam', customPrompt: idea, language: lang === 'en' ? 'english' : 'french', seed: 1 });
      const text = `${book.title}\n${book.chapters.map((c) => c.content).join('\n')}`.toLowerCase();
      expect(text).toMatch(lang === 'en' ? /\bmiss/ : /manqu/);
      expect(text).not.toMatch(/footprints|traces de pas|have you seen|as-tu vu/);
    });
  }
});

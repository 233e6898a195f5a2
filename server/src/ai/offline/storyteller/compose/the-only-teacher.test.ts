// Session 24 (issue 10): 'la maitresse a perdu la clé de la classe' opened on 'Une maîtresse était assise sur la
// marche': a person the lexicon says the child has only one of (lexicon.yaml unique: la maîtresse) lost it on
// the way from the idea to the cast, so '{owner.a}' said 'une'.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('a person the child has only one of', () => {
  it('is never « une maîtresse »', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const told = tellStory({
        character: 'wise-owl', theme: 'adventure', length: seed % 2 ? 'medium' : 'short', language: 'french', ageGroup: seed % 3 ? '5-8' : '3-5',
        moralLesson: 'responsibility', childName: '', customPrompt: 'la maitresse a perdu la clé de la classe', seed,
      });
      const text = told.book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).toContain('maîtresse');
      expect(text, `seed ${seed}`).not.toMatch(/\b[Uu]ne maîtresse\b/);
    }
  });
});

// The removal van is the family moving house (issue 10: 'the removal van comes tomorrow' was read as a van and told as
// nothing in particular; « le camion de déménagement arrive demain » gave the child a toy lorry): the move's own book,
// the boxes and the new room (together 'moving'), never a vehicle of the child's.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../idea/read-idea.ts';

const IDEAS: ['en' | 'fr', string][] = [
  ['en', 'the removal van comes tomorrow'],
  ['en', 'the removal men are coming today and Noah is sad'],
  ['fr', 'le camion de déménagement arrive demain'],
];

describe('the removal van is the family moving house', () => {
  for (const [lang, idea] of IDEAS) {
    it(`is read and told as the move: ${idea}`, () => {
      const reading = readIdea(lang, idea);
      expect(reading.together).toBe('moving');
      expect(reading.details ?? []).toEqual([]);
      const { book } = tellStory({ character: 'little-bear', theme: 'family', moralLesson: 'none', ageGroup: '5-8', length: 'medium', childName: 'Sam', customPrompt: idea, language: lang === 'en' ? 'english' : 'french', seed: 2 });
      const text = book.chapters.map((c) => c.content).join('\n').toLowerCase();
      expect(text).toMatch(lang === 'en' ? /\bbox(?:es)?\b|new house|new room/ : /cartons?|nouvelle maison|nouvelle chambre/);
    });
  }
});

// A visit that frightens keeps its own things (issue 10: 'first haircut at the hairdresser' was told as a doctor's
// visit, « une lampe de poche, dans les oreilles »): the hairdresser's cape, scissors and mirror and a curl kept; the
// dentist's teeth counted; the jab's plaster; never another visit's torch in the ears (plan/flag-words.yaml 'checkup-kinds').
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const BOOKS = [['short', '3-5', 1], ['medium', '5-8', 2], ['long', '8-12', 3]] as const;

function books(lang: 'en' | 'fr', idea: string): string[] {
  return BOOKS.map(([length, age, seed]) => {
    const { book } = tellStory({ character: 'little-bear', theme: 'bravery', moralLesson: 'none', ageGroup: age, length, childName: 'Sam', customPrompt: idea, language: lang === 'en' ? 'english' : 'french', seed });
    return book.chapters.map((c) => c.content).join('\n').toLowerCase();
  });
}

const HAIR: ['en' | 'fr', string][] = [
  ['en', 'first haircut at the hairdresser'],
  ['en', 'my son is scared of the hairdresser'],
  ['en', 'Emma is nervous about going to the barber'],
  ['en', 'Leo has to get a haircut and he is scared'],
  ['fr', 'ma fille a peur du coiffeur'],
  ['fr', "Léo a peur d'aller chez le coiffeur"],
  ['fr', 'mon fils doit aller chez le coiffeur et il a peur'],
];

describe('each visit keeps its own things', () => {
  for (const [lang, idea] of HAIR) {
    it(`a hairdresser's visit is about hair: ${idea}`, () => {
      for (const text of books(lang, idea)) {
        expect(text).toMatch(lang === 'en' ? /\bsnip\b/ : /\bclic\b/);
        expect(text).toMatch(/\bcape\b/);
        expect(text).toMatch(lang === 'en' ? /\bmirror\b/ : /\bmiroir\b/);
        expect(text).not.toMatch(/\btorch\b|lampe de poche|\bwhirr\b|blue coat/);
      }
    });
  }
  it("the dentist counts the teeth and a jab ends with a plaster, in both languages", () => {
    for (const text of books('en', 'a visit to the dentist')) expect(text).toMatch(/counted (?:his|her|their|sam's) teeth|teeth! “lovely teeth/);
    for (const text of books('fr', 'mon fils doit aller chez le dentiste et il a peur')) expect(text).toMatch(/compta/);
    for (const text of books('en', 'my daughter is scared of her vaccination')) expect(text).toMatch(/plaster/);
    for (const text of books('fr', 'Jade a peur de la piqûre')) expect(text).toMatch(/pansement/);
  });
});

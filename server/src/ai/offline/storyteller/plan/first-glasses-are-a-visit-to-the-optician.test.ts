// First glasses are a visit to the optician (issue 10: 'Mia gets her first glasses and is worried' was told as a fear
// of the dark, « Lucas doit porter des lunettes » as nothing at all): the letters chart, the frames chosen, and the
// leaves sharp afterwards (flag checkup-eyes, locales/<lang>/plots/face-fear/eyes.yaml); glasses lost stay lost.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../idea/read-idea.ts';

const BOOKS = [['short', '3-5', 1], ['medium', '5-8', 2], ['long', '8-12', 3]] as const;

function books(lang: 'en' | 'fr', idea: string): { title: string; text: string }[] {
  return BOOKS.map(([length, age, seed]) => {
    const { book } = tellStory({ character: 'little-bear', theme: 'bravery', moralLesson: 'none', ageGroup: age, length, childName: 'Sam', customPrompt: idea, language: lang === 'en' ? 'english' : 'french', seed });
    return { title: book.title, text: book.chapters.map((c) => c.content).join('\n').toLowerCase() };
  });
}

const GLASSES: ['en' | 'fr', string][] = [
  ['en', 'Mia gets her first glasses and is worried'],
  ['en', 'Leo has to wear glasses'],
  ['en', 'my son is scared of the optician'],
  ['fr', 'Lucas doit porter des lunettes'],
  ['fr', 'Inès a ses premières lunettes et elle a peur'],
];

describe('first glasses are a visit to the optician', () => {
  for (const [lang, idea] of GLASSES) {
    it(`reads the letters, chooses frames and sees the leaves: ${idea}`, () => {
      for (const { title, text } of books(lang, idea)) {
        expect(title).not.toMatch(/dark|noir/i);
        expect(text).toMatch(lang === 'en' ? /letters/ : /lettres/);
        expect(text).toMatch(lang === 'en' ? /choosing frames/ : /choisir la monture/);
        expect(text).toMatch(lang === 'en' ? /\bleaf\b|\bleaves\b/ : /feuilles/);
        expect(text).not.toMatch(/had the glasses, of course|torch in|lampe de poche/);
      }
    });
  }
  it('glasses lost or broken are still found or mended', () => {
    expect(readIdea('en', 'grandma lost her new glasses').situation).toBe('lost');
    expect(readIdea('fr', 'ma grand-mère a perdu ses nouvelles lunettes').situation).toBe('lost');
    expect(readIdea('en', 'Grandpa broke his glasses').situation).toBe('broken');
  });
});

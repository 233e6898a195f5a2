// A friend moving away is said goodbye to (issue 10: 'my best friend is moving to another town' was told as a friend far
// away who came back, « sa meilleure amie déménage » as a shy stranger followed by footprints): the last day together, a
// keepsake exchanged or a promise to write, the goodbye (flag goodbye, plots/find-friend/goodbye.yaml); never looked for.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const BOOKS = [['short', '3-5', 1], ['medium', '5-8', 2], ['long', '8-12', 3]] as const;

function books(lang: 'en' | 'fr', idea: string): string[] {
  return BOOKS.map(([length, age, seed]) => {
    const { book } = tellStory({ character: 'little-bear', theme: 'friendship', moralLesson: 'none', ageGroup: age, length, childName: 'Sam', customPrompt: idea, language: lang === 'en' ? 'english' : 'french', seed });
    return `${book.title}\n${book.chapters.map((c) => c.content).join('\n')}`.toLowerCase();
  });
}

const IDEAS: ['en' | 'fr', string][] = [
  ['en', 'my best friend is moving to another town'],
  ['en', 'her friend Tom is moving to Paris'],
  ['fr', 'sa meilleure amie déménage'],
  ['fr', 'mon copain Tom déménage dans une autre ville'],
];

describe('a friend moving away is said goodbye to', () => {
  for (const [lang, idea] of IDEAS) {
    it(`a last day, a keepsake or a promise, a goodbye: ${idea}`, () => {
      for (const text of books(lang, idea)) {
        expect(text).toMatch(lang === 'en' ? /last day/ : /dernière journée/);
        expect(text).toMatch(lang === 'en' ? /goodbye|van drove|hugged/ : /au revoir|camion démarra|câlin/);
        expect(text).toMatch(lang === 'en' ? /promise|bracelet|letter/ : /promis|bracelet|lettre/);
        expect(text).not.toMatch(/footprints|traces de pas|guess who came|devine qui|qu'on soit amis|lost, one friend/);
      }
    });
  }
});

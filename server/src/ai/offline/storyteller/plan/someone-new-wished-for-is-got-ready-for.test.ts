// Issue 10, seen by the editor: 'Zoé wants a baby sister' and 'Tom wants a puppy for Christmas' were told as a party to
// save or a thing lost. Someone new wished for (reading-<lang>.yaml 'wished-for', idea/together.ts wishedFor) is waited
// for and got ready for at home (a name, a basket, a present): a pet arrives at the end; a baby brother or sister is
// never promised, the child is answered gently and holds a baby cousin. Phrasings of our own, said as parents say them.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const PHRASINGS: [lang: 'en' | 'fr', idea: string, newcomer: RegExp, baby: boolean][] = [
  ['en', 'Zoé wants a baby sister', /baby sister/i, true],
  ['en', 'Tom wants a puppy for Christmas', /puppy/i, false],
  ['en', 'my daughter wishes she had a little brother', /little brother/i, true],
  ['en', 'Leo would love a kitten for his birthday', /kitten/i, false],
  ['en', 'Mia has been asking for a puppy for ages', /puppy/i, false],
  ['en', 'our son keeps asking for a baby brother', /baby brother/i, true],
  ['en', 'Ava dreams of having a bunny', /bunny/i, false],
  ['en', 'we are getting a new puppy next week and Sam cant wait', /puppy/i, false],
  ['en', 'my little girl wants a pet hamster so badly', /hamster|pet/i, false],
  ['en', 'Noah wished for a dog', /dog/i, false],
  ['en', 'Ella really wants a kitten but mummy says maybe', /kitten/i, false],
  ['en', 'my son asked father christmas for a puppy', /puppy/i, false],
  ['en', 'Ruby hopes to get a rabbit', /rabbit/i, false],
  ['en', 'my twins want a baby sister so much', /baby sister/i, true],
  ['en', 'Oscar wanted a puppy, he asks every day', /puppy/i, false],
  ['fr', 'Zoé veut une petite sœur', /petite sœur/i, true],
  ['fr', 'Tom veut un chiot pour Noël', /chiot/i, false],
  ['fr', 'ma fille voudrait un petit frère', /petit frère/i, true],
  ['fr', "Léo rêve d'avoir un chaton", /chaton/i, false],
  ['fr', 'mon fils demande un chien depuis des mois', /chien/i, false],
  ['fr', 'Inès aimerait tant une petite soeur', /petite sœur/i, true],
  ['fr', 'Jules va avoir un chiot', /chiot/i, false],
  ['fr', 'ma fille veut un lapin pour son anniversaire', /lapin/i, false],
  ['fr', 'Lina espère un petit frère', /petit frère/i, true],
  ['fr', 'Nathan a commandé un chaton au père Noël', /chaton/i, false],
  ['fr', 'Emma voulait un hamster', /hamster/i, false],
  ['fr', 'mon fils veut un chien mais papa hésite', /chien/i, false],
  ['fr', "Chloé rêve d'un petit chat", /chat/i, false],
  ['fr', 'Adam veut un petit frère ou une petite sœur', /petit frère/i, true],
  ['fr', 'mes jumeaux voudraient un chaton', /chaton/i, false],
];

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'little-bear', 'playful-cat'] as const)[seed % 4]!, theme: (['family', 'kindness', 'adventure'] as const)[seed % 3]!,
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!,
  moralLesson: (['none', 'empathy', 'sharing', 'perseverance', 'honesty'] as const)[seed % 5]!, childName: seed % 2 ? 'Mia' : '', customPrompt, seed,
});

describe('someone new wished for is got ready for', () => {
  it.each(PHRASINGS)('%s "%s" reads as someone new to welcome', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('welcome');
  });

  it.each(PHRASINGS)('%s "%s": waited for at home, then %s arrives or a gentle answer', (lang, idea, newcomer, baby) => {
    for (const seed of [1, 2, 3]) {
      const { plan, book } = tellStory(request(idea, lang === 'en' ? 'english' : 'french', seed));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      const at = (kind: string): string => book.chapters[plan.chapters.find((c) => c.events.some((e) => e.kind === kind))?.index ?? -1]?.content ?? '';
      expect(at('problem'), `seed ${seed}`).toMatch(newcomer);
      expect(book.title, `seed ${seed}`).not.toMatch(/party|fête|lost|perdu/i);
      if (baby) {
        // Never a baby promised: a gentle word, and a baby cousin held.
        expect(at('turning-point') + at('resolution'), `seed ${seed}`).toMatch(/cousin/i);
        expect(at('resolution'), `seed ${seed}`).not.toMatch(newcomer);
      } else {
        expect(at('resolution'), `seed ${seed}`).toMatch(newcomer);
        expect(at('resolution'), `seed ${seed}`).toMatch(/home|basket|feet|maison|panier|pieds/i);
      }
      // Got ready for at home: nobody sets off to a meadow or a wood.
      expect(plan.places.map((p) => p.id).filter((id) => !['cottage', 'garden', 'castle', 'library', 'treehouse'].includes(id)), `seed ${seed}`).toEqual([]);
    }
  });
});

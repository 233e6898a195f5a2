// A visit to a friend's home to play ('going to play at Noah's house', 'Leo visits Tom', « Léa va chez Tom », « Hugo passe
// la journée chez son copain Max »): read before as nothing at all, and Tom then became a friend to find (find-lost). It is
// an afternoon at the friend's now (together 'playdate', idea/visit.ts): the friend named is the owner, on the page from
// the problem on; the walk there, the friend's garden and house, one small trouble of that visit mended by the child's
// choice, home again. A night there stays a sleepover, one of the family a day at theirs.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

describe('a visit to a friend\'s home', () => {
  it.each([
    ['fr', 'Léa va chez Tom', 'Tom'], ['fr', 'Léa va jouer chez Tom', 'Tom'], ['fr', 'Hugo passe la journée chez son copain Max', 'Max'],
    ['en', "going to play at Noah's house", 'Noah'], ['en', "Mia goes to play at Lily's house", 'Lily'], ['en', 'Leo visits Tom', 'Tom'],
    ['en', 'a playdate with Lily', 'Lily'],
  ] as const)('%s "%s" is an afternoon at %s\'s', (lang, idea, friend) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('playdate');
    expect(reading.owner?.name).toBe(friend);
  });

  it.each([
    ['fr', 'Léa va chez sa mamie', 'grandvisit'], ['fr', 'Léa dort chez sa copine Jade', 'pyjama'], ['en', 'visit Grandma', 'grandvisit'],
    ["en", "Mia's first sleepover at Lily's house", 'pyjama'], ['en', 'we are going to Spain', 'holiday'],
  ] as const)('%s "%s" stays %s', (lang, idea, together) => {
    expect(readIdea(lang, idea).together).toBe(together);
  });

  it.each([
    ['Léa va chez Tom', 'french', 'Léa', 'Tom'],
    ["going to play at Noah's house", 'english', 'Mia', 'Noah'],
  ] as const)('"%s": the friend welcomes the child at home, and nobody looks for anybody', (idea, language, child, friend) => {
    for (let seed = 1; seed <= 6; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, child, { themes: ['friendship', 'family'] }));
      const where = `seed ${seed}`;
      expect(told.plan.plot, where).toBe('do-together');
      expect(told.plan.cast.find((c) => c.role === 'owner')?.name, where).toBe(friend);
      expect(partOf(told.book, 'problem'), where).toContain(friend);
      expect(partOf(told.book, 'resolution'), where).toContain(friend);
      const book = told.book.chapters.map((c) => c.content).join('\n');
      expect(book, where).toMatch(language === 'french' ? /chez Tom/ : /Noah's house/);
      expect(book, where).not.toMatch(new RegExp(`(?:lost|looked for|find|perdu|chercher|retrouver) ${friend}`, 'i'));
      // The trouble told is the one the turning point mends: the dog that jumped sits, the marble is taken in turns.
      const turn = partOf(told.book, 'turning-point');
      if (/jumped up to say so|sauta pour le dire/.test(book)) expect(turn, where).toMatch(/sat|s'assit/);
      if (/closed a fist|referma le poing/.test(book)) expect(turn, where).toMatch(/turns?|tour/);
    }
  });
});

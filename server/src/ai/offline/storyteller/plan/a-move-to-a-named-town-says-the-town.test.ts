// A move to a town the parent names ('we are moving to Manchester next month', « nous déménageons à Lyon », « on part
// habiter à Marseille »): Manchester was read and never said, Lyon was a lost thing (no situation), Marseille a holiday.
// The move is the story and the town is its place ({town}, idea/town.ts): said at the start among the boxes, on the road
// and at the new house, in the letter from the new address; never someone met, a thing found nor a friend.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

describe('a move to a named town', () => {
  it.each([
    ['en', 'we are moving to Manchester next month', 'to Manchester'], ['en', 'we are going to live in London', 'to London'],
    ['en', 'We are moving to New York in June', 'to New York'],
    ['fr', 'Nous déménageons à Lyon', 'à Lyon'], ['fr', 'on part habiter à Marseille', 'à Marseille'],
    ['fr', 'on déménage au Havre et Inès est triste', 'au Havre'],
  ] as const)('%s "%s" is the move, to %s', (lang, idea, to) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('moving');
    expect(reading.town?.to).toBe(to);
    expect(reading.owner).toBeUndefined();
  });

  it.each([
    ['en', 'we are moving house in June'], ['fr', 'on déménage à Noël'], ['en', 'we are moving in with Grandma'],
  ] as const)('%s "%s": a month, a feast or one of the family is no town', (lang, idea) => {
    expect(readIdea(lang, idea).town).toBeUndefined();
  });

  it.each([
    ['en', 'we are flying to London for our holidays'], ['fr', 'on part en vacances à Marseille'],
  ] as const)('%s "%s": a holiday stays a holiday', (lang, idea) => {
    expect(readIdea(lang, idea).together).toBe('holiday');
  });

  it.each([
    ['we are moving to Manchester next month', 'english', 'Emma', 'Manchester'],
    ['Nous déménageons à Lyon', 'french', 'Léa', 'à Lyon'],
    ['on part habiter à Marseille', 'french', 'Hugo', 'à Marseille'],
  ] as const)('"%s": the town is said at the start, at the new house and at the end', (idea, language, child, town) => {
    for (let seed = 1; seed <= 6; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, child, { themes: ['family', 'friendship'] }));
      const where = `seed ${seed}`;
      expect(told.plan.plot, where).toBe('do-together');
      expect(partOf(told.book, 'problem'), where).toContain(town);
      // At the new house: on arriving there when the book tells the road, and in the letter from the new address.
      expect(partOf(told.book, 'resolution'), where).toContain(town);
      if (told.plan.chapters.some((c) => c.place === 'far' && c.events.some((e) => e.kind === 'try'))) expect(partOf(told.book, 'try'), where).toContain(town);
      // Nobody in the story is the town: the friend left behind is a child of the story.
      const name = town.replace(/^à /, '');
      expect(told.plan.cast.map((c) => c.name ?? ''), where).not.toContain(name);
      const book = told.book.chapters.map((c) => c.content).join('\n');
      expect(book, where).not.toMatch(new RegExp(`(?:lost|looked for|perdu|cherché|retrouvé) ${name}|${name} (?:was|is|est|était) (?:lost|gone|perdu)`, 'i'));
    }
  });
});

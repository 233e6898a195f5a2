// Read as a parent (issue 10): "it's Mia's 5th birthday party on Saturday", typed by Mia's parent, was 'A Party for
// Granny Rose' ("It was party day for Granny Rose! ... There was Granny Rose!"): the child whose birthday it is saved
// somebody else's party. The party of the child's own birthday is the child's (plan/own-birthday.ts, flag
// 'own-birthday'): it is the hero's birthday, the friends come, the candles are blown out; a pet's or Grandma's
// birthday stays theirs.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { partOf, spreadRequest } from './spread-request.ts';

type Lang = 'english' | 'french';
const request = (idea: string, language: Lang, name: string, seed: number) => spreadRequest(idea, language, seed, name);

// The idea, the child's name, and the age the book says (words, from digits or words), when the idea gives it.
const OWN: [string, Lang, string, RegExp | undefined][] = [
  ["it's Mia's 5th birthday party on Saturday", 'english', 'Mia', /\bfive\b/],
  ['Emma turns four tomorrow and wants a unicorn cake', 'english', 'Emma', /\bfour\b/],
  ["Leo's sixth birthday", 'english', 'Leo', /\bsix\b/],
  ["Leo's birthday party in the garden", 'english', 'Leo', undefined],
  ["c'est l'anniversaire de Léa samedi, elle aura 6 ans", 'french', 'Léa', /\bsix ans\b/],
  ['Hugo fête ses 5 ans avec ses copains', 'french', 'Hugo', /\bcinq ans\b/],
  ['son cinquieme anniversaire', 'french', 'Jade', /\bcinq ans\b/],
  ["la fête d'anniversaire de Jules", 'french', 'Jules', undefined],
];
const SAID = {
  english: (name: string) => new RegExp(`\\b(?:It was|Today was|morning of) ${name}'s birthday\\b`),
  french: (name: string) => new RegExp(`(?:l'anniversaire (?:de |d')${name}|son anniversaire)`),
};
const WISHED = { english: /Happy [Bb]irthday/, french: /[Jj]oyeux anniversaire/ };
const TITLE = { english: /[Bb]irthday/, french: /[Aa]nniversaire/ };
const SOMEONE_ELSE = /Granny Rose|Mamie Rose|Grandpa Joe|Papi Jo|the party for|la fête (?:de|des|du) (?!l'anniversaire)/;

describe("the child's own birthday is the child's party", () => {
  it.each(OWN)('"%s": the hero is the birthday child, and nobody else owns the party', (idea, language, name, age) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, name, seed));
      const text = book.chapters.map((c) => c.content).join(' ');
      expect(plan.plot, `seed ${seed}`).toBe('save-party');
      expect(plan.cast.some((c) => c.role === 'owner'), `seed ${seed}`).toBe(false);
      expect(text, `seed ${seed}`).toMatch(SAID[language](name));
      expect(text, `seed ${seed}`).toMatch(WISHED[language]);
      if (age) expect(partOf(book, 'problem'), `seed ${seed}`).toMatch(age);
      expect(text, `seed ${seed}`).not.toMatch(SOMEONE_ELSE);
      expect(book.title, `seed ${seed}`).toMatch(TITLE[language]);
      expect(book.description, `seed ${seed}`).toMatch(TITLE[language]);
    }
  });

  it.each([
    ["Grandma's birthday party", 'english', 'Mia', /Grandma/],
    ["it's our cat's birthday", 'english', 'Mia', /cat/],
    ["l'anniversaire du chat", 'french', 'Léa', /chat/],
    ['la fête de mamie', 'french', 'Léa', /[Mm]amie/],
  ] as [string, Lang, string, RegExp][])('"%s" stays the party of whose it is', (idea, language, name, whose) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { book } = tellStory(request(idea, language, name, seed));
      const text = book.chapters.map((c) => c.content).join(' ');
      expect(text, `seed ${seed}`).toMatch(whose);
      expect(text, `seed ${seed}`).not.toMatch(SAID[language](name));
    }
  });
});

// Issue 10, 'the parent's idea is the plot': « cueillir des pommes dans le verger de papi » and 'apple picking at
// Grandad's' were a search for a lost apple ('Where Is the Apple?', « Mais où sont les pommes ? ») and Papi was
// left out. Picking apples is a day with the one whose orchard it is: the apples picked, a pie baked at home.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => spreadRequest(customPrompt, language, seed, childName, { characters: ['playful-cat', 'wise-owl', 'clever-princess'], themes: ['family', 'adventure', 'kindness'] });

describe('picking apples is a day in the orchard', () => {
  it.each([
    ['fr', 'cueillir des pommes dans le verger de papi', 'Papi'], ['fr', 'la cueillette des pommes avec mamie', 'Mamie'],
    ['en', "apple picking at Grandad's", 'Grandad'], ['en', "picking apples in Grandpa's orchard", 'Grandpa'],
  ] as const)('%s "%s" is read as the orchard, with %s', (lang, idea, who) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('orchard');
    expect(reading.owner?.name).toBe(who);
  });

  it.each([
    ['cueillir des pommes dans le verger de papi', 'french', 'Léa', 'Papi', /pomme/i],
    ["apple picking at Grandad's", 'english', 'Oliver', 'Grandad', /apple/i],
  ] as const)('"%s": the apples from the problem to the ending, with the grown-up beside the child, never looked for', (idea, language, name, who, apples) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.cast.find((c) => c.role === 'owner')?.name, `seed ${seed}`).toBe(who);
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(apples);
      for (const kind of ['problem', 'turning-point']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toContain(name);
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(new RegExp(`Where Is|Où (?:est|sont)|nowhere to be found|(?:find|retrouver|ramener) ${who}`));
    }
  });
});

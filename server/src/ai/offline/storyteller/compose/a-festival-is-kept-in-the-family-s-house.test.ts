// Issue 10 (each picture shows its page): a festival is the family's, kept in their house. A knight's or a princess's
// Christmas, Hanukkah, Diwali or Eid was drawn in a castle's stone hall from the first page to the last; now its home
// pages are the house (place 'home'), and nobody's words say a castle.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';

describe("a festival is kept in the family's house", () => {
  it.each([
    ['Christmas eve waiting for santa', 'english'], ['Noël chez mamie', 'french'],
    ['Hanukkah with grandpa', 'english'], ['Hanoucca avec papi', 'french'],
    ['Diwali with grandma', 'english'], ['Diwali avec mamie', 'french'],
    ['Eid with my cousins', 'english'], ["la fête de l'Aïd chez mamie", 'french'],
  ] as const)('"%s" (%s) is drawn at the house, never the castle', (idea, language) => {
    for (let seed = 1; seed <= 4; seed++) {
      const characters = ['brave-knight', 'clever-princess'] as const;
      const { book } = tellStory(spreadRequest(idea, language, seed, 'Ella', { characters: [...characters] }));
      const places = book.chapters.map((c) => c.brief.place);
      expect(places, `${idea} seed ${seed}`).not.toContain('castle');
      expect(places[0], `${idea} seed ${seed}`).toBe('home');
      const text = book.chapters.flatMap((c) => c.parts.map((p) => p.text)).join(' ');
      expect(text, `${idea} seed ${seed}`).not.toMatch(/castle|château/i);
    }
  });
});

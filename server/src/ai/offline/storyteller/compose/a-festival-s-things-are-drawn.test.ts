// Issue 10 (a festival is its day): each feast's key object is drawn on its pages, from the words that say it and
// from the feast itself (locales/<lang>/words.yaml 'together' 'day-<kind>' prop): the Christmas tree of Christmas Eve,
// Hanukkah's menorah (drawn by the illustrator since this stop), Diwali's lamps, the galette's crown, Easter's eggs,
// the Chandeleur's pancakes. A carnival is a parade in the street, never drawn as a funfair.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';

const drawn = (idea: string, language: 'english' | 'french', seed: number): Set<string> => {
  const { book } = tellStory(spreadRequest(idea, language, seed, seed % 2 ? 'Ella' : ''));
  return new Set(book.chapters.flatMap((c) => [...c.brief.props.map((p) => p.prop as string), ...c.brief.cast.map((m) => m.character as string)]));
};

describe("a festival's own things are drawn", () => {
  it.each([
    ['Christmas eve waiting for santa', 'english', 'christmas-tree'], ['attendre le Père Noël', 'french', 'christmas-tree'],
    ['Hanukkah with grandpa', 'english', 'menorah'], ['Hanoucca avec papi', 'french', 'menorah'],
    ['Diwali with grandma', 'english', 'lantern'], ['Diwali avec mamie', 'french', 'lantern'],
    ['tirer les rois', 'french', 'crown'], ['an Easter egg hunt', 'english', 'egg'], ['la Chandeleur', 'french', 'pancakes'],
  ] as const)('"%s" (%s) shows its %s', (idea, language, thing) => {
    for (let seed = 1; seed <= 4; seed++) expect(drawn(idea, language, seed).has(thing), `${idea} seed ${seed}`).toBe(true);
  });

  it('draws a carnival as its parade, not a funfair', () => {
    for (let seed = 1; seed <= 4; seed++) expect(drawn('the school carnival', 'english', seed).has('fair'), `seed ${seed}`).toBe(false);
  });
});

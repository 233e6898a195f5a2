// Read as a parent (issue 10, kept-back ideas): a pet that died came back "still floating alone behind the stone ... a friend
// fish, to swim with"; 'Grandpa passed away and Noah misses him' was "Where Did the Baby Duck Go?", a search ending in "the
// best reunion there ever was"; « notre chat Félix est mort » was set aside whole (its word « mort » refused) and became
// Mamie's day. Someone who died is remembered (do-together 'remember', plots/do-together/remember.yaml): the sadness said,
// a memory box, photos, a letter, a funny memory that makes the child laugh and cry, a flower planted; the one who died is
// talked of, never met, searched for, brought back or drawn as there.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number) =>
  spreadRequest(customPrompt, language, seed, childName, { characters: ['little-bear', 'wise-owl', 'playful-cat', 'friendly-dragon'], themes: ['family', 'kindness', 'adventure'], morals: ['empathy', 'none', 'honesty', 'sharing', 'perseverance'] });

const IDEAS: [string, 'english' | 'french', string, string][] = [
  ['our dog Max died last week and Lily is very sad', 'english', 'Lily', 'Max'],
  ['Grandpa passed away and Noah misses him', 'english', 'Noah', 'Grandpa'],
  ['her goldfish died', 'english', 'Ava', 'goldfish'],
  ['our cat is dead', 'english', 'Sam', 'cat'],
  ['notre chat Félix est mort et Léa est triste', 'french', 'Léa', 'Félix'],
  ['papi est décédé', 'french', 'Jules', 'Papi'],
  ['son poisson rouge est mort', 'french', 'Inès', 'poisson rouge'],
];
// A search for the one who died, their return, or a new one in their place.
const WRONG = {
  english: (gone: string) => new RegExp(`(?:find|found|look(?:ed|ing)? for|search(?:ed)? for)\\s+(?:\\w+\\s+)?${gone}|${gone}\\s+(?:came back|was back|came home|returned)|reunion|a new (?:puppy|kitten|fish)`, 'i'),
  french: (gone: string) => new RegExp(`(?:chercher|cherch\\w*|retrouv\\w*)\\s+(?:\\w+\\s+)?${gone}|${gone}\\s+(?:revint|est revenu|était revenu|rentra)|retrouvailles|un nouveau (?:chiot|chaton|poisson)`, 'i'),
};

describe('someone who died is remembered, never searched for', () => {
  it.each(IDEAS)('"%s": a day of remembering, with the one who died in the words and never in the pictures', (idea, language, name, gone) => {
    for (let seed = 1; seed <= 10; seed++) {
      const { plan, book } = tellStory(request(idea, language, name, seed));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.idea?.together, `seed ${seed}`).toBe('remember');
      const text = book.chapters.map((c) => c.content).join(' ');
      // The blurb says it gently: never 'a day spent together' with the one who died.
      expect(book.description, `seed ${seed}`).toMatch(/remember|souvenir/i);
      expect(text, `seed ${seed}`).toContain(gone);
      expect(book.chapters.flatMap((c) => c.parts).filter((p) => !p.kind.startsWith('moral')).map((p) => p.text).join(' '), `seed ${seed}`).not.toMatch(WRONG[language](gone));
      for (const c of book.chapters) expect(c.brief.cast.map((f) => f.who), `seed ${seed}: ${c.title}`).not.toContain('owner');
    }
  });
});

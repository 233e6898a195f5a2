// Issue 10, 'the parent's idea is the plot': 'Hugo builds a robot' was 'Where Is the Robot?' ('Hugo looked for his
// robot in the toy box'), « Hugo construit une fusée en carton » « Mais où est la fusée ? ». The making is the plot now
// (do-together 'making', plots/do-together/making.yaml): the idea at the start with the grown-up's tip, the boxes
// fetched, tries that go wrong, the child's own fix that remembers the tip, the thing played with at the end.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { partOf, spreadRequest } from './spread-request.ts';
import { lintStory } from '../../story-lint/lint-story.ts';

describe('a thing made is made, not lost', () => {
  it.each([
    ['Hugo builds a robot', 'english', 'Hugo', /\brobot\b/i, /box|tape|plank/i, /looked for (?:the|his|her)|nowhere to be found|Where Is|was lost|got lost/i],
    ['Tom makes a cardboard rocket with his dad', 'english', 'Tom', /cardboard rocket/i, /box|tape/i, /looked for (?:the|his|her)|nowhere to be found|Where Is|was lost|got lost/i],
    ['Hugo construit une fusée en carton', 'french', 'Hugo', /fusée/i, /carton|scotch/i, /chercha (?:le|la|partout)|introuvable|où est (?:le|la)|(?:était|s'était) perdu/i],
    ['Léo bricole un bateau en bois', 'french', 'Léo', /bateau/i, /planche|bois|clou/i, /chercha (?:le|la|partout)|introuvable|où est (?:le|la)|(?:était|s'était) perdu/i],
  ] as const)('"%s": the child makes it, from the idea to playing with it', (idea, language, name, thing, stuff, search) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.idea?.together, `seed ${seed}`).toBe('making');
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(thing);
      // The child is the one who solves it, remembering the grown-up's tip given with the idea.
      const owner = plan.cast.find((c) => c.role === 'owner')?.name ?? '';
      expect(partOf(book, 'turning-point'), `seed ${seed}`).toContain(name);
      expect(partOf(book, 'turning-point'), `seed ${seed}`).toContain(owner);
      expect(partOf(book, 'try'), `seed ${seed}`).toMatch(stuff);
      const text = [book.title, ...book.chapters.map((c) => c.content)].join(' ');
      expect(text, `seed ${seed}`).not.toMatch(search);
    }
  });

  it('the tip the grown-up gives is the one the child remembers', () => {
    for (let seed = 1; seed <= 9; seed++) {
      const { book } = tellStory(spreadRequest('Hugo builds a robot', 'english', seed, 'Hugo'));
      const problem = partOf(book, 'problem');
      const turn = partOf(book, 'turning-point');
      const tip = /bottom/i.test(problem) ? /bottom/i : /tape/i.test(problem) ? /flat/i : /glue/i;
      expect(turn, `seed ${seed}`).toMatch(tip);
    }
  });
});

describe('a thing made is used as its kind is', () => {
  it.each([
    ['Emma is going to build a birdhouse with Grandpa', 'english', /apple tree/i],
    ['Lou construit un nichoir avec papi', 'french', /pommier/i],
    ['Leo built a boat out of boxes', 'english', /pond/i],
    ['Hugo construit une fusée en carton', 'french', /lune/i],
  ] as const)('"%s" ends played with or put where it belongs', (idea, language, use) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { book } = tellStory(spreadRequest(idea, language, seed, 'Sam'));
      expect(partOf(book, 'resolution'), `seed ${seed}`).toMatch(use);
    }
  });
});

describe('a making book reads clean', () => {
  it.each([
    ['Emma is going to build a birdhouse with Grandpa', 'english'], ['Hugo builds a robot', 'english'], ['Léo bricole un bateau en bois', 'french'],
  ] as const)('"%s": no words of another moral, the child named most, time forward', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ ...spreadRequest(idea, language, seed, 'Sam'), moralLesson: 'empathy' });
      expect(lintStory(plan, book), `seed ${seed}`).toEqual([]);
    }
  });
});

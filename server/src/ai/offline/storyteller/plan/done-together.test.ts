// Faults found reading books (issue 10, 'the parent's idea is the plot'): 'going fishing with grandpa' was a
// search for 'the fishing' on a mountain, 'making pancakes with mum' brought 'the pancakes' home in a bag, and
// 'faire des crêpes avec maman' was Maman's party. Something done with the family is now that activity (plot
// do-together): the one it is done with is on the page from the problem on, the activity's own trouble is told,
// and the child finds the way.
import { describe, expect, it } from 'vitest';
import type { StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, length: StoryLength): StoryRequest => ({
  character: 'curious-mouse', theme: 'adventure', length, language, ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: 'sharing', childName: 'Emma', customPrompt, seed,
});
const text = (told: ReturnType<typeof tellStory>): string => told.book.chapters.map((c) => c.content).join('\n');

// The idea, its language, who it is done with, and words only its own trouble and ending say.
const CASES: [string, 'english' | 'french', string, RegExp][] = [
  ['going fishing with grandpa', 'english', 'Grandpa', /float|fish/],
  ['making pancakes with mum', 'english', 'Mum', /pancake/],
  ['baking a cake with mamie', 'english', 'Mamie', /cake/],
  ['building a snowman with my dad', 'english', 'Dad', /snowman/],
  ['aller à la pêche avec tonton', 'french', 'Tonton', /bouchon|poisson/],
  ['faire des crêpes avec maman', 'french', 'Maman', /crêpe/],
  ['faire un gâteau avec mamie', 'french', 'Mamie', /gâteau/],
  ['faire un bonhomme de neige avec papi', 'french', 'Papi', /bonhomme/],
  ['building a sandcastle with uncle Tom', 'english', 'Uncle Tom', /sandcastle|tower/],
  ['jumping in puddles with daddy', 'english', 'Daddy', /puddle/],
  ['a picnic with grandma and the ants', 'english', 'Grandma', /picnic|ants?\b/],
  ['faire un château de sable avec tonton Tom', 'french', 'Tonton Tom', /château|tour/],
  ['sauter dans les flaques avec papa', 'french', 'Papa', /flaque/],
  ['un pique-nique avec mamie et les fourmis', 'french', 'Mamie', /pique-nique|fourmis/],
];

describe('something done together with the family', () => {
  it.each(CASES)('tells "%s" as the activity, with them all along', (idea, language, who, own) => {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const told = tellStory(request(idea, language, seed, length));
        const where = `${length} seed ${seed}`;
        expect(told.plan.plot, where).toBe('do-together');
        expect(told.plan.cast.find((c) => c.role === 'owner')?.name, where).toBe(who);
        const problem = told.plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'problem'));
        for (const c of told.plan.chapters.slice(problem)) expect(c.events[0]?.present, `${where} ch${c.index}`).toContain('owner');
        const book = text(told);
        expect(book, where).toMatch(own);
        // Never a search for the activity, nor a party for the one it is done with.
        expect(book, where).not.toMatch(/Where (?:is|are) the|bring the \w+ home|nowhere to be found|Mais où|la fête de|party for/i);
      }
    }
  });

  it('makes the snowman in the snow and the pancakes at home', () => {
    const snow = tellStory(request('faire un bonhomme de neige avec papi', 'french', 2, 'medium'));
    expect(snow.plan.chapters.filter((c) => c.weather === 'snow').length).toBeGreaterThan(2);
    const pancakes = tellStory(request('making pancakes with mum', 'english', 2, 'medium'));
    const home = pancakes.plan.places.find((p) => p.role === 'home')?.id;
    expect(pancakes.plan.places.find((p) => p.role === 'far')?.id).toBe(home);
  });

  it('makes the pancakes in one day: a long book has no night out in the middle of it (plan/one-day-shapes.yaml)', () => {
    for (const [idea, language] of [['making pancakes with mum', 'english'], ['aller à la pêche avec papi', 'french']] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        const { plan } = tellStory(request(idea, language, seed, 'long'));
        const kinds = plan.chapters.flatMap((c) => c.events.map((e) => e.kind));
        expect(kinds, `${idea} seed ${seed}`).not.toContain('night-camp');
        expect(kinds, `${idea} seed ${seed}`).not.toContain('new-morning');
        expect(new Set(plan.chapters.map((c) => c.time.day)), `${idea} seed ${seed}`).toEqual(new Set([0]));
        expect(kinds.filter((k) => k === 'try').length, `${idea} seed ${seed}`).toBeGreaterThanOrEqual(3);
      }
    }
    // Another plot's long book still has its night.
    expect(tellStory(request('a kite stuck in a tree', 'english', 1, 'long')).plan.chapters.flatMap((c) => c.events.map((e) => e.kind))).toContain('night-camp');
  });

  it('keeps a trouble the parent named: a storm on the fishing trip comes (plan/storm-on-the-day.ts), a lost rod is looked for', () => {
    const { plan } = tellStory(request('a storm on our fishing trip with grandpa', 'english', 1, 'short'));
    expect(plan.plot).toBe('do-together');
    expect(plan.chapters.map((c) => c.weather)).toContain('storm');
    expect(tellStory(request('grandpa lost his fishing rod', 'english', 1, 'short')).plan.plot).toBe('find-lost');
  });
});

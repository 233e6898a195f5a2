// Issue 10, 'the parent's idea is the plot': 'Noah finds a crab in a rock pool' was a crab 'astray' taken home
// ('The Crab Goes Home') by another child; « pêcher des crabes à la plage » a race; 'our sandcastle keeps getting
// washed away' and « la mer a emporté notre château de sable » a search for a lost sandcastle. A day at the rock
// pools finds a crab, holds it and puts it back; a sandcastle is built above the waves. The child named is the hero.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName = ''): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: (['adventure', 'family', 'discovery'] as const)[seed % 3]!, length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['none', 'sharing', 'perseverance', 'honesty'] as const)[seed % 4]!, childName, customPrompt, seed,
});

const partOf = (book: ReturnType<typeof tellStory>['book'], kind: string): string => book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === kind).map((p) => p.text).join(' ');

describe('a day at the seaside is the rock pools or the sandcastle', () => {
  it.each([
    ['en', 'Noah finds a crab in a rock pool', 'rockpool'], ['fr', 'pêcher des crabes à la plage', 'rockpool'], ['fr', 'Noé trouve un crabe dans les rochers', 'rockpool'],
    ['en', 'our sandcastle keeps getting washed away', 'sandcastle'], ['fr', 'la mer a emporté notre château de sable', 'sandcastle'],
  ] as const)('%s "%s" is read as the day at the sea (%s)', (lang, idea, activity) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe(activity);
  });

  it.each([
    ['Noah finds a crab in a rock pool', 'english', '', 'Noah', /crab/i],
    ['pêcher des crabes à la plage', 'french', 'Léa', 'Léa', /crabe/i],
    ['our sandcastle keeps getting washed away', 'english', 'Leo', 'Leo', /sandcastle|castle|tower|wave/i],
    ['la mer a emporté notre château de sable', 'french', 'Jade', 'Jade', /château|tour|vague/i],
  ] as const)('"%s": the child finds it at the seashore, from the problem to the ending, and nothing is lost', (idea, language, childName, hero, thing) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, childName));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.cast.find((c) => c.role === 'hero')?.name, `seed ${seed}`).toBe(hero);
      expect(plan.places.find((p) => p.role === 'far')?.id, `seed ${seed}`).toBe('seashore');
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(thing);
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(/Goes Home|nowhere to be found|s'était échappé|Où est|Where Is/);
    }
  });
});

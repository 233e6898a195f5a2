// Fault found reading books (issue 10): 'first sleepover at Grandma's' was a search for a lost sleepover with a
// night camped out on the way, and 'ma première nuit chez mamie' was a party. A sleepover is something done with
// the family (plot do-together, reading-<lang>.yaml 'together' sleepover): told at Grandma's, with her from the
// problem on, the cuddly toy packed, the missing of home at bedtime, and the night slept there, not back home.
import { describe, expect, it } from 'vitest';
import type { StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number, length: StoryLength): StoryRequest => ({
  character: (['curious-mouse', 'little-bear', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['none', 'sharing', 'honesty'] as const)[seed % 3]!, childName, customPrompt, seed,
});

const CASES = [
  ["first sleepover at Grandma's", 'english', 'Mia', 'Grandma', /teddy|cuddly/i, /miss(?:ed|ing)? home|homesick/i],
  ["Leo's first night at Nana's", 'english', 'Leo', 'Nana', /teddy|cuddly/i, /miss(?:ed|ing)? home|homesick/i],
  ['ma première nuit chez mamie', 'french', 'Léa', 'Mamie', /doudou/i, /maison (?:lui )?manqu|manquait|mal du pays|la maison/i],
  ['Léo dort chez papi pour la première fois', 'french', 'Léo', 'Papi', /doudou/i, /maison (?:lui )?manqu|manquait|la maison/i],
] as const;

describe('a first sleepover', () => {
  it.each(CASES)('"%s" is a night at their house, with the cuddly toy and the missing of home', (idea, language, name, who, toy, missing) => {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const told = tellStory(request(idea, language, name, seed, length));
        const where = `${length} seed ${seed}`;
        expect(told.plan.plot, where).toBe('do-together');
        expect(told.plan.cast.find((c) => c.role === 'owner')?.name, where).toBe(who);
        const book = told.book.chapters.map((c) => c.content).join('\n');
        expect(book, where).toMatch(toy);
        expect(book, where).toMatch(missing);
        // The night is slept at their house: the last chapter is not back home.
        const last = told.plan.chapters.at(-1)!;
        expect(last.place, where).toBe('far');
        expect(last.time.slot, where).toBe('night');
        expect(told.book.chapters.at(-1)!.content, where).toMatch(language === 'english' ? new RegExp(who) : new RegExp(who));
        expect(book, where).not.toMatch(/nowhere to be found|Where is the|Mais où|party for|la fête de/);
      }
    }
  });
});

// Fault found reading books: 'our puppy chews shoes', 'le chat qui griffe le canapé' and 'my kitten keeps
// climbing the curtains' were races against the pet. The pet's mischief (idea/reading-<lang>.yaml 'traits') is
// what the pet learns to leave alone, helped by the child: named in the problem and in the resolution.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'friendly-dragon'] as const)[seed % 3]!, theme: 'adventure',
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!,
  moralLesson: (['sharing', 'perseverance', 'honesty', 'empathy'] as const)[seed % 4]!, childName: 'Leo', customPrompt, seed,
});

describe("a pet's mischief", () => {
  it.each([
    ['english', 'our puppy chews shoes', /shoes/, /\b(?:the race|race you|racing against|finish line)\b/i],
    ['english', 'my kitten keeps climbing the curtains', /curtains/, /\b(?:the race|race you|racing against|finish line)\b/i],
    ['french', 'le chat qui griffe le canapé', /canapé/, /\bcourse\b/i],
  ] as const)('%s "%s" is taught to the pet, never raced', (language, idea, thing, race) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      expect(plan.plot, `seed ${seed}`).toBe('learn-skill');
      expect(plan.ideaRole, `seed ${seed}`).toBe('owner');
      const at = (kind: string): string => book.chapters[plan.chapters.find((c) => c.events.some((e) => e.kind === kind))?.index ?? -1]?.content ?? '';
      expect(at('problem'), `seed ${seed}`).toMatch(thing);
      expect(at('resolution'), `seed ${seed}`).toMatch(thing);
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(race);
    }
  });
});

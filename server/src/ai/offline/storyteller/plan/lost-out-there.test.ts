// Fault found reading books: 'lost his teddy at the supermarket' was first looked for in the toy box and under
// the bed, and Nanny's glasses lost at the park under the cushions at home. Lost where the idea says, away from
// home (flag 'lost-out'), it is missed on the way home and looked for out there.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, seed: number): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'friendly-dragon'] as const)[seed % 3]!, theme: 'adventure',
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language: 'english', ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!,
  moralLesson: (['sharing', 'perseverance', 'honesty', 'empathy'] as const)[seed % 4]!, childName: 'Leo', customPrompt, seed,
});

describe('a thing lost out there', () => {
  it.each(['lost his teddy at the supermarket', 'nanny lost her glasses at the park'])('"%s" is not looked for at home first', (idea) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { plan, book } = tellStory(request(idea, seed));
      expect(plan.plot, `seed ${seed}`).toBe('find-lost');
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/toy box|under the bed|under the cushions|searched the whole house|turning the house upside down/i);
    }
  });
});

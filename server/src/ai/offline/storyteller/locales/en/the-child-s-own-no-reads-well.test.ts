// The child's own "won't" is named as a thing argued over (words.yaml 'own-refusal'): 'having to {deed}' read
// badly wherever the book named it ('a way out of having to put the shoes on', 'for services to having to go
// to bed'), as if the story wanted the child out of the job.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

describe("the child's own no, named", () => {
  for (const idea of ['she never wants to put her shoes on in the morning', 'tom never wants to tidy his room']) {
    it(`never names it 'having to ...' in "${idea}"`, () => {
      for (const seed of [1, 2, 3, 4, 5]) for (const length of ['short', 'medium', 'long'] as const) {
        const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'adventure', language: 'english', length, ageGroup: '5-8', moralLesson: 'none', childName: 'Tom', customPrompt: idea, seed });
        expect(plan.plot).toBe('change-mind');
        const text = [book.description, ...book.chapters.map((c) => c.content)].join(' ');
        // Where the book names its focus: 'Tell me about...', 'For services to...', 'help with...', “Now, ...”.
        expect(text, `seed ${seed} ${length}`).not.toMatch(/\b(?:Tell me about|services to|help with|ready for|sort out|Now,|Tomorrow,” said \w+, “) having to\b/);
      }
    });
  }
});

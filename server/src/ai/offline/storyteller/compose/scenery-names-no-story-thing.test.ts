// A scenery line never names a thing of the story: "The clock on the mantelpiece ticked" on the first page of
// "grandpa's clock stopped ticking" would show the clock before the plot brings it in (or a second clock).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const IDEAS = [
  { language: 'english', idea: "grandpa's clock stopped ticking", word: /\bclock\b/i },
  { language: 'french', idea: "l'horloge de papi ne fait plus tic-tac", word: /\bhorloge\b/i },
] as const;

describe('Scenery and the story things', () => {
  for (const { language, idea, word } of IDEAS) {
    it(`no scenery line names the thing of « ${idea} »`, () => {
      for (let seed = 1; seed <= 60; seed++) {
        const { book } = tellStory({
          character: 'friendly-dragon', theme: 'adventure', length: 'long', language, ageGroup: '3-5', moralLesson: 'sharing',
          childName: '', customPrompt: idea, seed,
        });
        const scenery = book.chapters.flatMap((c) => c.parts.filter((p) => p.kind.startsWith('texture')).map((p) => p.text));
        expect(scenery.filter((t) => word.test(t)), `seed ${seed}`).toEqual([]);
      }
    });
  }
});

// Issue 10, an editor's read of long books: in « A Party for Granny Rose » (no idea, brave-knight, family) Isla
// stopped dead: "We haven't got any candles", and nobody found any; three chapters later Granny Rose "leaned over
// to blow out the candles". The missing candles ('sets: [no-candles]') are now answered at the party: a dandelion
// clock is blown instead, and no candles appear from nowhere.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (seed: number): StoryRequest => ({
  character: (['brave-knight', 'playful-cat', 'little-bear', 'wise-owl'] as const)[seed % 4]!, theme: 'family', length: 'long', language: 'english',
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['honesty', 'none', 'sharing', 'empathy'] as const)[seed % 4]!, customPrompt: 'a party for granny', childName: '', seed,
});

describe('candles found missing on the way are answered at the party', () => {
  it('no book blows out candles it said it had not got', () => {
    let missing = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { plan, book } = tellStory(request(seed));
      const parts = book.chapters.flatMap((c) => c.parts);
      if (!parts.some((p) => p.kind === 'complication' && /no candles|any candles/.test(p.text))) continue;
      missing++;
      const party = parts.filter((p) => p.kind === 'resolution').map((p) => p.text).join('\n');
      expect(party, `${plan.plot} seed ${seed}`).not.toMatch(/blew out the candles|blow out the candles/);
      expect(party, `${plan.plot} seed ${seed}`).toMatch(/dandelion clock/);
    }
    expect(missing).toBeGreaterThan(0);
  });

  it('« A Party for Granny Rose », told with no idea, blows a dandelion clock', () => {
    const { book } = tellStory({ character: 'brave-knight', theme: 'family', length: 'long', language: 'english', ageGroup: '5-8', moralLesson: 'honesty', customPrompt: '', childName: '', seed: 1 });
    const text = book.chapters.map((c) => c.content).join('\n');
    expect(text).toMatch(/We haven't got any candles/);
    expect(text).not.toMatch(/blow out the candles/);
    expect(text).toMatch(/dandelion clock/);
  });
});

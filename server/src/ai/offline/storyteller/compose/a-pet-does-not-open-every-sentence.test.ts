// Fault found reading books: 'mon chaton grimpe aux rideaux' opened sentence after sentence with 'Son chaton'
// (nine in one book). The family's unnamed pet is also 'le petit chat', 'le chaton' or 'il'.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const opens = (text: string, re: RegExp): number => text.split(/(?<=[.!?»])\s+/).filter((s) => re.test(s)).length;

describe("a family's unnamed pet, in French", () => {
  it.each([
    ['mon chaton grimpe aux rideaux', /^Son chaton /, /^(Le petit chat|Le chaton|Il) /],
    ['notre chiot mâchouille les chaussures', /^Son chiot /, /^(Le petit chien|Le chiot|Il) /],
  ])('"%s": never more than one sentence in two opens with the possessive', (idea, own, other) => {
    let varied = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const request: StoryRequest = { character: 'playful-cat', theme: 'family', language: 'french', customPrompt: idea, childName: 'Zoé', seed, length: 'medium', ageGroup: '5-8', moralLesson: 'responsibility' };
      const text = tellStory(request).book.chapters.map((c) => c.content).join('\n');
      const owned = opens(text, own);
      const others = opens(text, other);
      expect(owned, `seed ${seed}`).toBeLessThanOrEqual(Math.ceil((owned + others) / 2));
      varied += others;
    }
    expect(varied).toBeGreaterThan(6);
  });
});

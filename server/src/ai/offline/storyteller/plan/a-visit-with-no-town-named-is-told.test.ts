// Found by helper readfr: 'a train trip to see grandma', « un voyage en train pour voir mamie » (a visit, and no town
// named) stopped the storyteller: "no telling for reach-place/journey", so the family's book failed. Every journey
// telling says where it goes ({focus}), and the one visited, who is the focus, is met only at the end. The one gone
// to see is what the journey is for from its first step now; they welcome the child at its end.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { partOf, spreadRequest } from './spread-request.ts';

describe('a visit with no town named', () => {
  it.each([
    ['a train trip to see grandma', 'english', /Grandma/], ['un voyage en train pour voir mamie', 'french', /Mamie/],
  ] as const)('"%s" is told, and the one visited welcomes the child at the end', (idea, language, who) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, 'Emma'));
      expect(told.plan.plot, `seed ${seed}`).toBe('reach-place');
      expect(partOf(told.book, 'resolution'), `seed ${seed}`).toMatch(who);
    }
  });
});

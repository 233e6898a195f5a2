// Read in the new days (issue 10), honesty: at Granny's bedside the fib was 'Do you know the way?' 'Yes!', owned up
// to with 'And Opal showed them the right way': nobody was going anywhere. A day whose trouble is felt
// ('felt-trouble') fibs about having done it before, or not being scared, never about the way.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

describe('honesty in a day whose trouble is felt', () => {
  it.each(['Granny is poorly', 'my puppy is poorly', 'a trip to the zoo', 'Olivia goes to summer camp'])('"%s": no fib about the way', (idea) => {
    for (let seed = 1; seed <= 10; seed++) {
      const told = tellStory({ character: 'little-bear', theme: 'family', length: 'medium', language: 'english', ageGroup: seed % 2 ? '3-5' : '8-12', moralLesson: 'honesty', childName: 'Mia', customPrompt: idea, seed });
      const moral = told.book.chapters.flatMap((c) => c.parts).filter((p) => p.kind.startsWith('moral')).map((p) => p.text).join(' ');
      expect(moral, `seed ${seed}`).not.toMatch(/knows? the way|knew the way|the right way|where we're going/);
    }
  });
});

// Fault found reading books (issue 10): in 'Emma has a wobbly tooth' with the honesty moral, the fib told at the
// first try ('Lots of times') was not what the turning point owned up to ('I said I wasn't scared'): the moral's
// setup and its turning point were picked apart. The setup now says what it set up (morals/honesty.yaml `sets`),
// the turning point answers that one, and a milk tooth's fib is about the tooth.
import { describe, expect, it } from 'vitest';
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: 'curious-mouse', theme: 'adventure', length: (['short', 'medium', 'long'] as StoryLength[])[seed % 3]!, language,
  ageGroup: (['3-5', '5-8', '8-12'] as AgeGroup[])[Math.floor(seed / 3) % 3]!, moralLesson: 'honesty', childName: 'Emma', customPrompt, seed,
});
const moral = (idea: string, language: 'english' | 'french', seed: number): { setup: string; owned: string } => {
  const parts = tellStory(request(idea, language, seed)).book.chapters.flatMap((c) => c.parts);
  const lines = parts.filter((p) => p.kind === 'moral:honesty').map((p) => p.text);
  // The setup is told at the first try, the owning up at the turning point (the ending line is last).
  return { setup: lines[0] ?? '', owned: lines[1] ?? '' };
};

// Each fib the setup can tell, and the words that own up to that one.
const THREADS: [RegExp, RegExp][] = [
  [/know the way|where we're going/, /the way|what I was doing|get .+ home/],
  [/done this/, /know how|pretended to know|loads of times|lots of times/],
  [/scared|worried/, /worried|brave|scared/],
  [/keep the tooth/, /the tooth safe/],
];

describe('the fib owned up to is the one told', () => {
  it.each(['a kite stuck in a tree', 'making pancakes with mum', 'Emma has a wobbly tooth', 'the lost teddy', 'a race against the hare'])('"%s": the turning point owns up to the setup\'s fib', (idea) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { setup, owned } = moral(idea, 'english', seed);
      const thread = THREADS.find(([told]) => told.test(setup));
      expect(thread, `seed ${seed}: ${setup}`).toBeDefined();
      expect(owned, `seed ${seed}: ${setup}`).toMatch(thread![1]);
    }
  });

  it.each([["Emma has a wobbly tooth", "english", /keep the tooth|kept the tooth/], ["Léo va perdre sa première dent", "french", /ta dent|ma dent/i]] as const)('"%s": the milk tooth\'s fib is about the tooth, and so is the truth told', (idea, language, tooth) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { setup, owned } = moral(idea, language, seed);
      expect(setup, `seed ${seed}`).toMatch(tooth);
      expect(owned, `seed ${seed}`).toMatch(tooth);
    }
  });
});

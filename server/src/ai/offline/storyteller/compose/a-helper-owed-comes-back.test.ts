// Faults found reading long books (issue 10, an editor's read of twelve-chapter books): a helper was given a task
// ('I owe you. And I always pay what I owe. Now: the lighthouse'; « Un service en vaut un autre ») and was never seen
// again: a promise that leads nowhere, the clue an editor marks first. The turning point or the resolution now
// brings the helper back (story-lint 'helper-forgotten'). And the lost cat of 'a lost cat in the snow' was looked
// for in a pocket, found by marks 'dragged or dropped', and woken by dripping leaves in the snow.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['wise-owl', 'little-bear', 'brave-knight', 'playful-cat'] as const)[seed % 4]!, theme: 'adventure', length: 'long', language,
  ageGroup: seed % 2 ? '5-8' : '8-12', moralLesson: (['empathy', 'perseverance', 'honesty', 'responsibility'] as const)[seed % 4]!, childName: 'Emma', customPrompt, seed,
});

describe('a helper given a task comes back', () => {
  it.each([
    ["a dragon who can't breathe fire", 'english'], ['a lost cat in the snow', 'english'], ['a storm at the lighthouse', 'english'],
    ['un dragon qui a peur du noir', 'french'], ["le gâteau d'anniversaire de papi", 'french'], ['grandpa will not dance', 'english'],
    ['Papi ne veut pas danser', 'french'],
  ] as const)('"%s": the helper helps again before the story is solved', (idea, language) => {
    for (let seed = 1; seed <= 8; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      expect(lintStory(plan, book).filter((x) => x.rule === 'helper-forgotten'), `${plan.plot} seed ${seed}`).toEqual([]);
    }
  });
});

describe('a lost animal in the snow', () => {
  it('is never looked for in a pocket, never dragged, and the snowy morning does not drip', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const { book } = tellStory(request('a lost cat in the snow', 'english', seed));
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/checked your pockets|dragged, or dropped|Drips falling from leaves|dusty path/);
    }
  });
});

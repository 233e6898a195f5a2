// Issue 10, an editor's read of long books: a helper given a task ('I owe you. And I always pay what I owe. Now:
// the city'; « Un service en vaut un autre ») was never seen again, a promise that leads nowhere. The helper now
// comes back at the turning point (beats/helper-back.yaml, a plot's own 'helper-back'), and the turning point
// keeps its own telling after the return: the feeling, the dream, the way found are still said in its words.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { saysWord } from '../../story-lint/french-checks.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['wise-owl', 'little-bear', 'brave-knight', 'playful-cat'] as const)[seed % 4]!, theme: 'adventure', length: seed % 3 ? 'long' : 'medium', language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['empathy', 'perseverance', 'honesty', 'responsibility'] as const)[seed % 4]!, childName: 'Emma', customPrompt, seed,
});

const chapterOf = (plan: ReturnType<typeof tellStory>['plan'], kind: string): number => plan.chapters.findIndex((c) => c.events.some((e) => e.kind === kind));

describe('a helper given a task comes back before the story is solved', () => {
  it.each([
    ['a train trip to see auntie Rose in the city', 'english'], ['a tortoise who wants to see the sea', 'english'], ['a race against a snail', 'english'],
    ['a storm at the lighthouse', 'english'], ["Leo has big tantrums when it's time to leave the park", 'english'], ['she wants to be a firefighter', 'english'],
    ['a lost cat in the snow', 'english'], ['une course de luge avec papi', 'french'], ["un orage pendant le pique-nique", 'french'],
    ['une tortue qui rêve de voir la mer', 'french'], ['Emma fait des colères', 'french'], ['fait des cauchemars', 'french'],
  ] as const)('"%s": the helper is back at the turning point, and the turning point keeps its own telling', (idea, language) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      const helper = plan.cast.find((c) => c.role === 'helper')?.name ?? '';
      const task = chapterOf(plan, 'helper-task');
      const turn = chapterOf(plan, 'turning-point');
      expect(task, `${plan.plot} seed ${seed}`).toBeGreaterThan(0);
      expect(helper).not.toBe('');
      const between = book.chapters.slice(task + 1, chapterOf(plan, 'resolution') + 1).map((c) => c.content).join('\n');
      expect(saysWord(between, helper, true), `${plan.plot} seed ${seed}: ${helper}`).toBe(true);
      // The helper's return comes first, and the turning point's own telling is still told after it.
      const kinds = book.chapters[turn]?.parts.map((p) => p.kind) ?? [];
      expect(kinds, `${plan.plot} seed ${seed}`).toContain('turning-point');
      if (kinds.includes('helper-back')) expect(kinds.indexOf('helper-back'), `${plan.plot} seed ${seed}`).toBeLessThan(kinds.indexOf('turning-point'));
    }
  });

  it('a day with the family has its helper put to work, with no debt to come back for', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { book } = tellStory(request('going fishing with grandpa', 'english', seed));
      expect(book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === 'helper-back')).toEqual([]);
    }
  });
});

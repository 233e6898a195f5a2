// 'A camping trip with Grandpa in the mountains' said 'trip', so its night was slept at home like a walk in
// the woods ('they went home for the night'): a trip that says camping or a holiday sleeps out (plan/plots.yaml
// outing 'nights-out'), while a day out still ends at home.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const nights = (idea: string, seed: number): string[] => {
  const { plan } = tellStory({ character: 'curious-mouse', theme: 'adventure', language: 'english', length: 'long', ageGroup: '5-8', moralLesson: 'none', childName: 'Ella', customPrompt: idea, seed });
  return plan.chapters.filter((c) => c.events.some((e) => e.kind === 'night-camp')).map((c) => c.place);
};

describe('a night out on a camping trip', () => {
  it('is slept out on a camping trip, at home after a day out', () => {
    for (const seed of [1, 2, 3, 4]) {
      expect(nights('a camping trip with grandpa in the mountains', seed), `seed ${seed}`).not.toContain('home');
      expect(nights('a trip to the beach with Grandpa', seed), `seed ${seed}`).not.toContain('away');
    }
  });
});

// "Ella wants to learn to swim": the skill is the whole aim. A stock tool (a new bicycle, a flute) would
// change the parent's idea; English tells the learning with no tool, where the skill is done (by the sea).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

describe('learning a skill in English', () => {
  it('adds no stock tool to a skill the parent named, and practises it where it is done', () => {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (let seed = 1; seed <= 10; seed++) {
        const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'learning', length, language: 'english', ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: 'perseverance', childName: 'Ella', customPrompt: 'Ella wants to learn to swim', seed });
        expect(plan.plot).toBe('learn-skill');
        expect(plan.objects.filter((o) => o.role === 'tool')).toEqual([]);
        expect(plan.places.find((p) => p.role === 'far')?.id).toBe('pool');
        const resolution = book.chapters.find((_c, i) => plan.chapters[i]?.events.some((e) => e.kind === 'resolution'));
        expect(resolution?.content).toMatch(/swim|Ella/);
      }
    }
  });
});

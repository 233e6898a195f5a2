// Session 24 (issue 10): 'un pingouin qui rêve de voler' ended on 'Et cette fois, ça tint. Ça marcha.': the
// penguin never flew. When the idea says what the other one learns, the resolution says they can do it.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('a French friend who learns something', () => {
  it.each([
    ['un pingouin qui reve de voler', 'voler'],
    ['un dinosaure qui veut apprendre à lire', 'lire'],
    ['un robot qui veut apprendre à danser', 'danser'],
  ])('« %s » ends doing it', (idea, deed) => {
    for (let seed = 1; seed <= 10; seed++) {
      const told = tellStory({
        character: 'wise-owl', theme: 'learning', length: (['short', 'medium', 'long'] as const)[seed % 3] ?? 'short', language: 'french',
        ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: 'perseverance', childName: 'Léo', customPrompt: idea, seed,
      });
      expect(told.plan.plot, `seed ${seed}`).toBe('learn-skill');
      const at = told.plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
      expect(told.book.chapters[at]?.content, `seed ${seed}`).toContain(deed);
    }
  });
});

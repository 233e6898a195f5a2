// 'A midsummer party': a party for a day of the year that is no festival of its own is got ready with that day's thing
// (locales/en/words.yaml 'celebrations'), so the day is in the problem and the ending, not a stock balloon. A festival
// ('Christmas Eve', 'a Halloween party', Diwali, Eid) is its own day instead, never a party to save
// (plan/a-festival-is-its-day.test.ts).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('a party for a day of the year', () => {
  it('is got ready with that day, named in the problem', () => {
    for (const [idea, word] of [['a midsummer party', 'midsummer'], ['a valentine party', 'Valentine']] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const { plan, book } = tellStory({ character: 'friendly-dragon', theme: 'family', length: 'medium', language: 'english', ageGroup: '5-8', moralLesson: 'none', childName: 'Noah', customPrompt: idea, seed });
        expect(plan.plot).toBe('save-party');
        expect(plan.objects.find((o) => o.role === 'goal')?.noun, `${idea} ${seed}`).toContain(word);
        const problem = book.chapters.find((_c, i) => plan.chapters[i]?.events.some((e) => e.kind === 'problem'));
        expect(problem?.content, `${idea} ${seed}`).toContain(word);
      }
    }
  });
});

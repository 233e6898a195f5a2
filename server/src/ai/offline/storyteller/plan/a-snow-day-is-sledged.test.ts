// Fault found reading books (session 31): 'snow day!! no school and we went sledging with daddy' was a storm
// walked through 'with the enormous green umbrella held tight', with no sledge, and Daddy left at home until the
// last page. A snow day on the sledge is done together (plot do-together, activity 'sledging'): Daddy is there
// from the problem on, the snow falls all day, and the sledge goes down the big hill in the end.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('a snow day on the sledge', () => {
  it.each(['snow day!! no school and we went sledging with daddy', 'sledging with grandpa on the big hill'])('tells "%s" as sledging with them, in the snow', (idea) => {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const told = tellStory({ character: 'brave-knight', theme: 'family', length, language: 'english', ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: 'none', childName: 'Noah', customPrompt: idea, seed });
        const where = `${length} seed ${seed}`;
        const text = told.book.chapters.map((c) => c.content).join('\n');
        expect(told.plan.plot, where).toBe('do-together');
        expect(told.plan.cast.find((c) => c.role === 'owner')?.name, where).toMatch(/^(?:Daddy|Grandpa)$/);
        expect(told.plan.chapters.every((c) => c.weather === 'snow'), where).toBe(true);
        expect(text, where).toMatch(/sledge/);
        expect(text, where).toMatch(/all the way (?:down|to the bottom)/i);
        expect(text, where).not.toMatch(/umbrella|storm/i);
      }
    }
  });
});

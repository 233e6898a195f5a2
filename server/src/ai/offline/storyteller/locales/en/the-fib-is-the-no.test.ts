// Fault found reading books (session 31): "“No,” said Finn. But Finn was, a bit. That was not true." The fib is
// the "No", but 'That was not true' came after the true sentence, so the truth read as the lie.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

describe('a young fib about being scared', () => {
  it('says "That was not true" right after the "No", never after the truth', () => {
    let told = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { book } = tellStory({ character: 'little-bear', theme: 'friendship', length: 'short', language: 'english', ageGroup: '3-5', moralLesson: 'honesty', childName: 'Finn', customPrompt: 'finns balloon popped at the fair', seed });
      const text = book.chapters.map((c) => c.content).join('\n');
      if (!text.includes('“Are you scared?”')) continue;
      told++;
      expect(text, `seed ${seed}`).toMatch(/“No,” said Finn\. That was not true/);
      expect(text, `seed ${seed}`).not.toMatch(/was, a bit\. That was not true/);
    }
    expect(told).toBeGreaterThan(2);
  });
});

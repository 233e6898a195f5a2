// Session 24 (issue 10): a dream's thing is often feminine ('la mallette de docteur', 'la fusée en carton'), and
// a telling wrote it masculine: '… parut très lourd. Manon le posa par terre et ne le reprit pas'.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('a feminine tool in a French dream', () => {
  it('is heavy, put down and picked up again in the feminine', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const told = tellStory({
        character: 'clever-princess', theme: 'learning', length: 'medium', language: 'french', ageGroup: '5-8',
        moralLesson: 'empathy', childName: 'Manon', customPrompt: 'ma fille veut etre veterinaire plus tard', seed,
      });
      const text = told.book.chapters.map((c) => c.content).join('\n');
      if (!text.includes('Tu es bien trop')) continue;
      seen++;
      expect(text, `seed ${seed}`).toContain('parut très lourde. Manon la posa par terre et ne la reprit pas');
    }
    expect(seen).toBeGreaterThan(0);
  });
});

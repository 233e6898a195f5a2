// Fault found reading books: 'Lucie a perdu son doudou lapin' was found by 'de petites traces dans la boue' that
// 'filaient plus loin': a doudou does not run. Tracks are a creature's; a lost thing leaves a mark where it slid.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

describe('a lost thing, in French', () => {
  it('is never followed by its tracks; a lost creature may be', () => {
    let tracks = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const request = {
        character: 'curious-mouse', theme: 'family', length: 'medium', language: 'french', ageGroup: '3-5', moralLesson: 'responsibility', childName: 'Lucie', seed,
      } as const;
      const toy = tellStory({ ...request, customPrompt: 'Lucie a perdu son doudou lapin' });
      expect(toy.plan.plot).toBe('find-lost');
      expect(toy.book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/traces/);
      const cat = tellStory({ ...request, customPrompt: 'notre chat Pompon a disparu' });
      if (/traces/.test(cat.book.chapters.map((c) => c.content).join('\n'))) tracks++;
    }
    expect(tracks).toBeGreaterThan(0);
  });
});

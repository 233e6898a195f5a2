// Fault found reading books: 'Leo wishes he could touch a cloud' was learnt like riding a bike, on the moon
// (cloud -> sky -> moon), among craters where no cloud is. A cloud is reached: the way up is the story, and it
// is touched at the top of Cloudtop Mountain, in English and in French.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a wish to touch a cloud', () => {
  it.each([['en', 'Leo wishes he could touch a cloud'], ['en', 'touch a cloud'], ['fr', 'Léo voudrait toucher un nuage'], ['fr', 'toucher un nuage']] as const)(
    '%s "%s" is a journey up to the cloud', (lang, idea) => {
      const r = readIdea(lang, idea);
      expect(r.situation).toBe('journey');
      expect(r.place?.head).toMatch(/^(cloud|nuage)$/);
    });

  it.each([['Leo wishes he could touch a cloud', 'english'], ['Léo voudrait toucher un nuage', 'french']] as const)('"%s" never goes to the moon', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: '5-8', moralLesson: 'none', childName: '', customPrompt: idea, seed });
      expect(plan.places.map((p) => p.id), `seed ${seed}`).not.toContain('moon');
      expect(plan.places.find((p) => p.role === 'far')?.id, `seed ${seed}`).toBe('mountain');
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/crater|cratère|\bmoon dust|poussière de lune/i);
    }
  });
});

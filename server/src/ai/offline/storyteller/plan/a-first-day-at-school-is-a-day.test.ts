// Fault found reading books: 'first day at big school' was told as a fear of the building, walked up to in the
// village ('the big school' feared like a dog); 'la rentrée dans une nouvelle école' too. What frightens is the
// day: it is got ready for and it comes (flag event-fear), in English and in French.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a first day at school', () => {
  it.each([
    ['en', 'first day at big school', 'first day'], ['en', 'Ava is nervous about her first day at big school', 'first day'],
    ['fr', 'premier jour à la grande école', 'premier jour'], ['fr', "Jade a peur de son premier jour à l'école", 'premier jour'],
  ] as const)('%s "%s": the day is what frightens, the school where it is', (lang, idea, day) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('afraid');
    expect(r.other).toMatchObject({ head: day, kind: 'event' });
  });

  it.each([
    ['first day at big school', 'english', 'first day at school'], ['premier jour à la grande école', 'french', "premier jour d'école"], ['la rentrée dans une nouvelle école', 'french', 'rentrée dans la nouvelle école'],
  ] as const)('"%s" is a day that frightens, not the building', (idea, language, day) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan } = tellStory({ character: 'curious-mouse', theme: 'bravery', length: 'medium', language, ageGroup: '5-8', moralLesson: 'none', childName: 'Emma', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('face-fear');
      expect(plan.objects.find((o) => o.role === 'goal')?.noun, `seed ${seed}`).toBe(day);
    }
  });
});

// Issue 10: 'first day at big school' was already a day that comes (a-first-day-at-school-is-a-day.test.ts), but
// 'starting nursery', 'going to big school', 'he is scared to go to nursery' were still 'set off to make friends with
// the new school' (a building walked up to), 'her first day in a new class' a lost class looked for, « une nouvelle
// classe » and « Léo change d'école » a storm, « Zoé est inquiète pour la rentrée » a birthday cake to save. The rule:
// a school, a nursery or a class that frightens is its first day (la rentrée), an event got ready for, in both languages.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a school, a nursery or a class that frightens is its first day', () => {
  it.each([
    ['en', 'starting nursery', 'first day at nursery'], ['en', 'Sam starts nursery on Monday', 'first day at nursery'],
    ['en', 'he is scared to go to nursery', 'first day at nursery'], ['en', 'going to big school', 'first day at school'],
    ['en', 'Zoe is nervous about her new school', 'first day at school'], ['en', 'Mia is worried about starting school', 'first day at school'],
    ['en', 'her first day in a new class', 'first day in the new class'], ['en', 'moving up to a new class', 'first day in the new class'],
    ['fr', 'Noé a peur de sa nouvelle école', 'rentrée dans la nouvelle école'], ['fr', 'une nouvelle classe', 'rentrée dans la nouvelle classe'],
    ['fr', "Léo change d'école", 'rentrée dans la nouvelle école'], ['fr', 'Zoé est inquiète pour la rentrée', 'rentrée'],
  ] as const)('%s "%s" is read as %s, a day', (lang, idea, day) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('afraid');
    expect(r.other).toMatchObject({ words: day, kind: 'event' });
  });

  it('a fear of something else at school keeps its own thing', () => {
    expect(readIdea('en', 'Oliver is scared of the big dog at school').other?.head).toBe('dog');
  });

  it.each([
    ['starting nursery', 'english', 'first day at nursery'], ['going to big school', 'english', 'first day at school'],
    ['her first day in a new class', 'english', 'first day in the new class'],
    ['une nouvelle classe', 'french', 'rentrée dans la nouvelle classe'], ['Zoé est inquiète pour la rentrée', 'french', 'rentrée'],
  ] as const)('"%s" is a day that comes, not a building walked up to', (idea, language, day) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'bravery', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: 'none', childName: 'Emma', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('face-fear');
      expect(plan.objects.find((o) => o.role === 'goal')?.noun, `seed ${seed}`).toBe(day);
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/make friends with the (?:new|big) school|birthday cake|gâteau d'anniversaire/i);
    }
  });
});

// Fault found reading books: 'a train trip to see auntie Rose in the city' was Emma taking Rose to the city ('It's
// too far for me,' said Rose). A journey to see someone is the child's: the one gone to see waits at its end, is
// met there, and welcomes the child, in English and in French.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a journey to see someone', () => {
  it.each([
    ['en', 'a train trip to see auntie Rose in the city', 'Auntie Rose'], ['en', 'a hot air balloon ride over the sea to see granny', 'Granny'],
    ['fr', 'un voyage en train pour voir tante Rose en ville', 'Tante Rose'],
  ] as const)('%s "%s": the one gone to see waits at the end, nobody travels with the child', (lang, idea, name) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('journey');
    expect(r.owner?.name).toBe(name);
    expect(r.subject).toBeUndefined();
  });

  it.each([
    ['a train trip to see auntie Rose in the city', 'english', /just to see me/, /take Rose|too far for me/],
    ['un voyage en train pour voir tante Rose en ville', 'french', /pour me voir/, /emmener|Tu m'as emmen/],
  ] as const)('"%s": met and welcomed at the end of the journey, never taken along', (idea, language, welcome, taken) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ character: (['curious-mouse', 'little-bear', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: 'sharing', childName: 'Emma', customPrompt: idea, seed });
      const resolution = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
      expect(plan.plot, `seed ${seed}`).toBe('reach-place');
      expect(plan.cast.find((c) => c.role === 'owner')?.introducedIn, `seed ${seed}`).toBe(resolution);
      expect(book.chapters[resolution]?.content, `seed ${seed}`).toMatch(welcome);
      expect([book.description, ...book.chapters.map((c) => c.content)].join('\n'), `seed ${seed}`).not.toMatch(taken);
    }
  });
});

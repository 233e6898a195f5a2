// Fault found reading books: 'Papa travaille loin' became 'À la recherche de Papa', 'missing Grandma who moved
// away' 'Where Did Grandma Go?', the child walking into the woods to find them; 'Ava is sad because daddy is away
// on a work trip' a storm. A parent expects the child to miss them, act on it as a child does (a letter, a call,
// counting sleeps, cross with everything), find a way through, and see them again at home.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'family', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['empathy', 'sharing', 'honesty', 'none'] as const)[seed % 4]!, childName, customPrompt, seed,
});

describe('someone dear far away', () => {
  it.each([
    ['fr', 'Papa travaille loin', 'papa'], ['fr', 'Papa travaille loin et il lui manque', 'papa'], ['en', 'missing Grandma who moved away', 'grandma'], ['en', 'Ava is sad because daddy is away on a work trip', 'daddy'],
    ['en', 'Daddy is away for work', 'daddy'],
  ] as const)('%s "%s" is someone missed, the one far away its subject', (lang, idea, who) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('missing-friend');
    expect(r.subject?.head).toBe(who);
  });

  it.each([
    ['Papa travaille loin', 'french', 'Jade', /manque|loin/], ['missing Grandma who moved away', 'english', 'Tom', /miss/],
    ['Ava is sad because daddy is away on a work trip', 'english', 'Ava', /miss/], ['Daddy is away for work', 'english', 'Emma', /miss/],
  ] as const)('"%s": missed at home, never searched for, and seen again at the end', (idea, language, name, missing) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(plan.plot, `seed ${seed}`).toBe('find-friend');
      expect(plan.cast.find((c) => c.role === 'owner')?.fromIdea, `seed ${seed}`).toBe(true);
      expect(book.title, `seed ${seed}`).not.toMatch(/recherche|Looking|Where Did/);
      expect(text, `seed ${seed}`).not.toMatch(/À la recherche|Let's go and find|Allons chercher|footprints|traces de pas|hedgehog|hérisson/);
      expect(text, `seed ${seed}`).toMatch(missing);
      // The turning point and the meeting again are at home.
      expect(plan.places.find((p) => p.role === 'far')?.id, `seed ${seed}`).toBe(plan.places.find((p) => p.role === 'home')?.id);
    }
  });
});

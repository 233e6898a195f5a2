// Fault found reading books: 'Noah is new at school and wants a friend' became a search for a stock little
// hedgehog ('Where Did the Little Hedgehog Go?'), 'he has nobody to play with at the park' a party for Granny,
// 'Léa voudrait que la nouvelle voisine joue avec elle' a party. A parent expects their child, lonely or shy, to
// try (too loud, too quiet, the wrong game), say hello at last, and end the day playing with a new friend.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['empathy', 'sharing', 'perseverance', 'none'] as const)[seed % 4]!, childName, customPrompt, seed,
});

describe('a child who wants a friend', () => {
  it.each([
    ['en', 'Noah is new at school and wants a friend'], ['en', 'he has nobody to play with at the park'],
    ['en', 'Mia is shy and too scared to talk to the other kids'], ['fr', "ma fille est timide et n'a pas de copine"],
    ['fr', 'Léa voudrait que la nouvelle voisine joue avec elle'], ['fr', 'Inès est toute seule dans la cour de récré'],
  ] as const)('%s "%s" is read as a friend to make', (lang, idea) => {
    expect(readIdea(lang, idea).situation).toBe('make-friend');
  });

  it.each([
    ['Noah is new at school and wants a friend', 'english', 'Noah'], ['he has nobody to play with at the park', 'english', 'Leo'],
    ["ma fille est timide et n'a pas de copine", 'french', 'Emma'], ['Inès est toute seule dans la cour de récré', 'french', 'Inès'],
  ] as const)('"%s": the child is lonely, tries, says hello and plays with a new friend met where children play', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(plan.plot, `seed ${seed}`).toBe('find-friend');
      // The child is the hero, the friend a child met: no stock animal looked for, no search.
      const owner = plan.cast.find((c) => c.role === 'owner');
      expect(plan.cast.find((c) => c.role === 'hero')?.name, `seed ${seed}`).toBe(name);
      expect(['Lily', 'Sami', 'Rosa', 'Finn', 'Lou', 'Malo', 'Nour', 'Timéo'], `seed ${seed}`).toContain(owner?.name);
      expect(text, `seed ${seed}`).not.toMatch(/hedgehog|baby duck|hérisson|bébé canard|Where Did|Looking for|À la recherche|retrouve un ami/);
      // Where other children play (the playground, the park), never a wood, a cave or a mountain.
      for (const p of plan.places.filter((q) => q.role !== 'home')) expect(['village', 'park'], `seed ${seed}`).toContain(p.id);
      // The friend is on the page from the meeting on.
      const turn = plan.chapters.flatMap((c) => c.events).find((e) => e.kind === 'turning-point');
      expect(turn?.present, `seed ${seed}`).toContain('owner');
      expect(text, `seed ${seed}`).toContain(owner?.name ?? '?');
    }
  });

  it('a shy giraffe is still befriended by the child, not the child made lonely', () => {
    const { plan, book } = tellStory(request('a very shy giraffe', 'english', 4, 'Ella'));
    expect(plan.plot).toBe('find-friend');
    expect(plan.cast.find((c) => c.role === 'owner')?.noun).toMatch(/giraffe/);
    expect(book.chapters.map((c) => c.content).join(' ')).not.toMatch(/HELLO! CAN I PLAY/);
  });
});

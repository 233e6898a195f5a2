// Fault found reading books: 'I wish I could see a real rainbow' came true in a cave in the evening, after a
// mole "had bumped into something just like that" and a crow offered to find the "lost thing". A wish is
// seen under the open sky, and the sharing lesson finds the way to see it, not a lost thing.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: 'curious-mouse', theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: 'sharing', childName: 'Maya', customPrompt, seed,
});

describe('a wish to see something', () => {
  it.each([
    ['I wish I could see a real rainbow', 'english'], ['she dreams of seeing a shooting star', 'english'], ['voir une vraie étoile filante', 'french'],
  ] as const)('"%s" comes true under the open sky, and nobody looks for a lost thing', (idea, language) => {
    let caves = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const told = tellStory(request(idea, language, seed));
      expect(told.plan.plot, `seed ${seed}`).toBe('find-lost');
      if (told.plan.places.some((p) => p.role === 'far' && p.id === 'cave')) caves += 1;
      const text = told.book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/bumped into something just like that|Lost thing\?/);
    }
    expect(caves).toBe(0);
  });
});

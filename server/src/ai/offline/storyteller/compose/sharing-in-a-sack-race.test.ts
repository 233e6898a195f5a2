// Fault found reading books: in a sack race the sharing lesson's bag was also « le sac », so the treat seemed
// hidden in the sack Léo was hopping in. With the race's 'hop' flag the treat waits in a basket instead.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, seed: number): StoryRequest => ({
  character: 'curious-mouse', theme: 'adventure', length: 'medium', language: 'french', ageGroup: '5-8', moralLesson: 'sharing', childName: 'Léo', customPrompt, seed,
});

describe('the sharing lesson beside a sack race', () => {
  it('keeps the treat in a basket, never in the sack that is raced in', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const text = tellStory(request('une course en sac avec papa', seed)).book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).toMatch(/panier/);
      expect(text, `seed ${seed}`).not.toMatch(/(?:fond du|ouvrit le|ouvrant le|regarda le|referma le|ferma bien le|nœud du) sac\b|sac (?:vide|plein|était vide|pesait)|(?:^|[.!?] )Dans le sac, il y avait/i);
    }
  });

  it('keeps the bag in any other book', () => {
    const text = [1, 2, 3].map((seed) => tellStory(request('une course de vélo', seed)).book.chapters.map((c) => c.content).join('\n')).join('\n');
    expect(text).toMatch(/\bsac\b/);
  });
});

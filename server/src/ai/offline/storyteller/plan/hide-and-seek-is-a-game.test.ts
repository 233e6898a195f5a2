// Issue 10, 'the parent's idea is the plot': 'Emma wants to find the best hiding place in the garden' was a search
// for a lost 'place' that 'had escaped' and 'climbed in' to Emma's hands; 'playing hide and seek' was 'The Great
// Playing Hunt'; 'hide and seek with grandpa' was Grandpa's party. Hide and seek is a game played in the garden
// with the one who counts: the hiding places tried, the giggles that give them away, the best one found at last.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => spreadRequest(customPrompt, language, seed, childName, { themes: ['adventure'] });

describe('hide and seek is a game', () => {
  it.each([
    ['en', 'Emma wants to find the best hiding place in the garden', undefined], ['en', 'playing hide and seek', undefined],
    ['en', 'hide and seek with grandpa', 'Grandpa'], ['fr', 'jouer à cache-cache avec papi', 'Papi'], ['fr', 'Léa veut trouver la meilleure cachette du jardin', undefined],
  ] as const)('%s "%s" is read as the game, with whoever counts', (lang, idea, owner) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('hiding');
    expect(reading.owner?.name).toBe(owner);
  });

  it.each([
    ['Emma wants to find the best hiding place in the garden', 'english', 'Emma', /hid(?:e|ing)/i],
    ['hide and seek with grandpa', 'english', 'Leo', /hid(?:e|ing)|seek/i],
    ['jouer à cache-cache avec papi', 'french', 'Léa', /cach/i],
  ] as const)('"%s": the child hides, from the problem to the ending, and nothing is lost', (idea, language, name, game) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(game);
      for (const kind of ['problem', 'turning-point']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toContain(name);
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(/escaped|had gone|the place (?:climbed|had)|s'était échappé|Nobody found/);
    }
  });
});

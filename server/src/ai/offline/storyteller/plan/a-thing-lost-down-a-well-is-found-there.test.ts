// « le doudou est tombé dans le puits » was looked for all day and found in a cave: a thing lost where the idea says
// (words.yaml 'spots': the well, the hedge) is found there, whatever the seed; the well is in the garden.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const plan = (language: 'english' | 'french', idea: string, seed: number) =>
  tellStory({ character: 'curious-mouse', theme: 'family', language, length: 'short', ageGroup: '5-8', moralLesson: 'none', childName: 'Léa', customPrompt: idea, seed }).plan;

describe('a thing lost down a well is found there', () => {
  it.each([
    ['french', 'le doudou est tombé dans le puits'],
    ['french', 'la balle de Noé est tombée dans le puits de mamie'],
    ['english', 'Ava lost her bouncy ball in the hedge'],
  ] as const)('%s "%s": found in the garden', (language, idea) => {
    const lost = [1, 2, 3, 4].map((seed) => plan(language, idea, seed)).filter((p) => p.plot === 'find-lost');
    expect(lost.length).toBeGreaterThan(0);
    for (const p of lost) expect(p.places.find((x) => x.role === 'far')?.id).toBe('garden');
  });
});

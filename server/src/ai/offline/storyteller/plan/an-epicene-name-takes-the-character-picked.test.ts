// Seen reading: with the clever princess and the name Camille, the French opening said « Camille, un jeune prince
// astucieux ». A name that is a girl's as well as a boy's (Camille, Sacha) takes the princess or the knight the
// parent picked, unless the idea says who the child is ('my son').
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (character: StoryRequest['character'], childName: string, customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character, theme: 'adventure', length: 'short', language, ageGroup: '5-8', moralLesson: 'sharing', childName, customPrompt, seed,
});

describe('an epicene name takes the character the parent picked', () => {
  it.each([1, 2, 3])('Camille with the clever princess is a princess (seed %i)', (seed) => {
    const fr = tellStory(request('clever-princess', 'Camille', 'une journée au parc', 'french', seed));
    expect(fr.plan.cast.find((c) => c.role === 'hero')?.gender).toBe('f');
    expect(fr.book.chapters.map((c) => c.content).join('\n')).not.toContain('jeune prince astucieux');
    const en = tellStory(request('clever-princess', 'Sacha', '', 'english', seed));
    expect(en.plan.cast.find((c) => c.role === 'hero')?.species).toMatch(/princess/);
  });

  it('Camille with the brave knight is a knight, and the idea\'s "my son" a boy', () => {
    expect(tellStory(request('brave-knight', 'Camille', '', 'french', 1)).plan.cast.find((c) => c.role === 'hero')?.gender).toBe('m');
    expect(tellStory(request('clever-princess', 'Camille', 'my son wants to learn to swim', 'english', 1)).plan.cast.find((c) => c.role === 'hero')?.gender).toBe('m');
  });
});

// French idioms an editor circled in twelve books of new parent ideas (issue 10, session 28): each test prints the
// book the mark was found in and asserts on its words, so the mark comes back if the telling or the rule does.
import { describe, expect, it } from 'vitest';
import type { AgeGroup, Character, MoralLesson, StoryLength, Theme } from '@storyloom/contracts/options';
import { tellStory } from '../../index.ts';

function book(idea: string, name: string, length: StoryLength, ageGroup: AgeGroup, character: Character, theme: Theme, moralLesson: MoralLesson, seed: number): string {
  const { book: b } = tellStory({ character, theme, moralLesson, ageGroup, length, language: 'french', childName: name, customPrompt: idea, seed });
  return [b.title, b.description, ...b.chapters.map((c) => c.content)].join('\n\n');
}

describe('French idioms in the offline books', () => {
  it('says idiomatic French where a sound was made up: knees « jouaient des castagnettes », a cushion den « bien moins amusante », never « très lourde »', () => {
    const manon = book('Manon a peur du noir quand maman éteint la lumière', 'Manon', 'long', '3-5', 'little-bear', 'bravery', 'none', 9);
    expect(manon).toContain('ses genoux jouaient des castagnettes');
    expect(manon).not.toContain('gling-glang');
    // A cushion den is now built with Mamie (do-together 'fort'), not a skill: the skill's line is read on a scooter.
    const jade = book('apprendre à faire de la trottinette', 'Jade', 'long', '5-8', 'wise-owl', 'learning', 'sharing', 2);
    expect(jade).toContain('la trottinette sembla soudain bien moins amusante');
    expect(jade).not.toContain('très lourde');
  });
});

// Fault found reading books (editor pass, English): 'our cat Pickle keeps hiding in the washing basket and falling
// asleep' was read as nothing happening, and the book became a race against Pickle ('Max turned round, waited for
// Pickle, and shook its hand'). A pet that keeps hiding is looked for, and found.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a pet that keeps hiding is looked for', () => {
  it.each(['our cat Pickle keeps hiding in the washing basket and falling asleep', 'my kitten always hides under the bed'])('"%s"', (idea) => {
    expect(readIdea('en', idea).situation).toBe('lost');
    const { plan } = tellStory({ character: 'playful-cat', theme: 'adventure', length: 'medium', language: 'english', ageGroup: '5-8', moralLesson: 'none', childName: 'Max', customPrompt: idea, seed: 4 });
    expect(plan.plot).toBe('find-lost');
  });
  it('keeps a game of hide and seek a thing learnt', () => {
    expect(readIdea('en', 'a giraffe who is too tall to play hide and seek').situation).not.toBe('lost');
  });
});

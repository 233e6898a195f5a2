// Fault found reading books: every sharing book told the same scene (the helper eats the apples and gives
// advice), whatever the plot. In a plot with its own telling, what is shared changes what happens next:
// the animals who ate it search for the lost thing, the helper's pockets hold glue, the party gets fed,
// a shared comfort shrinks a fear, a shared lane changes a race, sharing first changes a mind.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, seed: number): StoryRequest => ({
  character: 'curious-mouse', theme: 'adventure', length: 'medium', language: 'english', ageGroup: '5-8', moralLesson: 'sharing', childName: 'Leo', customPrompt, seed,
});

describe('the sharing moral in a plot of its own', () => {
  it.each([
    ['a lost red umbrella', /the mole, licking its paws|Crows see everything/],
    ['my teddy is broken', /turned out .* own pockets in return|with a fixer's eye/],
    ['a kite stuck in a tree', /squirrels who had crept down to watch|[Mm]y shoulders(?: are yours)?\. Up you get/],
    ['Leo is afraid of the dark', /three of them to face it instead of two|busy looking after somebody else/],
    ['learning to ride a bike', /shared something better: turns|a row of sparrows is cheering/],
    ['my grandpa wants to learn to swim', /a shared picnic is very good at|Now you share what you know/],
    ['an egg and spoon race at sports day', /Fair's fair\. Here's the secret|moved over, shared the way/],
    ["my sister won't share her dolls", /Nobody had ever shared first before|There's always some for you/],
  ])('tells "%s" with its own sharing scene, never the apples-for-advice one', (idea, own) => {
    for (let seed = 1; seed <= 4; seed++) {
      const told = tellStory(request(idea, seed));
      const text = told.book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).toMatch(own);
      expect(text, `seed ${seed}`).not.toMatch(/so I'll tell you what I've told nobody|With a full tummy, I can think properly|rolled up .* sleeves and showed them what to do/);
    }
  });
});

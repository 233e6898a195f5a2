// Fault found reading books (editor pass, English): 'Mia wants to be a ballerina' said 'learning to be a
// ballerina' eight times in one long book ('told him about learning to be a ballerina', 'For services to learning
// to be a ballerina', 'By pudding, learning to be a ballerina had become a legend'); 'Leo dreams of playing
// football for his team' said 'learning to playing football'. An editor says the dream whole once, then 'the
// ballet dream'; a dream said with -ing is told with its verb ('play football'). 'Ruby wishes she could fly like a
// bird' said 'learning to fly like a bird' six times: then 'the challenge'. 'Noah doesnt want to go to bed' said
// 'the great argument over whether to go to bed' on every page: then 'the great argument'.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const book = (customPrompt: string, childName: string, seed: number) => tellStory({
  character: (['magical-unicorn', 'curious-mouse', 'little-bear'] as const)[seed % 3]!, theme: 'learning', length: 'long',
  language: 'english', ageGroup: (['5-8', '8-12'] as const)[seed % 2]!, moralLesson: (['none', 'perseverance'] as const)[seed % 2]!, childName, customPrompt, seed,
}).book;

describe('what the book talks of is said whole once, then by its short name', () => {
  it.each([['Mia wants to be a ballerina', 'Mia', 'be a ballerina', 'the ballet dream'], ['Leo dreams of playing football for his team', 'Leo', 'play football', 'the football dream']])(
    '"%s"', (idea, name, deed, short) => {
      let shortened = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const text = book(idea, name, seed).chapters.map((c) => c.content).join('\n');
        expect(text.split(`learning to ${deed}`).length - 1, `seed ${seed}`).toBeLessThanOrEqual(1);
        expect(text, `seed ${seed}`).not.toMatch(/\bto playing\b/);
        if (text.toLowerCase().includes(short)) shortened++;
      }
      expect(shortened).toBeGreaterThan(2);
    });

  it('a skill that is no dream is "the challenge" once said whole', () => {
    let shortened = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const text = book('Ruby wishes she could fly like a bird', 'Ruby', seed).chapters.map((c) => c.content).join('\n');
      expect(text.split('learning to fly like a bird').length - 1, `seed ${seed}`).toBeLessThanOrEqual(1);
      if (text.includes('the challenge')) shortened++;
    }
    expect(shortened).toBeGreaterThan(2);
  });

  it('a child\'s own "won\'t" is said whole once a page, then "the great argument"', () => {
    let shortened = 0;
    for (let seed = 1; seed <= 8; seed++) {
      // Not going to bed is a bedtime story of its own now (plan: bedtime); tidying up is still the child's own no.
      const pages = book('Noah doesnt want to tidy his room because he wants to keep playing with his trains', 'Noah', seed).chapters.map((c) => c.content);
      // Said whole once on a page, so the parent's deed stays on the page that talks of it; never twice on one.
      for (const page of pages) expect(page.split('the great argument over whether to tidy the room').length - 1, `seed ${seed}`).toBeLessThanOrEqual(1);
      if (pages.some((page) => /the great argument(?! over)/.test(page))) shortened++;
    }
    expect(shortened).toBeGreaterThan(0);
  });

  it('reads a dream said with -ing as its verb', () => {
    expect(readIdea('en', 'Leo dreams of playing football for his team').deed).toBe('play football');
    expect(readIdea('en', 'she dreams of riding a horse').deed).toBe('ride a horse');
    expect(readIdea('en', 'he dreams of swimming with dolphins').deed).toBe('swim');
    expect(readIdea('en', 'she would love to go dancing').deed).toBe('go dancing');
  });
});

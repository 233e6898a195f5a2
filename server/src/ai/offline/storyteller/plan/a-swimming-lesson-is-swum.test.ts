// Read as a parent (issue 10): 'Isla is starting swimming lessons and she doesn't like putting her face in the water'
// was a big day out at the pool ("Good thing I've got the water!", "Then came the big part. It was very big. And very
// loud!"); 'Tom is learning to swim' walked to the sea and went "Wobble, wobble, bump", "look at the tree at the end of
// the path". Swimming lessons are learning to swim (idea/reading-<lang>.yaml sayings), told at the pool from the first
// try with their own tellings (plots/learn-skill/swim.yaml): bubbles, the face in the water, the float, three strokes.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number) =>
  spreadRequest(customPrompt, language, seed, childName, { characters: ['magical-unicorn', 'wise-owl', 'playful-cat', 'brave-knight'], themes: ['bravery'], morals: ['perseverance', 'honesty', 'none', 'empathy'] });

const IDEAS: [string, 'english' | 'french', string][] = [
  ["Isla is starting swimming lessons and she doesn't like putting her face in the water", 'english', 'Isla'],
  ['Tom is learning to swim', 'english', 'Tom'],
  ['his first swimming lesson', 'english', ''],
  ['son premier cours de natation', 'french', 'Jules'],
  ['Lou apprend à nager', 'french', 'Lou'],
];
const WATER = { english: /\b(?:water|pool|bubbles|swim|swam|shallow end|float|armbands?)\b/i, french: /\b(?:eau|piscine|bulles|nag|petit bain|planche|brassards?)/i };
const NOT_A_SWIM = { english: /wobble, wobble|wibble, bump|the tree at the end of the path|Good thing I've got the water|the big part/i, french: /zigzag, zigzag|l'arbre au bout de l'allée|Heureusement que j'ai l'eau/i };

describe('a swimming lesson is learning to swim, at the pool', () => {
  it.each(IDEAS)('"%s" is read as learning to swim', (idea, language) => {
    expect(readIdea(language === 'english' ? 'en' : 'fr', idea).deed).toBe(language === 'english' ? 'swim' : 'nager');
  });

  it.each(IDEAS)('"%s": every page from the first try is at the pool, in the water, and nothing wobbles', (idea, language, name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { plan, book } = tellStory(request(idea, language, name, seed));
      expect(plan.plot, `seed ${seed}`).toBe('learn-skill');
      expect(plan.places.filter((p) => p.role !== 'home').map((p) => p.id), `seed ${seed}`).toEqual(['pool', 'pool']);
      const trying = book.chapters.filter((c) => c.parts.some((p) => ['try', 'turning-point', 'resolution'].includes(p.kind)));
      for (const c of trying) expect(c.content, `seed ${seed}: ${c.title}`).toMatch(WATER[language]);
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(NOT_A_SWIM[language]);
      expect(book.title, `seed ${seed}`).not.toMatch(/Something New|Wobble/i);
    }
  });
});

// Faults found reading books (editor pass, English): 'the hens escaped from the garden and grandpa cant catch
// them' began 'It was only halfway home that Lucy noticed... the place where the hens always rode was bare' (the
// garden read as 'lost out there', and an animal told as a thing carried); with Grandpa, 'I've looked under the
// cushions'. 'Jack lost his wellie in the mud' sang 'the words the wellie said very loudly'. An animal that got
// out is told as got out; the garden is home's own.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const text = (customPrompt: string, seed: number, age: '5-8' | '8-12' = '5-8') => tellStory({
  character: (['clever-princess', 'wise-owl', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['medium', 'long'] as const)[seed % 2]!,
  language: 'english', ageGroup: age, moralLesson: 'responsibility', childName: 'Lucy', customPrompt, seed,
}).book.chapters.map((c) => c.content).join('\n');

describe('an animal that got out is not mislaid', () => {
  it('the hens that escaped from the garden', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const book = text('the hens escaped from the garden and grandpa cant catch them', seed);
      expect(book, `seed ${seed}`).not.toMatch(/halfway home|always rode|under the cushions|bread bin|drawers|I had them when we went out/);
      expect(book, `seed ${seed}`).toContain('Grandpa');
    }
  });
  it('a wellie lost in the mud says nothing', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const book = tellStory({ character: 'brave-knight', theme: 'adventure', length: 'medium', language: 'english', ageGroup: '8-12', moralLesson: 'honesty', childName: '', customPrompt: 'Jack lost his wellie in the mud on the farm', seed }).book;
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/the wellie said|wellie always rode/);
    }
  });
});

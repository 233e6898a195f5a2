// Read in the new days (issue 10), empathy: at Granny's bedside and at the zoo the turning point had everyone
// asked how they felt, 'Teddy was tired. Opal was cold', and 'it had never been a race': nobody had raced. And in
// a sleepover at Lily's it had 'How sad Lily must feel!', when the one missing home was the child, not the friend
// whose house it is. A day whose trouble is felt ('felt-trouble') keeps its turning point to those who feel it.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const moralOf = (idea: string, language: 'english' | 'french', seed: number): string => {
  const told = tellStory({ character: 'little-bear', theme: 'family', length: 'medium', language, ageGroup: seed % 2 ? '3-5' : '8-12', moralLesson: 'empathy', childName: 'Mia', customPrompt: idea, seed });
  return told.book.chapters.flatMap((c) => c.parts).filter((p) => p.kind.startsWith('moral')).map((p) => p.text).join(' ');
};

describe('empathy in a day whose trouble is felt', () => {
  it.each(['Granny is poorly', 'a trip to the zoo', "Mia's first sleepover at Lily's house", 'Olivia goes to summer camp'])('"%s": no race, nobody cold', (idea) => {
    for (let seed = 1; seed <= 12; seed++) expect(moralOf(idea, 'english', seed), `seed ${seed}`).not.toMatch(/never been a race|was cold/);
  });

  it.each([["Mia's first sleepover at Lily's house", 'english'], ['sa première soirée pyjama chez Jade', 'french']] as const)('"%s": the friend hosting is not the sad one', (idea, language) => {
    for (let seed = 1; seed <= 12; seed++) expect(moralOf(idea, language, seed), `seed ${seed}`).not.toMatch(/(?:Lily|Jade) (?:must feel|be feeling)|Comme Jade devait être triste|Jade devait se sentir/);
  });
});

// 'Grandpa Joe takes Noah fishing at the lake but they catch an old boot' was told as a thing Noah had brought from
// home ('He would not have gone anywhere without it'). A thing found, caught or dug up on the day is the day's
// surprise: it is read as found, told once as a find, and on a fishing day it comes up on the line.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../idea/read-idea.ts';

const CASES: ['en' | 'fr', string, string, boolean][] = [
  ['en', 'Grandpa Joe takes Noah fishing at the lake but they catch an old boot', 'old boot', true],
  ['en', 'going to the beach with mum and we dig up a treasure chest', 'treasure chest', false],
  ['fr', 'Papi Jean emmène Noé à la pêche au lac mais ils attrapent une vieille botte', 'vieille botte', true],
  ['fr', 'une journée à la plage avec maman et on trouve un coffre au trésor', 'coffre', false],
];

const BROUGHT = [/would not have gone anywhere without/i, /had brought/i, /Good thing I've got/i, /avait emporté/i, /nulle part sans/i, /Heureusement que j'ai/i];
const LINE = { en: /out of the water|up came/i, fr: /hors de l'eau|sortit de l'eau|sortit /i };

describe('a thing caught or found is the day’s surprise', () => {
  for (const [lang, idea, thing, fishing] of CASES) {
    it(`${lang}: ${idea}`, () => {
      expect(readIdea(lang, idea).details?.map((d) => d.kind)).toContain('found');
      for (const [length, age, seed] of [['short', '3-5', 2], ['medium', '5-8', 4], ['long', '8-12', 7]] as const) {
        const { book } = tellStory({ character: 'wise-owl', theme: 'discovery', moralLesson: 'perseverance', ageGroup: age, length, childName: 'Noah', customPrompt: idea, language: lang === 'en' ? 'english' : 'french', seed });
        const lines = book.chapters.flatMap((c) => c.content.split('\n')).filter((l) => l.toLowerCase().includes(thing));
        expect(lines.length, `${length}: the ${thing} is told`).toBeGreaterThan(0);
        for (const l of lines) for (const b of BROUGHT) expect(l, length).not.toMatch(b);
        if (fishing) expect(lines.some((l) => LINE[lang].test(l)), `${length}: caught on the line`).toBe(true);
      }
    });
  }
});

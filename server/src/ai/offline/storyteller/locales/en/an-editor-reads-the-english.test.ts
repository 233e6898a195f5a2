// What a children's book editor marked reading sixteen English books (issue 10): the teapot described
// before anything happens, "Sacha's toes inside Sacha's boots", "the shiny red umbrella" in full in every
// sentence, long looks around for readers of 3-5, "a little boy" of eleven. Each fault, held here.
import type { AgeGroup, Character, StoryLength } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../story-lint/text-measures.ts';
import { tellStory } from '../../index.ts';

const told = (idea: string, childName: string, ageGroup: AgeGroup, seed: number, length: StoryLength = 'long', character: Character = 'curious-mouse') =>
  tellStory({ character, theme: 'adventure', length, language: 'english', ageGroup, moralLesson: 'sharing', childName, customPrompt: idea, seed });
const textOf = (t: ReturnType<typeof told>): string => t.book.chapters.map((c) => c.content).join('\n\n');

const IDEAS = ['a red umbrella that flies away in the storm', 'Grandma lost her glasses', 'our cat is stuck on the roof', "she's scared of the dark", 'a snail who wants to go to the fair'];

describe('an editor reads the English books', () => {
  it("opens no page with a place's scenery: something happens first", () => {
    for (const [i, idea] of IDEAS.entries()) for (const age of ['3-5', '8-12'] as const) {
      const { book } = told(idea, 'Emma', age, i + 1);
      for (const [n, c] of book.chapters.entries()) expect(c.parts[0]?.kind, `${idea} ${age} chapter ${n + 1}`).not.toBe('texture:scenery');
    }
  });

  it('calls a child whose name says no gender "they" and "their", with a plural verb', () => {
    for (const name of ['Sacha', 'Alex', 'Sam']) for (const [i, idea] of IDEAS.entries()) {
      const text = textOf(told(idea, name, '5-8', i + 3));
      // Never the name again in a pronoun's place: "Sacha wiggled Sacha's toes", "Sam had listened with Sam's heart".
      expect(text, `${name}: ${idea}`).not.toMatch(new RegExp(`(?:^|[.!?”] )${name} [^.!?“”,:;]*\\b${name}'s\\b`, 'm'));
      expect(text, `${name}: ${idea}`).not.toMatch(/\bthey (?:was|is|has|does)\b/i);
    }
    expect(textOf(told('a red umbrella that flies away in the storm', 'Sacha', '5-8', 1))).toMatch(/\b(?:their|they)\b/);
  });

  it('names the parent\'s long thing in full once, then by its noun', () => {
    for (const seed of [6, 7, 8]) {
      const t = told('the shiny red umbrella with white spots flies away', 'Alex', '8-12', seed);
      const text = textOf(t);
      expect(text.match(/shiny red umbrella/gi)?.length, `seed ${seed}`).toBe(1);
      expect(text.match(/\bthe umbrella\b/gi)?.length ?? 0, `seed ${seed}`).toBeGreaterThan(3);
    }
  });

  it('gives readers of 3-5 short looks around: scenery lines of at most 14 words', () => {
    for (const [i, idea] of IDEAS.entries()) for (const length of ['medium', 'long'] as const) {
      const { book } = told(idea, i % 2 ? 'Mia' : '', '3-5', i + 10, length);
      for (const p of book.chapters.flatMap((c) => c.parts)) if (p.kind === 'texture:scenery') expect(countWords(p.text), p.text).toBeLessThanOrEqual(14);
    }
  });

  it('keeps a cat stuck on the roof on the roof: no trunk, no branches, and no second cat beside the child', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) for (const age of ['3-5', '8-12'] as const) {
      const t = told('our cat is stuck on the roof', 'Leo', age, seed, 'long', 'brave-knight');
      expect(t.plan.plot).toBe('free-stuck');
      const plot = t.book.chapters.flatMap((c) => c.parts).filter((p) => !p.kind.startsWith('texture')).map((p) => p.text).join(' ');
      expect(plot, `seed ${seed} ${age}`).not.toMatch(/\b(?:trunk|branch(?:es)?|bark|leaves|tallest tree)\b|in the roof/);
      expect(plot, `seed ${seed} ${age}`).toMatch(/\broof\b/);
      expect(t.plan.cast.find((c) => c.role === 'companion')?.figure, `seed ${seed}`).not.toBe('playful-cat');
    }
  });

  it('calls a reader of 8-12 a boy or a girl, never a little one', () => {
    for (const [i, idea] of IDEAS.entries()) for (const name of ['Noah', 'Emma']) {
      const t = told(idea, name, '8-12', i + 20);
      expect(t.plan.cast.find((c) => c.role === 'hero')?.species, `${name}: ${idea}`).toMatch(/^(?:boy|girl)$/);
      // A passer-by may be a little boy in a sunhat; the hero is not.
      expect(textOf(t), `${name}: ${idea}`).not.toMatch(new RegExp(`${name}(?:, | was )a little (?:boy|girl)\\b`));
    }
    expect(told('Grandma lost her glasses', 'Emma', '3-5', 1).plan.cast.find((c) => c.role === 'hero')?.species).toBe('little girl');
  });

  it('tells no fair-weather scenery out in a storm', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { plan, book } = told('a red umbrella that flies away in the storm', 'Sacha', '5-8', seed);
      for (const [i, c] of book.chapters.entries()) {
        if (plan.chapters[i]?.weather !== 'storm' || plan.chapters[i]?.place === 'home') continue;
        expect(c.parts.filter((p) => p.kind === 'texture:scenery').map((p) => p.text), `seed ${seed} chapter ${i + 1}`).toEqual([]);
      }
    }
  });
});

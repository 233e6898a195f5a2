// Food on the table when the page is a meal (issue 10 'each picture shows its page'): a breakfast the child sits at,
// a picnic laid out on the blanket, a birthday tea were drawn as a bare room or a bare meadow. A page whose words sit
// down to a meal draws it (scene-cues 'meal': toast and an egg, the checked rug with its basket, cupcakes and the
// teapot); a page that only tells the time by it ('before breakfast') or names the dog's breakfast bowl does not, and
// a picnic told of at home stays in the meadow (picture-rules.yaml 'outdoor-states').
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import type { Book } from './write-book.ts';

const mealOf = (c: Book['chapters'][number]): string | undefined => [...c.brief.props, ...(c.brief.named ?? [])].find((p) => p.prop === 'meal')?.state;
const books = (idea: string, language: 'english' | 'french'): Book[] => [1, 2, 3].map((seed) => tellStory(spreadRequest(idea, language, seed, 'Emma')).book);

describe('a meal sat down to is on the table', () => {
  it.each([
    ['a picnic with grandma and the ants', 'english', 'picnic'],
    ['un pique-nique avec mamie et les fourmis', 'french', 'picnic'],
    ['a birthday tea for Grandpa', 'english', 'tea'],
  ] as const)('"%s" (%s) draws the %s on its pages', (idea, language, state) => {
    const chapters = books(idea, language).flatMap((b) => b.chapters);
    expect(chapters.filter((c) => mealOf(c) === state).length).toBeGreaterThanOrEqual(3);
    // Never the picnic in a room or at home, where the words only tell of it.
    for (const c of chapters) if (mealOf(c) === 'picnic') expect(['home', 'castle', 'library'], c.content.slice(0, 120)).not.toContain(c.brief.place);
  });

  it('draws the breakfast the child sits at', () => {
    const { book } = tellStory({ character: 'little-bear', theme: 'family', length: 'medium', language: 'english', ageGroup: '5-8', moralLesson: 'none', childName: 'Emma', customPrompt: 'my daughter is nervous about her first day at school', seed: 2 });
    const sat = book.chapters.filter((c) => /sat at breakfast/.test(c.content));
    expect(sat.length).toBeGreaterThan(0);
    for (const c of sat) expect(mealOf(c), c.content.slice(0, 160)).toBe('breakfast');
  });

  it.each([
    ['my daughter is nervous about her first day at school', 'english', /\bAt tea\b/],
    ["Léa a peur de sa rentrée à l'école", 'french', /Au dîner/],
  ] as const)('"%s" (%s): the family supper the day is told at is on the table', (idea, language, supper) => {
    const told = books(idea, language).flatMap((b) => b.chapters).filter((c) => supper.test(c.content));
    expect(told.length).toBeGreaterThan(0);
    for (const c of told) expect(mealOf(c), c.content.slice(0, 160)).toBeDefined();
  });

  it('draws no meal where the words only name the dog\'s breakfast bowl', () => {
    const bowl = books('our dog is poorly and has to go to the vet', 'english').flatMap((b) => b.chapters).filter((c) => /breakfast bowl/.test(c.content));
    expect(bowl.length).toBeGreaterThan(0);
    for (const c of bowl) expect(mealOf(c), c.content.slice(0, 160)).toBeUndefined();
  });
});

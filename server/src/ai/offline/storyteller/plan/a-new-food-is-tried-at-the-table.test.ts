// Issue 10, 'the parent's idea is the plot': 'Mia doesn't want to try broccoli' was a refusal talked round in the
// garden ('the great argument over whether to try broccoli', a race), 'Noah is scared of trying new food' a fear, and
// 'The trying food was not in its place… Lost!'. A new food is tried now (do-together 'food', plots/do-together/food.yaml):
// the food named, with its article in French, the child's no, looking and sniffing, a tiny bite, the companion first, a
// game, cooking it together, the turning point, the end at the table. Never a lost thing, never a party; every page at home.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const EN: [string, RegExp][] = [
  ["Mia doesn't want to try broccoli", /broccoli/], ['Noah is scared of trying new food', /broccoli/], ["Ava won't eat her vegetables", /vegetables/],
  ['trying sushi for the first time', /sushi/], ['Leo hates peas', /peas/], ['my daughter is a picky eater', /broccoli/],
  ['Sam refuses to taste carrots', /carrots/], ["Oscar doesn't like fish", /fish/],
  // Once a refusal talked round (plan/the-child-who-wont.test.ts): the vegetables are tried now.
  ['she refuses to eat her vegetables', /vegetables/],
];
const FR: [string, RegExp][] = [
  ['Jules ne veut pas goûter les épinards', /les épinards/], ["première fois qu'elle mange des sushis", /les sushis/], ['Léa refuse de manger des légumes', /les légumes/],
  ["Tom n'aime pas les brocolis", /les brocolis/], ['mon fils a peur de goûter de nouveaux aliments', /les brocolis/], ['Inès goûte le poisson pour la première fois', /le poisson/],
  ['Nina ne veut pas manger sa soupe', /la soupe/], ['Hugo déteste les petits pois', /les petits pois/],
];

describe('a new food is tried at the table', () => {
  it.each([...EN.map(([i]) => ['en', i] as const), ...FR.map(([i]) => ['fr', i] as const)])('%s "%s" is a new food to try', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('food');
  });

  it.each([
    ['en', "our rabbit won't eat carrots"], ['en', "a princess who won't eat her vegetables"], ['en', 'baking a carrot cake with grandma'], ['fr', 'mon lapin ne mange pas ses carottes'],
  ] as const)('%s "%s" keeps its own story', (lang, idea) => {
    expect(readIdea(lang, idea).together).not.toBe('food');
  });

  const LENGTHS = ['short', 'medium', 'long'] as const;
  const AGES = ['3-5', '5-8', '8-12'] as const;
  it.each([...EN.map(([i, f]) => [i, 'english', f] as const), ...FR.map(([i, f]) => [i, 'french', f] as const)])(
    '"%s": the food named, tried at home, liked at the table; never lost, never a party', (idea, language, food) => {
      const en = language === 'english';
      for (let seed = 1; seed <= 6; seed++) {
        const req = { ...spreadRequest(idea, language, seed, en ? 'Mia' : 'Jules'), length: LENGTHS[seed % 3] ?? 'short', age: AGES[(seed + 1) % 3] ?? '5-8' };
        const told = tellStory(req);
        const where = `seed ${seed} ${req.length} ${req.age}`;
        expect(told.plan.plot, where).toBe('do-together');
        const home = told.plan.places.find((p) => p.role === 'home')?.id;
        for (const c of told.plan.chapters) expect(told.plan.places.find((p) => p.role === c.place)?.id, where).toBe(home);
        // The food is named in the problem, with its article in French, and the child says no.
        expect(partOf(told.book, 'problem'), where).toMatch(food);
        expect(partOf(told.book, 'problem'), where).toMatch(en ? /\bno\b|not eating|never tried|don't like/i : /\bnon\b|n'en mangerai|jamais goûté|n'aime pas/i);
        expect(partOf(told.book, 'turning-point'), where).toMatch(en ? /like|nice|tasted|tasty/i : /bon|aime|goût/i);
        const book = told.book.chapters.map((c) => c.content).join('\n');
        // The editor's linter finds nothing: the idea on every page it should be, no night words by day, the child on every page.
        expect(lintStory(told.plan, told.book).map((i) => `${i.rule}: ${i.detail}`), where).toEqual([]);
        expect(book, where).not.toMatch(en ? /\bthe party\b|candles|nowhere to be found|not in its place|trying food/i : /la fête|bougies|Mais où|introuvable/i);
      }
    });
});

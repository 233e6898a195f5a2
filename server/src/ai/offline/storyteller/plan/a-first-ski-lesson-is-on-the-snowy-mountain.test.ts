// 'Lucas is going skiing for the first time' was a book with no story at all, and 'Lucas is learning to ski' was learnt in
// Buttercup Meadow under a clear sky, with nobody's skis. A ski lesson (plan/plots.yaml 'lessons' ski-lesson,
// plots/learn-skill/ski.yaml) is on the snowy mountain from the first try: snow on every page, the skis and poles, the
// instructor, the snowplough, falls in the snow, and the run all the way down.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const IDEAS = [
  ['Lucas is going skiing for the first time', 'english'], ["Lucas's first ski lesson", 'english'], ['Lucas is learning to ski', 'english'],
  ['Lucas part au ski pour la première fois', 'french'], ['Lucas apprend à skier', 'french'], ['le premier cours de ski de Lucas', 'french'],
] as const;

describe('a first ski lesson is on the snowy mountain', () => {
  it.each(IDEAS)('"%s" (%s) is skiing learnt in the snow', (idea, language) => {
    const reading = readIdea(language === 'english' ? 'en' : 'fr', idea);
    expect(reading.situation).toBe('learn');
    expect(reading.weather).toBe('snow');
  });

  const LENGTHS = ['short', 'medium', 'long'] as const;
  const AGES = ['3-5', '5-8', '8-12'] as const;
  it.each(IDEAS)('"%s" (%s): on the mountain in the snow, falls, the instructor, down the slope', (idea, language) => {
    const en = language === 'english';
    for (let seed = 1; seed <= 3; seed++) {
      const req = { ...spreadRequest(idea, language, seed, 'Lucas'), length: LENGTHS[seed % 3] ?? 'short', age: AGES[(seed + 1) % 3] ?? '5-8' };
      const told = tellStory(req);
      const where = `seed ${seed} ${req.length} ${req.age}`;
      expect(told.plan.plot, where).toBe('learn-skill');
      // Snow on every page; every try and the turning point on the mountain.
      for (const c of told.plan.chapters) expect(c.weather, where).toBe('snow');
      const away = told.plan.places.filter((p) => p.role !== 'home').map((p) => p.id);
      expect(away, where).toEqual(['mountain', 'mountain']);
      expect(partOf(told.book, 'try'), where).toMatch(en ? /ski|snow/i : /ski|neige/i);
      expect(partOf(told.book, 'resolution'), where).toMatch(en ? /ski|slope|badge/i : /ski|piste|médaille/i);
      const book = told.book.chapters.map((c) => c.content).join('\n');
      expect(book, where).not.toMatch(en ? /Buttercup|wobbl\w+ on the bike|saddle|armbands/i : /Boutons-d'or|selle|brassards/i);
      expect(lintStory(told.plan, told.book).map((i) => `${i.rule}: ${i.detail}`), where).toEqual([]);
    }
  });
});

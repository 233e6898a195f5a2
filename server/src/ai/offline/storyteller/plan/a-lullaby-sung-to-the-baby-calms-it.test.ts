// 'Emma sings a lullaby to her baby brother', « Emma chante une berceuse à sa petite sœur » were read as nothing at all
// ('a lullaby' a thing beside the child, Emma and the baby unused). A lullaby is the book now (do-together 'lullaby',
// idea/lullaby.ts, plots/do-together/lullaby.yaml): the baby at home will not settle, the child's funny faces and rattle
// fail, and the child's soft song calms it. « le cross de l'école » and 'cross-country' are the school race, run.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const IDEAS = [
  ['Emma sings a lullaby to her baby brother', 'english', /baby brother/], ['Noah sings the baby to sleep', 'english', /baby/],
  ['Emma chante une berceuse à sa petite sœur', 'french', /petite sœur/], ['Hugo endort le bébé en chantant', 'french', /bébé/],
] as const;

describe('a lullaby sung to the baby calms it', () => {
  it.each(IDEAS)('"%s" (%s) is a lullaby for the baby', (idea, language) => {
    const reading = readIdea(language === 'english' ? 'en' : 'fr', idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('lullaby');
  });

  it('keeps a creature who sings lullabies to the moon its own story', () => {
    expect(readIdea('en', 'a dragon who sings lullabies to the moon').together).not.toBe('lullaby');
  });

  it.each([['fr', "le cross de l'école"], ['fr', 'Zoé court le cross'], ['en', 'Noah runs cross-country at school']] as const)('%s "%s" is a race', (lang, idea) => {
    expect(readIdea(lang, idea).situation).toBe('race');
  });

  const LENGTHS = ['short', 'medium', 'long'] as const;
  const AGES = ['3-5', '5-8', '8-12'] as const;
  it.each(IDEAS)('"%s" (%s): at home, the baby cries, the child sings, the baby sleeps', (idea, language, baby) => {
    const en = language === 'english';
    for (let seed = 1; seed <= 3; seed++) {
      const req = { ...spreadRequest(idea, language, seed, en ? 'Emma' : 'Hugo'), length: LENGTHS[seed % 3] ?? 'short', age: AGES[(seed + 1) % 3] ?? '5-8' };
      const told = tellStory(req);
      const where = `seed ${seed} ${req.length} ${req.age}`;
      expect(told.plan.plot, where).toBe('do-together');
      expect(partOf(told.book, 'problem'), where).toMatch(en ? /cr(?:y|ied|ying)/i : /pleur|cri/i);
      expect(partOf(told.book, 'turning-point'), where).toMatch(en ? /sang|sing|hum/i : /chant|fredonn/i);
      expect(partOf(told.book, 'resolution'), where).toMatch(en ? /asleep/i : /dormait/i);
      expect(told.book.chapters.map((c) => c.content).join('\n'), where).toMatch(baby);
      expect(lintStory(told.plan, told.book).map((i) => `${i.rule}: ${i.detail}`), where).toEqual([]);
    }
  });
});

// Issue 10, 'the parent's idea is the plot': 'Granny is poorly' was Granny's party saved with a dandelion clock,
// 'Finn's grandma is in hospital' a storm walked through with an umbrella, « papa est à l'hôpital » a friend looked
// for. Someone ill is looked after now (do-together, activities 'caring' and 'vet'): the child is the one who cares,
// the one ill is on the page from the news on, gentle, and getting better at the end; a poorly pet sees the vet.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

describe('someone ill is looked after', () => {
  it.each([
    ['en', 'Granny is poorly and we want to make her smile', 'caring', 'Granny'], ["en", "Finn's grandma is in hospital", 'caring', 'Grandma'],
    ['en', 'Daddy has a cold', 'caring', 'Daddy'], ['en', 'my puppy is poorly', 'vet', undefined],
    ['fr', 'mamie est malade', 'caring', 'Mamie'], ['fr', "papa est à l'hôpital", 'caring', 'Papa'], ['fr', 'mon chat est malade', 'vet', undefined],
  ] as const)('%s "%s" is read as looking after the one who is ill', (lang, idea, activity, name) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe(activity);
    expect(reading.owner?.name).toBe(name);
  });

  it.each([
    ['en', 'my teddy is poorly', 'broken'], ['en', 'grandma is poorly and lost her glasses', 'lost'], ['fr', 'mon doudou est malade', 'broken'],
  ] as const)('%s "%s" keeps its own trouble', (lang, idea, situation) => {
    expect(readIdea(lang, idea).situation).toBe(situation);
  });

  it.each([
    ['Granny is poorly and we want to make her smile', 'english', 'Mia', /Granny/, /get-well card/i, /better/i],
    ["Finn's grandma is in hospital", 'english', 'Finn', /Grandma/, /get-well card/i, /better/i],
    ['Daddy has a cold', 'english', 'Ava', /Daddy/, /get-well card/i, /better/i],
    ['my puppy is poorly', 'english', 'Leo', /puppy/, /\bvet\b/i, /better/i],
    ['mamie est malade', 'french', 'Léa', /Mamie/, /carte/i, /mieux|guéri/i],
    ["papa est à l'hôpital", 'french', 'Hugo', /Papa/, /carte/i, /mieux|guéri/i],
    ['mon chat est malade', 'french', 'Jules', /chat/, /vétérinaire/i, /mieux|guéri/i],
  ] as const)('"%s": the child looks after them, from the news to getting better', (idea, language, name, ill, made, better) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, name));
      const where = `seed ${seed}`;
      expect(told.plan.plot, where).toBe('do-together');
      expect(told.plan.cast.find((c) => c.role === 'owner')?.fromIdea, where).toBe(true);
      const chapters = told.book.chapters.map((c) => c.content);
      // The one ill is named in most chapters, and the news is told in the problem.
      expect(chapters.filter((c) => ill.test(c)).length, where).toBeGreaterThanOrEqual(Math.ceil(chapters.length / 2));
      expect(partOf(told.book, 'problem'), where).toMatch(language === 'english' ? /poorly|not well/i : /malade|pas en forme|n'allait pas|pas bien/i);
      const book = chapters.join('\n');
      expect(book, where).toMatch(made);
      expect(partOf(told.book, 'resolution'), where).toMatch(better);
      expect(book, where).not.toMatch(/\bthe party\b|candles|\bstorm\b|la fête|bougies|orage|nowhere to be found|Mais où/i);
      // In hospital, they are visited there: nobody tiptoes past their bedroom door at home.
      if (/hospital|hôpital/i.test(idea)) {
        expect(book, where).toMatch(/hospital|hôpital/i);
        expect(book, where).not.toMatch(/tiptoed past|devant la porte/);
      }
    }
  });
});

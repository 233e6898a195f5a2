// Faults found reading books at bedtime (fread, session 31): the grammar makes the first verb after a plural
// subject agree, but not a second one the telling says of it: « Les vaches s'assirent en se tenant la cheville et
// ne se releva pas », « les chiots souriaient, souriait », « pour apprendre son secret » of the cows; and « la
// nouvelle maison ... sembla deux fois plus impressionnant ». Each verb and adjective says whom it is of.
import { describe, expect, it } from 'vitest';
import type { AgeGroup, MoralLesson, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../../index.ts';

const book = (customPrompt: string, ageGroup: AgeGroup, length: StoryLength, moralLesson: MoralLesson, seed: number): string =>
  tellStory({ character: 'curious-mouse', theme: 'adventure', length, language: 'french', ageGroup, moralLesson, childName: 'Léa', customPrompt, seed })
    .book.chapters.map((c) => c.content).join('\n');

const books = (customPrompt: string, ageGroup: AgeGroup, length: StoryLength, moralLesson: MoralLesson): string[] =>
  Array.from({ length: 20 }, (_, i) => book(customPrompt, ageGroup, length, moralLesson, i + 1));

describe('every verb and adjective of a French telling agrees with whom it tells of', () => {
  it('cows that fall in a race do not get up, and it is their secret', () => {
    const long = books('une course contre les vaches', '5-8', 'long', 'empathy').join('\n');
    expect(long).toContain("s'assirent en se tenant la cheville et ne se relevèrent pas");
    expect(long).not.toMatch(/cheville et ne se releva pas|vaches arrivèrent juste après, regarda\b/u);
    const medium = books('une course contre les vaches', '5-8', 'medium', 'none').join('\n');
    expect(medium).toContain('pour apprendre leur secret');
    expect(medium).not.toContain('pour apprendre son secret');
  });

  it('puppies welcomed at their party all smile', () => {
    const text = books('notre chienne Praline a eu quatre chiots', '3-5', 'medium', 'none').join('\n');
    expect(text).toContain('les chiots souriaient, souriaient.');
    expect(text).not.toContain('souriaient, souriait');
  });

  // The move itself is a day of its own now (do-together 'moving'); a feared place in the feminine keeps the agreement.
  it('a feared place seems twice as impressive, in the feminine', () => {
    const text = books('Léa a peur de la vieille grange', '8-12', 'long', 'none').join('\n');
    expect(text).toContain('deux fois plus impressionnante');
    expect(text).not.toMatch(/impressionnant qu/u);
  });
});

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

describe('every verb and adjective of a French telling agrees with whom it tells of', () => {
  it('cows that fall in a race do not get up, and it is their secret', () => {
    expect(book('une course contre les vaches', '5-8', 'long', 'empathy', 2)).toContain("s'assirent en se tenant la cheville et ne se relevèrent pas");
    expect(book('une course contre les vaches', '5-8', 'medium', 'none', 2)).toContain('pour apprendre leur secret');
    expect(book('une course contre les vaches', '5-8', 'long', 'none', 1)).toContain('Les vaches arrivèrent juste après, regardèrent Léa un long moment, puis éclatèrent de rire.');
  });

  it('puppies welcomed at their party all smile', () => {
    expect(book('notre chienne Praline a eu quatre chiots', '3-5', 'medium', 'none', 4)).toContain('les chiots souriaient, souriaient.');
  });

  it('a new house seems twice as impressive, in the feminine', () => {
    const text = book('on déménage dans une autre ville', '8-12', 'long', 'none', 4);
    expect(text).toContain('sembla deux fois plus impressionnante');
    expect(text).not.toMatch(/impressionnant qu/u);
  });
});

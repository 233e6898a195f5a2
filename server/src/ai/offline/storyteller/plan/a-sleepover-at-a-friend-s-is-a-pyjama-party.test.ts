// Issue 10, 'the parent's idea is the plot': 'Mia's first sleepover at Lily's house' was a friend looked for, 'a pyjama
// party with her best friends' a party saved with a dandelion clock, « sa première soirée pyjama chez Jade » a lost
// 'première soirée' searched for. A night at a friend's is a pyjama party now (do-together, activity 'pyjama', built on
// the sleepover at Grandma's): the bag packed, games and a den, missing home, the friend's kindness, asleep there.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { spreadRequest } from './spread-request.ts';

describe('a sleepover at a friend\'s', () => {
  it.each([
    ['en', "Mia's first sleepover at Lily's house", 'pyjama', 'Lily'], ['en', 'a pyjama party with her best friends', 'pyjama', undefined],
    ['en', "first sleepover at Grandma's", 'sleepover', 'Grandma'],
    // The worry is the sleepover's own (it was a school play rehearsed: 'Teddy was the whole crowd').
    ['en', "Poppy's first sleepover at her friend's house and she's worried she'll miss us", 'pyjama', undefined],
    ['en', 'her first sleepover and shes nervous', 'pyjama', undefined], ["en", "first sleepover at Grandma's and he is a bit nervous", 'sleepover', 'Grandma'],
    ['fr', 'sa première soirée pyjama chez Jade', 'pyjama', 'Jade'], ['fr', 'une soirée pyjama', 'pyjama', undefined],
    ['fr', 'ma première nuit chez mamie', 'sleepover', 'Mamie'],
  ] as const)('%s "%s" is read as a night at their house', (lang, idea, activity, name) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe(activity);
    expect(reading.owner?.name).toBe(name);
  });

  it.each([
    ["Mia's first sleepover at Lily's house", 'english', 'Mia', /Lily/, /sleepover|pyjama/i, /miss(?:ed|ing)? home|far from home/i],
    ['a pyjama party with her best friends', 'english', 'Emma', /Lily|Sami|Rosa/, /sleepover|pyjama/i, /miss(?:ed|ing)? home|far from home/i],
    ["Poppy's first sleepover at her friend's house and she's worried she'll miss us", 'english', 'Poppy', /Lily|Sami|Rosa/, /sleepover|pyjama/i, /miss(?:ed|ing)? home|far from home/i],
    ['sa première soirée pyjama chez Jade', 'french', 'Inès', /Jade/, /soirée pyjama/i, /maison (?:lui |me )?manqu|loin de la maison/i],
    ['une soirée pyjama', 'french', 'Hugo', /Lou|Malo|Nour/, /soirée pyjama/i, /maison (?:lui |me )?manqu|loin de la maison/i],
  ] as const)('"%s": the night is spent at the friend\'s, with the friend in most chapters', (idea, language, name, friend, words, missing) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, name, { themes: ['friendship', 'family', 'adventure'] }));
      const where = `seed ${seed}`;
      expect(told.plan.plot, where).toBe('do-together');
      expect(told.plan.cast.find((c) => c.role === 'owner')?.name, where).toMatch(friend);
      const chapters = told.book.chapters.map((c) => c.content);
      expect(chapters.filter((c) => friend.test(c)).length, where).toBeGreaterThanOrEqual(Math.ceil(chapters.length / 2));
      const book = chapters.join('\n');
      expect(book, where).toMatch(words);
      expect(book, where).toMatch(missing);
      // The night is slept there: the last chapter is at the friend's, at night, never Grandma's.
      const last = told.plan.chapters.at(-1)!;
      expect(last.place, where).toBe('far');
      expect(last.time.slot, where).toBe('night');
      expect(book, where).not.toMatch(/Grandma|Mamie|nowhere to be found|Mais où|the party for|la fête de|whole crowd/);
    }
  });
});

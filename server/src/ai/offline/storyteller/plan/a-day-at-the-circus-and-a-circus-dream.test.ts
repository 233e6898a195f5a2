// Issue 10, 'the parent's idea is the plot': 'Mia goes to the circus' was 'The Long Way to the Circus', a river
// waded and a signpost on the way to a place reached at the last page; « aller au cirque » a lost circus; « il veut
// devenir clown » a dress-up box and nothing of the circus. A day at the circus is now that day with whoever takes
// the child (do-together 'circus'): the big top going up, juggling apples, a rope on the grass, the show, a helper
// from the seats, the bow. A dream of the circus (dream-jobs 'circus') is played at with juggling balls and a plank.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => spreadRequest(customPrompt, language, seed, childName);

describe('a day at the circus, and a dream of the circus', () => {
  it.each([
    ['en', 'Mia goes to the circus', undefined], ['en', 'a trip to the circus with Grandpa', 'Grandpa'],
    ['fr', 'aller au cirque', undefined], ['fr', 'Mia va au cirque avec papi', 'Papi'],
  ] as const)('%s "%s" is read as a day at the circus, with whoever goes too', (lang, idea, owner) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('circus');
    expect(reading.owner?.name).toBe(owner);
  });

  it.each([
    ['Mia goes to the circus', 'english', 'Mia', /big top/i],
    ['aller au cirque', 'french', 'Hugo', /chapiteau/i],
  ] as const)('"%s": the child is at the show, from the tickets to the bow', (idea, language, name, thing) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(thing);
      expect(partOf(book, 'turning-point'), `seed ${seed}`).toContain(name);
      expect(partOf(book, 'try'), `seed ${seed}`).toMatch(/juggl|jongl|rope|corde|ropes|cordes/i);
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(/river|rivière|signpost|at last\b.*circus|nowhere to be found|introuvable/i);
      // The big top is drawn in the village, never held.
      const pictured = book.chapters.map((c) => c.brief);
      expect(pictured.some((s) => s.props.some((p) => p.prop === 'big-top')), `seed ${seed}`).toBe(true);
      expect(pictured.every((s) => s.cast.every((m) => m.holding !== 'big-top')), `seed ${seed}`).toBe(true);
    }
  });

  it.each([
    ['Tom wants to be a juggler', 'english', 'Tom', /juggl/i], ['il veut devenir clown', 'french', 'Léo', /jongl/i], ['elle veut devenir acrobate', 'french', 'Léa', /jongl|planche/i],
  ] as const)('"%s" is a circus dream, played at with juggling balls', (idea, language, name, played) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('learn-skill');
      expect(plan.objects.find((o) => o.role === 'tool')?.prop, `seed ${seed}`).toBe('ball');
      expect(partOf(book, 'try') + partOf(book, 'resolution'), `seed ${seed}`).toMatch(played);
    }
  });
});

// Issue 10, 'the parent's idea is the plot': 'Emma and Grandpa build a treehouse' was Granny Rose's party with a
// burnt cake, 'a den in the woods' and 'building a blanket fort' a den or a fort lost and found, « construire une
// cabane dans le jardin » a skill learnt with a stock tool, « une cabane avec des couvertures » a cabin looked for.
// Building it is the plot now (do-together, activities 'building' and 'fort'): the plan, the planks or the blankets
// fetched, a wall that falls, the fix, the first tea party inside, with whoever it is built with.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';
import { partOf, spreadRequest } from './spread-request.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => spreadRequest(customPrompt, language, seed, childName);

describe('a treehouse or a blanket fort is built', () => {
  it.each([
    ['en', 'Emma and Grandpa build a treehouse', 'building', 'Grandpa'], ['en', 'a den in the woods', 'building', undefined],
    ['en', 'building a blanket fort', 'fort', undefined], ['en', 'Leo wants to build a den with his dad', 'building', 'Dad'],
    ['fr', 'construire une cabane dans le jardin', 'building', undefined], ['fr', 'une cabane avec des couvertures', 'fort', undefined],
    ['fr', 'Léo construit une cabane avec papi', 'building', 'Papi'],
  ] as const)('%s "%s" is read as building it, with whoever builds it too', (lang, idea, activity, owner) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe(activity);
    expect(reading.owner?.name).toBe(owner);
  });

  it.each([
    ['en', 'a cat stuck in the treehouse', 'stuck'], ['en', 'the treehouse grandad built is broken', 'broken'], ['fr', 'le chat est coincé dans la cabane', 'stuck'],
  ] as const)('%s "%s" keeps its own trouble', (lang, idea, situation) => {
    expect(readIdea(lang, idea).situation).toBe(situation);
  });

  it.each([
    ['Emma and Grandpa build a treehouse', 'english', 'Emma', /treehouse/i, /plank|branch/i],
    ['a den in the woods', 'english', 'Leo', /\bden\b/i, /plank|branch/i],
    ['building a blanket fort', 'english', 'Mia', /blanket fort/i, /blanket|cushion/i],
    ['construire une cabane dans le jardin', 'french', 'Léa', /cabane/i, /planche|branche/i],
    ['une cabane avec des couvertures', 'french', 'Hugo', /cabane/i, /couverture|coussin/i],
  ] as const)('"%s": the child builds it, from the problem to the tea party inside', (idea, language, name, thing, stuff) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(thing);
      expect(partOf(book, 'turning-point'), `seed ${seed}`).toContain(name);
      expect(partOf(book, 'try'), `seed ${seed}`).toMatch(stuff);
      const text = book.chapters.map((c) => c.content).join(' ');
      expect(text, `seed ${seed}`).not.toMatch(/Granny Rose|Mamie Rose|party the best|fête de Mamie|escaped|s'était échappé|nowhere to be found|introuvable/i);
    }
  });

  it('a den in the woods is built in the wood, and the treehouse is drawn half-built until it is finished', () => {
    const { plan } = tellStory(request('a den in the woods', 'english', 4, 'Leo'));
    expect(plan.places.find((p) => p.role === 'far')?.id).toBe('wood');
    const tree = plan.objects.find((o) => o.role === 'goal');
    expect(tree?.prop).toBe('treehouse');
    expect(tree?.states?.map((s) => s.state)).toEqual(['broken', 'whole']);
  });
});

// Issue 10, 'the parent's idea is the plot': parents ask for a story about their child's big feeling ('Leo has big
// tantrums when it's time to leave the park', 'Emma fait des colères'). Read as they were, Leo went looking for a
// baby duck and Emma for a lost duckling. The child, named, is the hero who feels it and finds a way through: the
// feeling is in the problem, the turning point and the ending, and the parent's own moment ('leave the park') too.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['responsibility', 'sharing', 'honesty', 'none'] as const)[seed % 4]!, childName, customPrompt, seed,
});

const partOf = (book: ReturnType<typeof tellStory>['book'], kind: string): string => book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === kind).map((p) => p.text).join(' ');

/** Who turns the story: the name the turning point's telling says, or the name its opening 'She'/« Elle » stands for,
 * said just before it by the child remembering the helper's advice (beats/helper-back.yaml). */
const turnedBy = (book: ReturnType<typeof tellStory>['book']): string | undefined => {
  const parts = book.chapters.flatMap((c) => c.parts);
  const at = parts.findIndex((p) => p.kind === 'turning-point');
  const turn = parts[at]?.text ?? '';
  const before = parts[at - 1]?.kind === 'helper-back' ? parts[at - 1]!.text : '';
  const named = (text: string): string | undefined => /(?<!\p{L})(Noah|Chloé|Mia|Hugo|Sam|Léa)(?!\p{L})/u.exec(text)?.[1];
  return /^(She|He|Elle|Il) /.test(turn) ? named(before) ?? named(turn) : named(turn);
};

describe("a child's big feeling", () => {
  it.each([
    ["Leo has big tantrums when it's time to leave the park", 'english', 'Leo', /tantrum|cross|volcano|stomp/i, /leave the park/],
    ['my son throws a tantrum whenever we have to leave', 'english', 'Noah', /tantrum|cross|volcano|stomp/i, undefined],
    ['Emma fait des colères', 'french', 'Emma', /colère|volcan/i, undefined],
    ['il fait de grosses colères quand il faut quitter le parc', 'french', 'Hugo', /colère|volcan/i, /quitter le parc/],
  ] as const)('"%s": the named child feels it, and finds a way through', (idea, language, name, feeling, moment) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('change-mind');
      // Nobody else is the one who feels it: no stock goat, no baby duck to look for.
      expect(plan.cast.map((c) => c.role), `seed ${seed}`).not.toContain('owner');
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(feeling);
      for (const kind of ['problem', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toContain(name);
      if (moment) for (const kind of ['problem', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(moment);
      // The book talks of the feeling, never of 'the great argument over whether to stop playing' nor of « le moment
      // d'arrêter de jouer » (words.yaml 'own-refusal'); a yawn that is 'pas le moment de dormir' is no refusal.
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/great argument|le moment d(?:e |')(?:arrêter|quitter|partir)/);
    }
  });

  it('a being of the story who gets angry is still read as that being', () => {
    expect(readIdea('en', 'a dragon who gets angry').feeling).toBeUndefined();
    expect(readIdea('fr', 'un ours qui se fâche').feeling).toBeUndefined();
  });
});

describe('the new baby, losing and bad dreams', () => {
  it.each([
    ['jealous of his new baby sister', 'english', 'Noah', 'change-mind', /baby/i],
    ['jalouse du bébé', 'french', 'Chloé', 'change-mind', /bébé/i],
    ['hates losing at games', 'english', 'Mia', 'change-mind', /\blos(?:e|ing|t)\b/i],
    ['mauvais perdant', 'french', 'Hugo', 'change-mind', /perd/i],
    ['has bad dreams', 'english', 'Sam', 'face-fear', /bad dream/i],
    ['fait des cauchemars', 'french', 'Léa', 'face-fear', /mauvais rêve/i],
  ] as const)('"%s": the child is the hero of the feeling, from the problem to the ending', (idea, language, name, plot, feeling) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe(plot);
      expect(plan.cast.map((c) => c.role), `seed ${seed}`).not.toContain('owner');
      for (const kind of ['problem', 'turning-point', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toMatch(feeling);
      for (const kind of ['problem', 'resolution']) expect(partOf(book, kind), `seed ${seed} ${kind}`).toContain(name);
      expect(turnedBy(book), `seed ${seed} turning-point`).toBe(name);
    }
  });

  it('a parent away is missed and waited for, a child alone at break makes a friend', () => {
    expect(tellStory(request('maman part en voyage', 'french', 2, 'Jules')).plan.plot).toBe('find-friend');
    expect(readIdea('fr', 'maman part en voyage').situation).toBe('missing-friend');
    expect(readIdea('fr', 'seul à la récré').situation).toBe('make-friend');
  });
});

// Fault found reading books: a growing thing had no plot of its own and was told as learn-skill, so 'a little
// seed that wants to grow into a big sunflower' learnt to ride a bicycle; 'our tomato plant is sad' and 'a
// caterpillar waiting to become a butterfly' were looked for as lost things, 'le petit arbre qui voulait devenir
// grand' was a dream of a job, and 'Mila plante une graine' made the verb 'plante' the thing that grows. Growing
// is now plot help-grow (plan/plots.yaml): the plant is watered, staked and sheltered in the garden, the worry
// is a snail or a cold wind, and the flower, the fruit or the butterfly is the resolution, drawn in bloom.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['curious-mouse', 'little-bear', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!,
  language, ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: seed % 2 ? 'perseverance' : '', childName: seed % 2 ? 'Lina' : '', customPrompt, seed,
});

const IDEAS = [
  ['a little seed that wants to grow into a big sunflower', 'english', 'seed'],
  ['our tomato plant is sad', 'english', 'tomato plant'],
  ['a caterpillar waiting to become a butterfly', 'english', 'caterpillar'],
  ['Noah planted a bean and its not growing', 'english', 'bean'],
  ['Mila plante une graine avec papi', 'french', 'graine'],
  ['le petit arbre qui voulait devenir grand', 'french', 'petit arbre'],
  ['une chenille qui attend de devenir papillon', 'french', 'chenille'],
] as const;

describe('growing things grow', () => {
  it.each(IDEAS)('"%s" (%s) is helped to grow, the %s at its heart', (idea, language, thing) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      expect(plan.plot, `${idea} seed ${seed}`).toBe('help-grow');
      const goal = plan.objects.find((o) => o.role === 'goal');
      expect(goal?.noun, `${idea} seed ${seed}`).toContain(thing);
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `${idea} seed ${seed}`).not.toMatch(/bicycle|vélo|wobble|vacill/i);
      const at = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
      expect(book.chapters[at]?.content, `${idea} seed ${seed}: the resolution`).toMatch(/flower|fruit|butterfly|fleur|papillon/i);
    }
  });

  it('draws a plant as a sprout until it blooms at the resolution', () => {
    const { plan } = tellStory(request('our tomato plant is sad', 'english', 2));
    const goal = plan.objects.find((o) => o.role === 'goal');
    const at = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
    expect(goal?.states).toEqual([{ from: 0, state: 'sprout' }, { from: at, state: 'bloom' }]);
  });

  it('reads who plants as the owner and what is planted as what grows', () => {
    expect(readIdea('fr', 'Mila plante une graine avec papi')).toMatchObject({ situation: 'growing', subject: { head: 'graine' }, owner: { words: 'Mila' } });
    expect(readIdea('en', 'Noah planted a bean and its not growing')).toMatchObject({ situation: 'growing', subject: { head: 'bean' }, owner: { words: 'Noah' } });
  });

  // Found by the grid lint: help-grow's living things are all told as caterpillars, so 'un escargot qui grandit
  // trop vite' hatched into a butterfly and the snail was gone from the ending (plan/plots.yaml 'butterflies').
  it('never hatches an animal that is no caterpillar into a butterfly', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request('un escargot qui grandit trop vite', 'french', seed));
      expect(plan.plot).not.toBe('help-grow');
      const resolution = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
      expect(book.chapters[resolution]?.content).toMatch(/escargot/i);
    }
  });
});

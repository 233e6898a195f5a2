// Issue 10 'pictures of the page': a picnic page drew its checked rug with the basket on it (the meal 'picnic') and,
// beside it, a second blanket and a second basket, because the words spread 'the blanket' and packed 'the basket'.
// What a drawing already holds is not drawn again beside it (picture-rules.yaml 'drawn-within'), unless it is the
// key object; and a French jar of strawberries (« un bocal de fraises ») is no fish bowl.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import type { Book } from './write-book.ts';

const drawn = (c: Book['chapters'][number]): { prop: string; state?: string }[] => [...c.brief.props, ...(c.brief.named ?? [])];
const chaptersOf = (ideas: readonly string[], language: 'english' | 'french'): Book['chapters'] =>
  ideas.flatMap((idea) => [1, 2, 3, 4].map((seed) => tellStory(spreadRequest(idea, language, seed, 'Emma')).book)).flatMap((b) => b.chapters);

describe("a picnic's blanket is drawn once", () => {
  it.each([
    ['english', ['a picnic in the meadow with Grandpa', 'we go on a picnic with my aunt and the dog', 'a windy picnic with Dad']],
    ['french', ['un pique-nique dans le pré avec papi', 'on part en pique-nique avec tata', 'un pique-nique qui décoiffe avec papa']],
  ] as const)('%s: a page with the picnic rug draws no second blanket nor a second basket beside it', (language, ideas) => {
    const chapters = chaptersOf(ideas, language);
    const picnics = chapters.filter((c) => drawn(c).some((p) => p.prop === 'meal' && p.state === 'picnic'));
    expect(picnics.length).toBeGreaterThanOrEqual(4);
    for (const c of picnics) {
      const twice = drawn(c).filter((p) => (p.prop === 'blanket' || p.prop === 'basket') && p.prop !== c.brief.keyObject);
      expect(twice, c.content.slice(0, 160)).toEqual([]);
    }
    // A jar of strawberries is no fish bowl.
    for (const c of chapters) if (!/poisson|fish/i.test(c.content)) expect(drawn(c).map((p) => p.prop), c.content.slice(0, 160)).not.toContain('fish-tank');
  });
});

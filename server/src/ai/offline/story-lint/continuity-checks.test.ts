// The continuity rules of the linter (story-lint/continuity-checks.ts) fire on a book broken in the way each
// exists for, at the chapter of the break, and let the near miss pass. A clean book is told, copied, broken once.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../types.ts';
import { toldCopy } from './told-copy.ts';
import { lintStory } from './lint-story.ts';

const REQUEST: StoryRequest = {
  character: 'curious-mouse', theme: 'adventure', language: 'english', length: 'long', ageGroup: '5-8',
  moralLesson: 'none', childName: 'Isla', customPrompt: 'a rocket trip to the moon', seed: 3,
};

const told = (req: StoryRequest = REQUEST) => toldCopy(req);

describe('earthly things off the earth', () => {
  /** The book with its chapter on the moon (or in the cave) saying only the given sentence. */
  const saying = (sentence: string, req: StoryRequest = REQUEST, place: 'moon' | 'cave' = 'moon') => {
    const t = told(req);
    const i = t.plan.chapters.findIndex((c) => t.plan.places.find((p) => p.role === c.place)?.id === place);
    if (i < 0) throw new Error(`no chapter in the ${place}`);
    t.book.chapters[i]!.content = sentence;
    return { at: i, found: lintStory(t.plan, t.book).filter((x) => x.rule === 'earthly-off-the-earth') };
  };

  it('finds a bed of leaves, a bush or a passing dog on the moon, at its chapter', () => {
    const { at, found } = saying('Isla made a bed of dry leaves.');
    expect(found).toEqual([{ rule: 'earthly-off-the-earth', chapter: at, detail: "'leaves' in the moon" }]);
    expect(saying('A helper peeped out from behind a bush.').found).toHaveLength(1);
    expect(saying('A big dog ran past.').found).toHaveLength(1);
    expect(saying('Isla stopped the postman to ask.').found).toHaveLength(1);
  });

  it('lets moon dust, a hedgehog and grasshoppers pass', () => {
    expect(saying('Moon dust puffed up. A hedgehog of a rock, and grasshoppers of stars.').found).toEqual([]);
  });

  it('reads the French words whole: « feuilles » and « buisson », never « feuilleton »', () => {
    const fr: StoryRequest = { ...REQUEST, language: 'french', childName: 'Léa', customPrompt: 'un voyage sur la lune' };
    expect(saying('Léa se fit un lit de feuilles.', fr).found).toHaveLength(1);
    expect(saying('Léa regarda derrière un buisson.', fr).found).toHaveLength(1);
    expect(saying('Léa raconta un feuilleton.', fr).found).toEqual([]);
  });

  it('finds them in a cave too', () => {
    const cave: StoryRequest = { ...REQUEST, customPrompt: 'a pirate looking for buried treasure', seed: 1 };
    expect(saying('Isla looked under the leaves.', cave, 'cave').found).toHaveLength(1);
  });

  it('says nothing of the same words in a meadow', () => {
    const t = told();
    const i = t.plan.chapters.findIndex((c) => t.plan.places.find((p) => p.role === c.place)?.id !== 'moon');
    t.book.chapters[i]!.content = 'Isla made a bed of dry leaves under a bush.';
    expect(lintStory(t.plan, t.book).filter((x) => x.rule === 'earthly-off-the-earth')).toEqual([]);
  });
});

describe('a thing said as known before it is set up', () => {
  const STORM: StoryRequest = { ...REQUEST, customPrompt: '', character: 'brave-knight', moralLesson: 'sharing', ageGroup: '8-12', seed: 3 };
  /** The storm book with its tool first said in the problem's chapter by the given sentence. */
  const problemSays = (sentence: (tool: string) => string, req: StoryRequest = STORM) => {
    const t = told(req);
    const tool = t.plan.objects.find((o) => o.role === 'tool');
    if (!tool || t.plan.plot !== 'weather-storm') throw new Error(`no storm with a tool: ${t.plan.plot}`);
    const at = tool.introducedIn + 1;
    t.book.chapters.forEach((c, i) => { if (i !== at) c.content = c.content.split(tool.noun).join('thing'); });
    t.book.chapters[at]!.content = sentence(tool.noun);
    return { at, noun: tool.noun, found: lintStory(t.plan, t.book).filter((x) => x.rule === 'known-before-set-up') };
  };

  it("finds 'Isla opened the umbrella' in a chapter after the one meant to bring it in", () => {
    const { at, noun, found } = problemSays((tool) => `Isla opened the ${tool}.`);
    expect(found).toEqual([{ rule: 'known-before-set-up', chapter: at, detail: `tool 'the ${noun}' said as known, first in this chapter; chapter ${at} brings it in` }]);
  });

  it("lets 'her umbrella' and 'an umbrella' pass", () => {
    expect(problemSays((tool) => `Isla opened her ${tool}.`).found).toEqual([]);
    expect(problemSays((tool) => `Isla found a ${tool}.`).found).toEqual([]);
  });

  it('reads « faire du vélo » as no article of a known thing', () => {
    const race: StoryRequest = { ...REQUEST, language: 'french', childName: 'Léa', customPrompt: 'une course de vélo avec son cousin', seed: 183 };
    const t = told(race);
    const bike = t.plan.objects.find((o) => o.role === 'tool');
    if (!bike) throw new Error('no bike');
    const at = bike.introducedIn + 1;
    t.book.chapters.forEach((c, i) => { if (i !== at) c.content = c.content.split(bike.noun).join('truc'); });
    t.book.chapters[at]!.content = `Léa voulait faire du ${bike.noun}.`;
    expect(lintStory(t.plan, t.book).filter((x) => x.rule === 'known-before-set-up')).toEqual([]);
    t.book.chapters[at]!.content = `Léa parla du ${bike.noun}.`;
    expect(lintStory(t.plan, t.book).filter((x) => x.rule === 'known-before-set-up')).toHaveLength(1);
  });
});

// The linter's two rules of session 39 fire on a book broken the way the editors read it, and let the near miss pass:
// a yawn in a morning's crisis (but not at night), a laugh at the worst moment, a 'plan coming' habit after the turning
// point, bees among the sunflowers in a storm (but not on a clear day), the little bridge in the garden (but not in
// the wood).
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../types.ts';
import { toldCopy } from './told-copy.ts';
import { lintStory, type LintRule } from './lint-story.ts';

const REQUEST: StoryRequest = {
  character: 'little-bear', theme: 'family', language: 'english', length: 'medium', ageGroup: '5-8',
  moralLesson: 'none', childName: 'Ava', customPrompt: 'a windy day and a lost kite', seed: 91,
};
type Told = ReturnType<typeof toldCopy>;
const rulesOf = (t: Told, rule: LintRule) => lintStory(t.plan, t.book).filter((x) => x.rule === rule);
const chapterOf = (t: Told, kind: string): number => t.plan.chapters.findIndex((c) => c.events.some((e) => e.kind === kind));
const say = (t: Told, i: number, kind: string, text: string): void => { t.book.chapters[i]?.parts.push({ kind, text, key: `en/x#${kind}` }); };

describe('a line against its moment is found', () => {
  it('finds a yawn in a morning of trouble, and lets one pass at night', () => {
    const t = toldCopy(REQUEST);
    const i = chapterOf(t, 'complication');
    const chapter = t.plan.chapters[i];
    if (!chapter) throw new Error('a complication');
    chapter.time = { ...chapter.time, slot: 'morning' };
    say(t, i, 'texture:feelings', 'Out came a yawn, and Ava pretended it was a stretch.');
    expect(rulesOf(t, 'feeling-against-mood').map((x) => x.chapter)).toContain(i);
    chapter.time = { ...chapter.time, slot: 'night' };
    expect(rulesOf(t, 'feeling-against-mood').filter((x) => /yawn/.test(x.detail))).toEqual([]);
  });

  it('finds a laugh at the worst moment and a thinking habit once the plan has come', () => {
    const t = toldCopy(REQUEST);
    const crisis = chapterOf(t, 'complication');
    say(t, crisis, 'texture:talk', '“Knock knock,” said Teddy, and they laughed and laughed.');
    const turn = chapterOf(t, 'turning-point');
    say(t, turn, 'texture:feelings', 'Ava wiggled all ten toes, one after the other, which always helped.');
    const found = rulesOf(t, 'feeling-against-mood');
    expect(found.some((x) => x.chapter === crisis && /laughed/.test(x.detail))).toBe(true);
    expect(found.some((x) => x.chapter === turn && /thinking habit/.test(x.detail))).toBe(true);
  });

  it('finds bees in a storm and lets them buzz on a clear day', () => {
    const t = toldCopy(REQUEST);
    const chapter = t.plan.chapters[0];
    if (!chapter) throw new Error('a chapter');
    say(t, 0, 'texture:scenery', 'Bees buzzed between the sunflowers.');
    chapter.weather = 'storm';
    expect(rulesOf(t, 'scenery-against-weather').map((x) => x.detail)).toEqual([expect.stringMatching(/^'Bees' in a storm/)]);
    chapter.weather = 'clear';
    chapter.time = { ...chapter.time, slot: 'midday' };
    expect(rulesOf(t, 'scenery-against-weather')).toEqual([]);
  });

  it('finds the little bridge in the garden and lets it stand in the wood', () => {
    const t = toldCopy(REQUEST);
    const chapter = t.plan.chapters[0];
    const place = t.plan.places.find((p) => p.role === chapter?.place);
    if (!chapter || !place) throw new Error('a place');
    say(t, 0, 'complication', 'When they got to the little bridge, it was under a rushing brown stream.');
    place.id = 'garden';
    expect(rulesOf(t, 'scenery-against-weather').map((x) => x.detail)).toEqual(["'the little bridge' at the garden"]);
    place.id = 'wood';
    expect(rulesOf(t, 'scenery-against-weather')).toEqual([]);
  });
});

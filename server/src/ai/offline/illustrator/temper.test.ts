// A tantrum drawn (issue 10 'poses that act', a 'big feeling' book): the figure the words have stamping is
// drawn with its arms down, a foot raised, a frown under pulled-down brows, red cheeks and a cross
// scribble above its head, the child as well as an animal hero; a friend beside it is worried, not cross.
import { describe, expect, it } from 'vitest';
import type { SceneBriefV2, SceneCastEntry, ScenePose } from '../../scene-brief.ts';
import { posedFigure } from './compose/posed.ts';
import { createOfflineIllustrator } from './index.ts';
import { bibleFor } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const CROSS_RED = '#e8413c';
const brief = (cast: SceneCastEntry[]): SceneBriefV2 => ({
  place: 'home', time: 'day', weather: 'clear', framing: 'medium', mood: 'worried', cast,
  props: [], introduced: [], variation: 0, caption: 'Leo stamped his feet and shouted.',
});
const draw = async (hero: string, b: SceneBriefV2): Promise<string> =>
  (await illustrator.draw(bibleFor(hero), b, { seed: 4, kind: 'chapter', style: 'classic' })).data.toString('utf8');
const count = (svg: string, s: string): number => svg.split(s).length - 1;
const with2 = (heroPose: ScenePose, friendPose: ScenePose): SceneCastEntry[] => [
  { who: 'hero', character: 'child', pose: heroPose }, { who: 'companion', character: 'little-bear', pose: friendPose },
];

describe('a temper drawn', () => {
  it('draws the stamping child with red cheeks and a cross scribble, and nobody cross when standing', async () => {
    const stamping = await draw('little-bear', brief(with2('stamping', 'worried')));
    const standing = await draw('little-bear', brief(with2('standing', 'worried')));
    expect(stamping).toContain(CROSS_RED);
    expect(standing).not.toContain(CROSS_RED);
  });

  it('keeps the friend beside a tantrum worried, and makes a stamping animal cross too', async () => {
    // Two red cheeks and a scribble per cross figure: the friend's own stamp doubles them.
    const one = count(await draw('little-bear', brief(with2('stamping', 'worried'))), CROSS_RED);
    const two = count(await draw('little-bear', brief(with2('stamping', 'stamping'))), CROSS_RED);
    expect(one).toBeGreaterThan(0);
    expect(two).toBe(one * 2);
  });

  it('gives every design a stamped pose that differs from standing: arms down, a foot up', () => {
    for (const id of ['child', 'child-girl', 'little-bear', 'playful-cat', 'curious-mouse', 'friendly-dragon', 'wise-owl', 'magical-unicorn', 'brave-knight', 'clever-princess', 'goat', 'mother']) {
      const stamp = posedFigure(id, 'stamp', 'cross').svg;
      expect(stamp, id).toContain(CROSS_RED);
      expect(stamp, id).not.toBe(posedFigure(id, 'stand', 'calm').svg);
    }
  });
});

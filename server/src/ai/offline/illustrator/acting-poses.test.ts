// Poses that act where the text acts (issue 10): a swimmer is drawn in the water, a cyclist on a bike, a
// rider on a pony, one fishing with a rod and float, one cooking at a pot with a spoon; and a friend on the
// page in another pose is not given the swimmer's water.
import { describe, expect, it } from 'vitest';
import type { SceneBriefV2, ScenePose } from '../../scene-brief.ts';
import { createOfflineIllustrator } from './index.ts';
import { bibleFor } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const brief = (pose: ScenePose, friend: ScenePose = 'cheering', place: SceneBriefV2['place'] = 'sea'): SceneBriefV2 => ({
  place, time: 'day', weather: 'clear', framing: 'medium', mood: 'happy',
  cast: [{ who: 'hero', character: 'child', pose }, { who: 'companion', character: 'little-bear', pose: friend }],
  props: [], introduced: [], variation: 0, caption: 'A day by the sea.',
});
const draw = async (b: SceneBriefV2): Promise<string> =>
  (await illustrator.draw(bibleFor('little-bear'), b, { seed: 4, kind: 'chapter', style: 'classic' })).data.toString('utf8');
const count = (svg: string, s: string): number => svg.split(s).length - 1;

// What each acting pose is drawn with (compose/acting.ts): the pool's water, the bike's tyres, the pony's
// coat, the rod's wood, the pot's metal.
const THING: Record<string, string> = {
  swimming: 'fill="#6cc3e6" stroke="#3f97c4"',
  cycling: 'stroke="#3a3a4a" stroke-width="7"',
  riding: '#b98356',
  fishing: 'stroke="#8a5a34"',
  stirring: 'fill="#6a7a8a"',
};

describe('poses that act', () => {
  for (const [pose, thing] of Object.entries(THING)) {
    it(`draws ${pose} with its thing, and standing without it`, async () => {
      expect(await draw(brief(pose as ScenePose))).toContain(thing);
      expect(await draw(brief('standing'))).not.toContain(thing);
    });
  }

  it('gives the water to the swimmer only, not to the friend cheering on the sand', async () => {
    const one = await draw(brief('swimming', 'cheering'));
    const two = await draw(brief('swimming', 'swimming'));
    expect(count(one, THING.swimming as string)).toBe(1);
    expect(count(two, THING.swimming as string)).toBe(2);
  });

  it('draws every acting pose for every kind of figure, front or side view', async () => {
    for (const pose of Object.keys(THING) as ScenePose[]) {
      for (const character of ['little-bear', 'magical-unicorn', 'curious-mouse', 'grandmother'] as const) {
        const b = { ...brief(pose), cast: [{ who: 'hero', character, pose }] };
        expect(await draw(b), `${character} ${pose}`).toContain(THING[pose]);
      }
    }
  });
});

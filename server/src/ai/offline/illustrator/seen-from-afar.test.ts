// The places an idea travels to, drawn far off (props/thing-props.ts 'sky' and 'scene' rows): the moon in
// the sky, an island out at sea, a castle or the funfair on the horizon, outdoors only and only where they
// can be seen from; never put in a hand; and the moon a story flies to is the only moon in its night sky.
import { describe, expect, it } from 'vitest';
import type { SceneBriefV2, SceneProp } from '../../scene-brief.ts';
import { planProps } from './compose/props-plan.ts';
import { createOfflineIllustrator } from './index.ts';
import { bibleFor } from './test-fixtures.ts';

const far = (prop: SceneProp, key: string, outdoor = true) => planProps([{ prop }], { key, outdoor }, [], prop);

describe('things seen from afar', () => {
  it('puts the moon, an island, a castle and the fair in the landscape, larger as the key object', () => {
    for (const [prop, place] of [['moon', 'meadow'], ['island', 'sea'], ['castle', 'forest'], ['fair', 'village']] as const) {
      const plan = far(prop, place);
      expect(plan.far, prop).toHaveLength(1);
      expect(plan.keyFar, prop).toBe(plan.far[0]);
      expect(plan.ground, prop).toHaveLength(0);
    }
  });

  it('draws none of them in a room, no island off a meadow, no second castle at the castle and no second big wheel at the fair', () => {
    expect(far('moon', 'home', false).far).toHaveLength(0);
    expect(far('island', 'meadow').far).toHaveLength(0);
    expect(far('castle', 'castle').far).toHaveLength(0);
    expect(far('fair', 'fair').far).toHaveLength(0);
  });

  it("draws one moon in a night sky: the story's own", async () => {
    const brief = (props: SceneBriefV2['props']): SceneBriefV2 => ({
      place: 'meadow', time: 'night', weather: 'clear', framing: 'medium', mood: 'happy', cast: [{ who: 'hero', character: 'child', pose: 'pointing' }],
      props, introduced: props.map((p) => p.prop), variation: 0, caption: 'There was the moon.',
    });
    const draw = async (b: SceneBriefV2) => (await createOfflineIllustrator().draw(bibleFor('little-bear'), b, { seed: 2, kind: 'chapter', style: 'classic' })).data.toString('utf8');
    const plain = await draw(brief([]));
    const own = await draw(brief([{ prop: 'moon' }]));
    expect(plain).toContain('moonglow');
    expect(own).not.toContain('moonglow');
    expect(own).toContain('#fff1b8');
  });
});

import { describe, expect, it } from 'vitest';
import { checkSceneBrief, SCENE_PROP_STATES, SceneBriefError, type SceneBriefV2 } from './scene-brief.ts';

const CHARACTERS = ['friendly-dragon', 'child'];

function brief(over: Partial<SceneBriefV2> = {}): SceneBriefV2 {
  return {
    place: 'cave', time: 'night', weather: 'clear', framing: 'medium', mood: 'worried',
    cast: [{ who: 'hero', character: 'friendly-dragon', pose: 'holding', holding: 'lantern' }],
    props: [{ prop: 'lantern', state: 'off' }], keyObject: 'lantern', introduced: ['lantern'], variation: 3,
    caption: 'La lanterne s’est éteinte.', ...over,
  };
}

describe('the typed scene brief', () => {
  it('accepts a brief whose every entry is in the catalogues', () => {
    expect(checkSceneBrief(brief(), CHARACTERS)).toEqual(brief());
  });

  it.each<[Partial<SceneBriefV2>, RegExp]>([
    [{ place: 'volcano' as never }, /unknown place 'volcano'/],
    [{ time: 'noon' as never }, /unknown time/],
    [{ weather: 'hail' as never }, /unknown weather/],
    [{ framing: 'aerial' as never }, /unknown framing/],
    [{ cast: [{ who: 'hero', character: 'friendly-dragon' as const, pose: 'dancing' as never }] }, /unknown pose 'dancing'/],
    [{ cast: [{ who: 'hero', character: 'robot' as never, pose: 'standing' as const }] }, /unknown character 'robot'/],
    [{ props: [{ prop: 'spaceship' as never }] }, /unknown prop 'spaceship'/],
    [{ props: [{ prop: 'lantern', state: 'broken' }] }, /prop 'lantern' has no state 'broken'/],
    [{ cast: [{ who: 'hero', character: 'friendly-dragon' as const, pose: 'holding' as const, holding: 'key' as const }] }, /holds 'key', which is not among the props/],
    [{ keyObject: 'boat' as const }, /key object 'boat' is not among the props/],
    [{ cast: [] }, /at least the hero/],
  ])('refuses a brief outside the catalogues (%#)', (over, message) => {
    expect(() => checkSceneBrief(brief(over), CHARACTERS)).toThrow(SceneBriefError);
    expect(() => checkSceneBrief(brief(over), CHARACTERS)).toThrow(message);
  });

  it('gives every prop at least one state, its usual one first', () => {
    for (const [prop, states] of Object.entries(SCENE_PROP_STATES)) expect(states.length, prop).toBeGreaterThan(0);
    expect(SCENE_PROP_STATES.lantern[0]).toBe('on');
  });
});

// Rooms after dark (issue 10: 'weather and light of the time slot', 'a lantern lit when the text says it is lit'):
// at night a room is drawn dim, lit by its lamp; a room whose light the words put out is dark whatever the hour,
// its lamp unlit, and a torch or night light that is on makes its own pool of light there. By day, nothing.
import { describe, expect, it } from 'vitest';
import { checkSceneBrief, type SceneBriefV2 } from '../../scene-brief.ts';
import { createOfflineIllustrator } from './index.ts';
import { BRIEF_CHARACTERS } from './read-brief.ts';
import { bibleFor } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const room = (over: Partial<SceneBriefV2> = {}): SceneBriefV2 => ({
  place: 'home', time: 'day', weather: 'clear', framing: 'medium', mood: 'calm', cast: [{ who: 'hero', character: 'child', pose: 'standing' }],
  props: [], introduced: [], variation: 0, caption: 'In the sitting room.', ...over,
});
const draw = async (b: SceneBriefV2): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), b, { seed: 5, kind: 'chapter', style: 'classic' })).data.toString('utf8');
const DARK = /id="[^"]*-roomdark-(\d+)-\d+"/;
const FLAT_DARK = /fill="#0b1030" opacity="0\.6"/;

describe('a room after dark', () => {
  it('is dim at night, lit by its lamp; not by day nor, with its lamp on, in the evening', async () => {
    const [day, evening, night] = await Promise.all([draw(room()), draw(room({ time: 'evening' })), draw(room({ time: 'night' }))]);
    expect(night).toMatch(DARK);
    expect(night).toContain('roomwarm');
    expect(day).not.toMatch(DARK);
    expect(day).not.toMatch(FLAT_DARK);
    expect(evening).not.toMatch(DARK);
    expect(evening).not.toMatch(FLAT_DARK);
  });

  it('is dark with its light out, even in the evening, and its lamp is not lit', async () => {
    const out = await draw(room({ time: 'evening', lightsOut: true }));
    expect(out).toMatch(FLAT_DARK);
    expect(out).not.toContain('roomwarm');
    // The standing lamp's shade, lit after dark, is its daytime colour.
    expect(out).not.toContain('#ffe08a');
  });

  it('gets a pool of light from a torch or night light that is on, away from the unlit lamp', async () => {
    const props = [{ prop: 'lantern' as const, state: 'on' }];
    const lit = await draw(room({ time: 'night', lightsOut: true, props, introduced: ['lantern'], cast: [{ who: 'hero', character: 'child', pose: 'holding', holding: 'lantern' }] }));
    const centre = Number(DARK.exec(lit)?.[1]);
    expect(lit).toContain('roomwarm');
    // The room's lamp stands at one side (0.9 or, mirrored, 0.1 of the width): the light is the torch's.
    expect(centre).toBeGreaterThan(12);
    expect(centre).toBeLessThan(88);
    const off = await draw(room({ time: 'night', lightsOut: true, props: [{ prop: 'lantern', state: 'off' }], introduced: ['lantern'] }));
    expect(off).toMatch(FLAT_DARK);
  });

  it('refuses a lightsOut that is not true or false', () => {
    expect(() => checkSceneBrief({ ...room(), lightsOut: 'yes' as unknown as boolean }, BRIEF_CHARACTERS)).toThrow(/lightsOut/);
  });
});

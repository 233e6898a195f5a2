// A book's pages indoors are not one room over and over (issue 10 'scenery that varies within a place'):
// home takes turns through the sitting room, the kitchen and the bedroom, the library through its reading
// room and its stacks, by the brief's variation; and the watercolour keeps each figure's line, so a figure
// does not melt into the wash at phone size.
import { describe, expect, it } from 'vitest';
import type { SceneBriefV2 } from '../../scene-brief.ts';
import { createOfflineIllustrator } from './index.ts';
import { bibleFor } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const brief = (place: SceneBriefV2['place'], variation: number): SceneBriefV2 => ({
  place, time: 'day', weather: 'clear', framing: 'medium', mood: 'calm', cast: [{ who: 'hero', character: 'little-bear', pose: 'waving' }],
  props: [], introduced: [], variation, caption: 'At home.',
});
const draw = async (b: SceneBriefV2, style: 'classic' | 'watercolour' = 'classic'): Promise<string> =>
  (await illustrator.draw(bibleFor('little-bear'), b, { seed: 3, kind: 'chapter', style })).data.toString('utf8');

describe('rooms that change from page to page', () => {
  it('draws three different rooms of the house on three pages in a row', async () => {
    const [sitting, kitchen, bedroom] = await Promise.all([0, 1, 2].map((v) => draw(brief('home', v))));
    expect(sitting).toContain('#fbe9d2');
    expect(kitchen).toContain('#e6f2e2');
    expect(bedroom).toContain('#e6ebfa');
    expect(new Set([sitting, kitchen, bedroom]).size).toBe(3);
  });

  it('takes the library from its reading room to its stacks', async () => {
    const [reading, stacks] = await Promise.all([0, 1].map((v) => draw(brief('library', v))));
    expect(reading).not.toContain('#c9a04e');
    expect(stacks).toContain('#c9a04e');
  });

  it('keeps a figure outlined in watercolour', async () => {
    const svg = await draw(brief('meadow', 0), 'watercolour');
    expect(svg).toContain('stroke-opacity="0.8"');
    expect(svg).not.toMatch(/stroke-opacity="0\.[0-6]"/);
  });
});

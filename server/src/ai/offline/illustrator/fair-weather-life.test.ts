// Butterflies and birds are fair-weather life (issue 10: the picture's life fits its sky): a meadow in the
// sun has its butterflies, but none flutter through snow, rain, a storm or the night; no bird crosses a
// stormy sky.
import { describe, expect, it } from 'vitest';
import type { SceneBriefV2, SceneTime, SceneWeather } from '../../scene-brief.ts';
import { createOfflineIllustrator } from './index.ts';
import { bibleFor } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const brief = (place: SceneBriefV2['place'], weather: SceneWeather, time: SceneTime = 'day'): SceneBriefV2 => ({
  place, time, weather, framing: 'wide', mood: 'calm', cast: [{ who: 'hero', character: 'little-bear', pose: 'waving' }],
  props: [], introduced: [], variation: 0, caption: 'Out in the meadow.',
});
const draw = async (b: SceneBriefV2, seed: number): Promise<string> =>
  (await illustrator.draw(bibleFor('little-bear'), b, { seed, kind: 'chapter', style: 'classic' })).data.toString('utf8');
// A butterfly's body: the thin round-ended stick between its wings (scenery/shapes.ts butterfly).
const BUTTERFLY = /<rect x="-1" y="-6" width="2" height="14"/;
// A bird in the sky: two small arcs in the sky place's ink.
const BIRD = /stroke="#5a5a7a"/;
const seeds = [1, 2, 3, 4, 5];

describe('fair-weather life', () => {
  it('draws butterflies over a sunny meadow, garden and forest', async () => {
    for (const place of ['meadow', 'garden', 'forest'] as const) {
      const svgs = await Promise.all(seeds.map((s) => draw(brief(place, 'clear'), s)));
      expect(svgs.some((svg) => BUTTERFLY.test(svg)), place).toBe(true);
    }
  });

  it('draws no butterfly in snow, rain, a storm or fog', async () => {
    for (const weather of ['snow', 'rain', 'storm', 'fog'] as const) {
      for (const place of ['meadow', 'garden', 'forest'] as const) {
        for (const s of seeds) expect(await draw(brief(place, weather), s), `${place} in ${weather}`).not.toMatch(BUTTERFLY);
      }
    }
  });

  it('draws no butterfly at night', async () => {
    for (const s of seeds) expect(await draw(brief('meadow', 'clear', 'night'), s)).not.toMatch(BUTTERFLY);
  });

  it('lets birds cross a fair sky, never a stormy or snowy one', async () => {
    const fair = await Promise.all(seeds.map((s) => draw(brief('sky', 'clear'), s)));
    expect(fair.some((svg) => BIRD.test(svg))).toBe(true);
    for (const weather of ['storm', 'snow', 'rain'] as const) {
      for (const s of seeds) expect(await draw(brief('sky', weather), s), weather).not.toMatch(BIRD);
    }
  });
});

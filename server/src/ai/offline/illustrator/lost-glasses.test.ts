// In a story about lost glasses, the grown-up who wears glasses in their drawing (Grandma, the teacher)
// is drawn without them: a picture must not show on her nose the glasses the page is looking for.
import { describe, expect, it } from 'vitest';
import type { SceneBriefV2 } from '../../scene-brief.ts';
import { createOfflineIllustrator } from './index.ts';
import { bibleFor } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const FRAME = '#5a3f6e';
const brief = (who: 'grandmother' | 'teacher', introduced: SceneBriefV2['introduced']): SceneBriefV2 => ({
  place: 'home', time: 'day', weather: 'clear', framing: 'medium', mood: 'worried',
  cast: [{ who: 'hero', character: 'little-bear', pose: 'searching' }, { who: 'owner', character: who, pose: 'worried' }],
  props: [], introduced, variation: 0, caption: 'Grandma could not find her glasses.',
});
const draw = async (b: SceneBriefV2): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), b, { seed: 4, kind: 'chapter' })).data.toString('utf8');

describe('the glasses everyone is looking for are not on her nose', () => {
  it.each(['grandmother', 'teacher'] as const)('draws the %s with her glasses in other stories, without them in a story about glasses', async (who) => {
    expect(await draw(brief(who, []))).toContain(FRAME);
    expect(await draw(brief(who, ['glasses']))).not.toContain(FRAME);
  });
});

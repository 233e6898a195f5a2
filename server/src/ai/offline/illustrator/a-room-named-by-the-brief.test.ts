// A page at home is drawn in the room its brief names (issue 10, 'each picture shows its page'): the toys' night is in
// the child's bedroom on every page, its bed and quilt, not the kitchen of the page after; with no room named, the
// rooms of the house are taken in turn as before.
import { describe, expect, it } from 'vitest';
import { checkSceneBrief, type SceneBriefV2 } from '../../scene-brief.ts';
import { createOfflineIllustrator } from './index.ts';
import { BRIEF_CHARACTERS } from './read-brief.ts';
import { bibleFor } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const page = (over: Partial<SceneBriefV2> = {}): SceneBriefV2 => ({
  place: 'home', time: 'night', weather: 'clear', framing: 'medium', mood: 'calm', cast: [{ who: 'hero', character: 'child', pose: 'standing' }],
  props: [], introduced: [], variation: 0, caption: 'In the bedroom.', ...over,
});
const draw = async (b: SceneBriefV2): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), b, { seed: 3, kind: 'chapter', style: 'classic' })).data.toString('utf8');
// The bed's patchwork quilt (illustrator/scenery/indoor-places.ts bed).
const QUILT = '#f6a5c0';

describe('a room named by the brief', () => {
  it('is the bedroom on every page that names it, whatever the variation', async () => {
    for (const variation of [0, 1, 2, 3, 4]) expect(await draw(page({ variation, room: 'bedroom' })), `variation ${variation}`).toContain(QUILT);
  });

  it('is taken in turn with no room named: the first page is the sitting room, with no bed', async () => {
    expect(await draw(page({ variation: 0 }))).not.toContain(QUILT);
    expect(await draw(page({ variation: 2 }))).toContain(QUILT);
  });

  it('refuses a room the house has not got', () => {
    expect(() => checkSceneBrief({ ...page(), room: 'attic' as unknown as 'bedroom' }, BRIEF_CHARACTERS)).toThrow(/room/);
  });
});

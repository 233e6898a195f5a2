// Issue 10 'pictures of the page': a ball, a shell, a tooth or a key lying on the grass was drawn so small that, on
// a phone (the web shows the pages 390 px wide), it was a speck beside the figures. Every thing on the ground is
// drawn at least a readable size, whatever the framing, the cast beside it or the other things on the ground.
import { describe, expect, it } from 'vitest';
import type { Mood } from './characters/types.ts';
import { chapterPlacements, type CastMember } from './compose/framing.ts';
import { propBox } from './compose/props-plan.ts';
import { createRng } from './prng.ts';
import { SCENE_FRAMINGS, type SceneProp } from '../../scene-brief.ts';
import { ALL_CHARACTERS } from './test-fixtures.ts';

// The page is drawn 800 wide and shown 390 px wide on a phone: a thing under 20 px across is not read.
const PAGE_W = 800;
const PHONE_W = 390;
const READABLE_PX = 20;
const SMALL_THINGS: readonly SceneProp[] = ['ball', 'shell', 'tooth', 'key', 'apple', 'crab', 'frog', 'compass', 'cup', 'bee'];

describe('things on the ground', () => {
  it('draws a small thing lying on the ground at least a readable size on a phone, key object or not', () => {
    const small: string[] = [];
    let n = 0;
    for (const hero of ALL_CHARACTERS) {
      const friend = ALL_CHARACTERS[(ALL_CHARACTERS.indexOf(hero) + 3) % ALL_CHARACTERS.length] ?? 'child';
      for (const others of [[], [friend]]) {
        for (const framing of SCENE_FRAMINGS) {
          for (const [i, thing] of SMALL_THINGS.entries()) {
            // Sitting figures have no free hand: what the page shows lies on the ground beside them.
            const cast: CastMember[] = [hero, ...others].map((id) => ({ id, pose: 'sit', mood: 'happy' as Mood }));
            const props = [thing, SMALL_THINGS[(i + 1 + n) % SMALL_THINGS.length] as SceneProp].map((prop) => ({ prop }));
            const layout = chapterPlacements(createRng(n++), cast, { framing, mood: 'happy', props, ...(n % 2 ? { keyObject: thing } : {}) }, PAGE_W, 500, { key: 'meadow', outdoor: true });
            for (const g of layout.grounded) {
              const b = propBox(g.prop);
              const px = Math.max(b.x1 - b.x0, b.y1 - b.y0) * g.scale * (PHONE_W / PAGE_W);
              if (px < READABLE_PX) small.push(`${thing} beside ${[hero, ...others].join('+')} (${framing}): ${px.toFixed(1)} px`);
            }
          }
        }
      }
    }
    expect(small).toEqual([]);
  });
});

// A chapter page: 800 x 600 landscape, the scene framed per brief and seed.
import type { WrittenStory, SceneBrief } from '../../../types.ts';
import { createCtx } from '../context.ts';
import type { Rng } from '../prng.ts';
import { placeFor } from '../scenery/index.ts';
import type { Defs } from '../svg.ts';
import { chapterPlacements } from './framing.ts';
import { vignette } from './frame.ts';
import { drawScene } from './scene.ts';
import { castFor } from './cast-list.ts';

export const CHAPTER_SIZE = { W: 800, H: 600 } as const;

export function composeChapter(bible: WrittenStory['bible'], scene: SceneBrief, rng: Rng, defs: Defs): string {
  const { W, H } = CHAPTER_SIZE;
  const { key, place } = placeFor(scene.place);
  const horizon = Math.round(rng.range(330, 370));
  const ctx = createCtx({ W, H, horizon, floor: 500, time: scene.timeOfDay, rng: rng.fork('scenery'), defs });
  const layout = chapterPlacements(rng.fork('framing'), castFor(bible, scene), scene.mood, W, ctx.floor, scene.props, { key, outdoor: place.outdoor });
  return drawScene(ctx, { placeKey: key, place, layout }) + vignette(ctx, 0.22);
}

// A chapter page: 800 x 600 landscape, the brief's scene in its framing. The brief's variation moves the
// horizon, reseeds the scenery and mirrors it every other time, so ten pages in one cave are ten caves.
import type { SceneBriefV2 } from '../../../scene-brief.ts';
import type { WrittenStory } from '../../../types.ts';
import { createCtx } from '../context.ts';
import type { Rng } from '../prng.ts';
import { placeFor } from '../scenery/index.ts';
import type { Defs } from '../svg.ts';
import { castFor, inBed, visibleProps } from './cast-list.ts';
import { vignette } from './frame.ts';
import { chapterPlacements } from './framing.ts';
import { drawScene } from './scene.ts';

export const CHAPTER_SIZE = { W: 800, H: 600 } as const;

export function composeChapter(bible: WrittenStory['bible'], brief: SceneBriefV2, rng: Rng, defs: Defs): string {
  const { W, H } = CHAPTER_SIZE;
  const { key, place } = placeFor(brief.place);
  const v = Math.abs(Math.trunc(brief.variation));
  const horizon = Math.round(rng.range(330, 370)) + ((v * 17) % 3) * 8 - 8;
  const ctx = createCtx({ W, H, horizon, floor: 500, time: brief.time, weather: brief.weather, variation: v, lightsOut: brief.lightsOut === true, ...(brief.room ? { room: brief.room } : {}), ...(inBed(brief) ? { bedInFront: true } : {}), rng: rng.fork(`scenery-${v}`), defs });
  const page = { framing: brief.framing, mood: brief.mood, props: visibleProps(brief), ...(brief.keyObject ? { keyObject: brief.keyObject } : {}) };
  const layout = chapterPlacements(rng.fork('framing'), castFor(bible, brief), page, W, ctx.floor, { key, outdoor: place.outdoor });
  return drawScene(ctx, { placeKey: key, place, mirror: v % 2 === 1, layout }) + vignette(ctx, 0.22);
}

// The cover: 600 x 800 portrait, the hero large in front of the story's place, companions beside it,
// sparkles overhead, and a decorative frame with a vignette.
import type { SceneBriefV2 } from '../../../scene-brief.ts';
import type { WrittenStory } from '../../../types.ts';
import { createCtx } from '../context.ts';
import type { Rng } from '../prng.ts';
import { placeFor } from '../scenery/index.ts';
import type { Defs } from '../svg.ts';
import { castFor, visibleProps } from './cast-list.ts';
import { coverPlacements } from './framing.ts';
import { coverFrame, sparkles, vignette } from './frame.ts';
import { drawScene } from './scene.ts';

export const COVER_SIZE = { W: 600, H: 800 } as const;

export function composeCover(bible: WrittenStory['bible'], brief: SceneBriefV2, rng: Rng, defs: Defs): string {
  const { W, H } = COVER_SIZE;
  const { key, place } = placeFor(brief.place);
  const ctx = createCtx({ W, H, horizon: 500, floor: 730, time: brief.time, weather: brief.weather, rng: rng.fork('scenery'), defs });
  const page = { framing: brief.framing, mood: brief.mood, props: visibleProps(brief), ...(brief.keyObject ? { keyObject: brief.keyObject } : {}) };
  const layout = coverPlacements(rng.fork('framing'), castFor(bible, brief), page, W, ctx.floor, { key, outdoor: place.outdoor });
  return (
    drawScene(ctx, { placeKey: key, place, mirror: false, layout }) +
    sparkles(rng.fork('sparkles'), W, 70, 330, 12) +
    vignette(ctx, 0.4) +
    coverFrame(ctx)
  );
}

// What a place draws: far, middle and near layers around the characters. Outdoor places sit under the
// shared sky; indoor ones paint their own walls and show the hour through a window.
import type { Ctx } from '../context.ts';
import { mix } from '../color.ts';
import { path, pts, rect } from '../svg.ts';

export interface Place {
  readonly outdoor: boolean;
  /** Distant scenery, right in front of the sky. */
  far(ctx: Ctx): string;
  /** Middle scenery and the ground the characters stand on. */
  mid(ctx: Ctx): string;
  /** Foreground framing drawn over the characters' feet: keep it to the edges. */
  near(ctx: Ctx): string;
  /** Where the room's own lamp shines from, unmirrored (rooms only): after dark, the light of the room. */
  lamp?(ctx: Ctx): { x: number; y: number } | undefined;
}

/** The ground from the horizon down, a soft vertical gradient. */
export function ground(ctx: Ctx, top: string, bottom: string, name: string): string {
  const fill = ctx.defs.linear(`ground-${name}-${ctx.time}`, [[0, ctx.tint(top)], [1, ctx.tint(bottom)]]);
  return rect(0, ctx.horizon, ctx.W, ctx.H - ctx.horizon, fill);
}

/** A winding path from the horizon (or from a lower top, such as a village street) to the bottom edge,
 * widening with distance. */
export function windingPath(ctx: Ctx, colour: string, top = ctx.horizon): string {
  const { W, H } = ctx;
  const horizon = top;
  const x0 = W * ctx.rng.range(0.4, 0.6);
  const bend = ctx.rng.range(-0.25, 0.25) * W;
  const xb = W * 0.5 + bend * 0.3;
  const d =
    `M${pts(x0 - 8, horizon)} Q${pts(x0 + bend, (horizon + H) / 2, xb - W * 0.2, H)} L${pts(xb + W * 0.2, H)}` +
    ` Q${pts(x0 + bend + 30, (horizon + H) / 2, x0 + 8, horizon)}Z`;
  return path(d, ctx.tint(colour)) + path(d, 'none', { stroke: ctx.tint(mix(colour, '#6b5a40', 0.25)), 'stroke-width': 2, opacity: 0.35 });
}

/** Positions spread across the width with seeded jitter, skipping a clear centre band if asked. */
export function spread(ctx: Ctx, count: number, keepClear?: readonly [number, number]): number[] {
  const xs: number[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + ctx.rng.range(0.15, 0.85)) / count) * ctx.W;
    if (keepClear && x > keepClear[0] * ctx.W && x < keepClear[1] * ctx.W) continue;
    xs.push(x);
  }
  return xs;
}

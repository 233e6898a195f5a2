// The light of a room after dark (issue 10: 'weather and light of the time slot'). At night a room is dim, lit
// by its own lamp; a room whose light is out (the brief's lightsOut: 'the lamp went out') is dark, lit only by a
// torch or night light that is on, which makes its own pool of light wherever it is. By day and in the evening
// (the room's own dusk, scenery/indoor-places.ts), and out of doors (the sky and the tint say the hour), nothing.
// Drawn over the figures too, as on a night page of a picture book, never so dark that a face is lost.
import type { Ctx } from '../context.ts';
import type { Place } from '../scenery/place.ts';
import { circle, rect } from '../svg.ts';

type Point = { x: number; y: number };

/** How dark a room gets: lit by its lamp or a torch, and with no light at all. */
export const NIGHT_ROOM = { lit: 0.5, unlit: 0.6, colour: '#0b1030' } as const;

/** The room's darkness and its pools of light: the lamp's (mirrored with the room), unless its light is out,
 * and each torch or night light that is on. Empty when the room is not dark. */
export function roomLight(ctx: Ctx, place: Place, mirror: boolean, torches: readonly Point[]): string {
  if (place.outdoor || !place.lamp || !(ctx.time === 'night' || ctx.lightsOut)) return '';
  const own = ctx.lightsOut ? undefined : place.lamp(ctx);
  const lamp = own && { x: mirror ? ctx.W - own.x : own.x, y: own.y };
  const lights = [...torches, ...(lamp ? [lamp] : [])];
  const [main] = lights;
  if (!main) return rect(0, 0, ctx.W, ctx.H, NIGHT_ROOM.colour, { opacity: NIGHT_ROOM.unlit });
  // The dark falls away from the main light (a torch before the lamp): clear around it, deep at the far walls.
  const cx = main.x / ctx.W;
  const cy = main.y / ctx.H;
  const dark = ctx.defs.radial(`roomdark-${Math.round(cx * 100)}-${Math.round(cy * 100)}`, [[0, NIGHT_ROOM.colour, 0.05], [0.35, NIGHT_ROOM.colour, 0.25], [1, NIGHT_ROOM.colour, NIGHT_ROOM.lit]], cx, cy, 0.85);
  const warm = ctx.defs.radial('roomwarm', [[0, '#ffd27a', 0.55], [1, '#ffd27a', 0]]);
  return rect(0, 0, ctx.W, ctx.H, dark) + lights.map((l) => circle(l.x, l.y, 120, warm)).join('');
}

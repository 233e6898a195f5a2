// The drawing context handed to every layer: canvas size, horizon, the seeded generator, the gradient
// collector and the time-of-day tint.
import type { SceneBrief } from '../../types.ts';
import type { SceneRoom, SceneVisitRoom, SceneWeather } from '../../scene-brief.ts';
import { mix, moonlit } from './color.ts';
import type { Rng } from './prng.ts';
import type { Defs } from './svg.ts';

export type TimeOfDay = SceneBrief['timeOfDay'];

export interface Ctx {
  readonly W: number;
  readonly H: number;
  /** Where the far scenery meets the ground. */
  readonly horizon: number;
  /** Where characters stand (their feet). */
  readonly floor: number;
  readonly time: TimeOfDay;
  readonly weather: SceneWeather;
  /** The brief's scenery variation: places with set pieces pick one by it. */
  readonly variation: number;
  /** A room whose own light is out (the brief's lightsOut): its lamp unlit, the room dark. */
  readonly lightsOut: boolean;
  /** The brief's room of the house, when it names one; in a waiting room, whose it is. */
  readonly room?: SceneRoom | SceneVisitRoom;
  /** Someone lies in bed in front (the brief's bed, compose/in-bed.ts): the room's own bed is not drawn again behind. */
  readonly bedInFront?: boolean;
  readonly rng: Rng;
  readonly defs: Defs;
  /** Scenery colour as seen at this hour. */
  tint(hex: string): string;
}

/** Whether small fair-weather life is out (butterflies, birds in the sky, fireflies): never in rain, snow,
 * a storm or fog, where it would hide, nor (butterflies and birds) at night (issue 10: life that fits the sky). */
export function fairWeather(ctx: Pick<Ctx, 'weather'>): boolean {
  return ctx.weather === 'clear' || ctx.weather === 'wind';
}

const TINTS: Record<TimeOfDay, readonly [string, number]> = {
  morning: ['#ffd8b0', 0.14],
  day: ['#ffffff', 0],
  evening: ['#e8806a', 0.22],
  night: ['#1f2a5c', 0.5],
};

export function createCtx(p: { W: number; H: number; horizon: number; floor: number; time: TimeOfDay; weather: SceneWeather; variation?: number; lightsOut?: boolean; room?: SceneRoom | SceneVisitRoom; bedInFront?: boolean; rng: Rng; defs: Defs }): Ctx {
  const [toward, amount] = TINTS[p.time];
  const cache = new Map<string, string>();
  return {
    ...p,
    variation: p.variation ?? 0,
    lightsOut: p.lightsOut ?? false,
    tint(hex: string): string {
      if (amount === 0) return hex;
      let c = cache.get(hex);
      if (c === undefined) {
        c = p.time === 'night' ? moonlit(hex) : mix(hex, toward, amount);
        cache.set(hex, c);
      }
      return c;
    },
  };
}

// The layer stack shared by pages and covers: sky, far, middle, scene props, cast and ground props, near.
import { DESIGNS } from '../characters/index.ts';
import type { Ctx } from '../context.ts';
import { sortProps } from '../props/index.ts';
import { boat, bridge, kite, rainbow } from '../props/scene-props.ts';
import type { PropDesign } from '../props/types.ts';
import type { Place } from '../scenery/place.ts';
import { shoreline } from '../scenery/wild-places.ts';
import { drawSky } from '../sky.ts';
import { circle, g, pts } from '../svg.ts';
import { drawCharacter, type Placement } from './cast.ts';
import { halfWidth } from './framing.ts';

export interface SceneInput {
  placeKey: string;
  place: Place;
  props: readonly string[];
  placements: Placement[];
  /** One of the placements: the story's hero. */
  hero: Placement;
}

/** Free spots on the ground beside the characters for ground props. */
function groundSpots(ctx: Ctx, placements: readonly Placement[], hx: number, count: number, scale: number): number[] {
  const taken = placements.map((p) => [p.x - halfWidth(p.id) * p.scale, p.x + halfWidth(p.id) * p.scale] as const);
  const candidates: number[] = [];
  for (let x = 50; x <= ctx.W - 50; x += 20) candidates.push(x);
  candidates.sort((a, b) => Math.abs(a - hx) - Math.abs(b - hx));
  const spots: number[] = [];
  const half = 42 * scale;
  for (const x of candidates) {
    if (spots.length >= count) break;
    const clear = taken.every(([a, b]) => x + half < a || x - half > b) && spots.every((s) => Math.abs(s - x) > half * 2.2);
    if (clear) spots.push(x);
  }
  return spots;
}

export function drawScene(ctx: Ctx, input: SceneInput): string {
  const { place, placements } = input;
  const props = sortProps(input.props);
  const rng = ctx.rng.fork('scene');
  const hero = input.hero;
  const heroX = hero.x;
  const awayX = heroX < ctx.W / 2 ? ctx.W * rng.range(0.72, 0.84) : ctx.W * rng.range(0.16, 0.28);

  let out = '';
  if (place.outdoor) out += drawSky(ctx, { x: 0, y: 0, w: ctx.W, h: ctx.horizon + 40 });
  if (props.scene.has('rainbow')) out += rainbow(ctx, ctx.W * rng.range(0.3, 0.7), ctx.horizon + 10, ctx.W * 0.42);
  out += place.far(ctx) + place.mid(ctx);

  const groundProps: PropDesign[] = [...props.ground];
  if (props.scene.has('bridge') && place.outdoor && input.placeKey !== 'sky' && input.placeKey !== 'sea') {
    out += bridge(ctx, awayX, ctx.horizon + (ctx.floor - ctx.horizon) * 0.4);
  }
  // When both are asked for, the boat's pond moves toward the middle so it does not sit on the bridge.
  const boatX = props.scene.has('bridge') && input.placeKey !== 'sea' ? awayX + (awayX < ctx.W / 2 ? 150 : -150) : awayX;
  if (props.scene.has('boat')) {
    if (input.placeKey === 'sea') out += boat(ctx, boatX, shoreline(ctx) - 6, false);
    else if (place.outdoor && input.placeKey !== 'sky') out += boat(ctx, boatX, ctx.horizon + (ctx.floor - ctx.horizon) * 0.35, true);
    else out += g({ transform: `translate(${pts(boatX, ctx.horizon + 60)}) scale(0.5)` }, boat(ctx, 0, 0, false));
  }

  if (ctx.time === 'night' || ctx.time === 'evening') {
    const glow = ctx.defs.radial('heroglow', [[0, '#ffe9b0', 0.45], [1, '#ffe9b0', 0]]);
    out += circle(heroX, hero.y - 110 * hero.scale, 240 * hero.scale, glow);
  }

  // Hand props go to free hands, hero first; the rest join the ground props.
  const handQueue = [...props.hand];
  const ordered = [...placements].sort((a, b) => a.y - b.y);
  const heroFirst = [hero, ...placements.filter((p) => p !== hero)];
  for (const p of heroFirst) {
    const next = handQueue[0];
    if (next && DESIGNS[p.id] && p.pose !== 'clasp') {
      p.held = next;
      handQueue.shift();
    }
  }
  const drawn = ordered.map((p) => ({ p, d: drawCharacter(p) }));
  for (const { p, d } of drawn) if (p.held && !d.heldUsed) groundProps.push(p.held);
  groundProps.push(...handQueue);

  const propScale = hero.scale * 0.9;
  const spots = groundSpots(ctx, placements, heroX, groundProps.length, propScale);
  let grounded = '';
  groundProps.forEach((prop, i) => {
    const x = spots[i];
    if (x === undefined) return;
    grounded += g({ transform: `translate(${pts(x, hero.y + 6)}) scale(${Math.round(propScale * 100) / 100})` }, prop.draw());
  });
  out += grounded + drawn.map(({ d }) => d.svg).join('');

  if (props.scene.has('kite')) {
    const heroDrawn = drawn.find(({ p }) => p === hero)?.d;
    const hx = heroDrawn?.hand?.x ?? heroX + 40;
    const hy = heroDrawn?.hand?.y ?? ctx.floor - 80;
    out += kite(hx < ctx.W / 2 ? hx + 160 : hx - 160, ctx.horizon * 0.3, hx, hy);
  }
  return out + place.near(ctx);
}

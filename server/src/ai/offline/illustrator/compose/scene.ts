// The layer stack shared by pages and covers: sky, far, middle, scene props, the kite, the cast, ground
// props, near.
import type { Ctx } from '../context.ts';
import { boat, bridge, kite, rainbow } from '../props/scene-props.ts';
import type { PropDesign } from '../props/types.ts';
import type { Rng } from '../prng.ts';
import type { Place } from '../scenery/place.ts';
import { shoreline } from '../scenery/wild-places.ts';
import { drawSky } from '../sky.ts';
import { circle, g, pts } from '../svg.ts';
import { drawCharacter, type Drawn, type Placement } from './cast.ts';
import type { Layout } from './framing.ts';
import { propBox } from './props-plan.ts';

export interface SceneInput {
  placeKey: string;
  place: Place;
  /** The cast (hero first), the props' plan and the grounded props, from the framing. */
  layout: Layout;
}

/** A prop standing on the ground at (x, y): its lowest point on the ground, centred on x, whatever its
 * origin (hand props are drawn around their grip). */
export function groundedProp(prop: PropDesign, x: number, y: number, scale: number): string {
  const b = propBox(prop);
  const s = Math.round(scale * 100) / 100;
  return g({ transform: `translate(${pts(x, y)}) scale(${s}) translate(${pts(-(b.x0 + b.x1) / 2, -b.y1)})` }, prop.draw());
}

/** A kite high on the flyer's hand side, its string running down to the hand; when a friend stands on that
 * side the kite flies nearly straight up, so the string does not cut across the friend. With no flyer, the
 * string runs off the picture's edge as if someone out of sight held it. */
function flyKite(ctx: Ctx, rng: Rng, flyer: Placement | undefined, hand: { x: number; y: number } | undefined, others: readonly Placement[], awayX: number): string {
  const ky = Math.max(60, Math.min(ctx.horizon * 0.3, ctx.H * 0.2));
  if (!hand || !flyer) {
    const kx = awayX;
    const endX = kx < ctx.W / 2 ? -10 : ctx.W + 10;
    return kite(kx, ky, endX, ctx.horizon + 30, kx < ctx.W / 2 ? -1 : 1);
  }
  const dir = hand.x >= flyer.x ? 1 : -1;
  const crowded = others.some((o) => o !== flyer && (o.x - flyer.x) * dir > 0);
  const reach = crowded ? rng.range(10, 30) : rng.range(130, 190);
  const kx = Math.min(ctx.W - 70, Math.max(70, hand.x + dir * reach));
  return kite(kx, ky, hand.x, hand.y, dir);
}

export function drawScene(ctx: Ctx, input: SceneInput): string {
  const { place } = input;
  const { placements, plan, grounded } = input.layout;
  const rng = ctx.rng.fork('scene');
  const hero = placements[0];
  if (!hero) throw new Error('a scene always has a hero');
  const heroX = hero.x;
  const awayX = heroX < ctx.W / 2 ? ctx.W * rng.range(0.72, 0.84) : ctx.W * rng.range(0.16, 0.28);

  let out = '';
  if (place.outdoor) out += drawSky(ctx, { x: 0, y: 0, w: ctx.W, h: ctx.horizon + 40 });
  if (plan.rainbow) out += rainbow(ctx, ctx.W * rng.range(0.3, 0.7), ctx.horizon + 10, ctx.W * 0.42);
  out += place.far(ctx) + place.mid(ctx);

  if (plan.bridge) out += bridge(ctx, awayX, ctx.horizon + (ctx.floor - ctx.horizon) * 0.4);
  // When both are asked for, the boat's pond moves toward the middle so it does not sit on the bridge.
  const boatX = plan.bridge && plan.boat === 'pond' ? awayX + (awayX < ctx.W / 2 ? 150 : -150) : awayX;
  if (plan.boat === 'sea') out += boat(ctx, boatX, shoreline(ctx) - 6, false);
  else if (plan.boat === 'pond') out += boat(ctx, boatX, ctx.horizon + (ctx.floor - ctx.horizon) * 0.35, true);

  if (ctx.time === 'night' || ctx.time === 'evening') {
    const glow = ctx.defs.radial('heroglow', [[0, '#ffe9b0', 0.45], [1, '#ffe9b0', 0]]);
    out += circle(heroX, hero.y - 110 * hero.scale, 240 * hero.scale, glow);
  }

  // Farther figures (higher feet) first, so nearer ones overlap them.
  const drawn: Array<{ p: Placement; d: Drawn }> = [...placements].sort((a, b) => a.y - b.y).map((p) => ({ p, d: drawCharacter(p) }));
  // The kite and its string go behind the cast, so the string passes behind a friend's head.
  if (plan.kite) {
    const flyerDrawn = drawn.find(({ p }) => p === plan.flyer)?.d;
    out += flyKite(ctx, rng, plan.flyer, flyerDrawn?.hand, placements, awayX);
  }
  out += drawn.map(({ d }) => d.svg).join('');
  // Ground props stand at the front, beside the feet: in front of any wing or arm reaching over them.
  for (const gp of grounded) out += groundedProp(gp.prop, gp.x, gp.y, gp.scale);
  return out + place.near(ctx);
}

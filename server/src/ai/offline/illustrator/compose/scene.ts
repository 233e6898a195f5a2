// The layer stack shared by pages and covers: sky, far, middle, scene props, the kite, the cast, ground
// props, near.
import type { ScenePlace } from '../../../scene-brief.ts';
import type { Ctx } from '../context.ts';
import { boat, bridge, kite, rainbow } from '../props/scene-props.ts';
import { bridgeGap, lighthouse, school, strandedBoat, stuckKite, treehouse } from '../props/landmarks.ts';
import { drawWeather } from '../weather.ts';
import { setPiece } from '../scenery/set-pieces.ts';
import type { PropDesign } from '../props/types.ts';
import type { Rng } from '../prng.ts';
import type { Place } from '../scenery/place.ts';
import { shoreline } from '../scenery/wild-places.ts';
import { drawSky } from '../sky.ts';
import { circle, g, path, pts } from '../svg.ts';
import { drawCharacter, type Drawn, type Placement } from './cast.ts';
import { climbLift, climbSupport } from './climb-support.ts';
import type { Layout } from './framing.ts';
import { propBox } from './props-plan.ts';
import { roomLight } from './room-light.ts';
import { propDesign } from '../props/index.ts';

export interface SceneInput {
  placeKey: ScenePlace;
  place: Place;
  /** Draw the far and middle scenery mirrored: one of the ways pages in the same place differ. */
  mirror: boolean;
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

/** A vehicle behind the cast is drawn this much larger than its row (a car about as long as two grown-ups are tall). */
const VEHICLE_SCALE = 2.2;

export function drawScene(ctx: Ctx, input: SceneInput): string {
  const { place } = input;
  const { placements, plan, grounded } = input.layout;
  const rng = ctx.rng.fork('scene');
  const hero = placements[0];
  if (!hero) throw new Error('a scene always has a hero');
  const heroX = hero.x;
  const awayX = heroX < ctx.W / 2 ? ctx.W * rng.range(0.72, 0.84) : ctx.W * rng.range(0.16, 0.28);

  let out = '';
  let back = '';
  // The moon a story flies to is the only moon in its night sky.
  const ownMoon = ctx.time === 'night' && plan.far.some((t) => t.kind === 'sky');
  if (place.outdoor) back += drawSky(ctx, { x: 0, y: 0, w: ctx.W, h: ctx.horizon + 40 }, ownMoon ? { celestial: false } : {});
  back += place.far(ctx) + place.mid(ctx);
  out += input.mirror ? g({ transform: `translate(${ctx.W} 0) scale(-1 1)` }, back) : back;
  // A set piece on the side away from the landmark props, so pages in one place differ.
  if (place.outdoor) out += setPiece(ctx, input.placeKey, awayX < ctx.W / 2 ? ctx.W * rng.range(0.74, 0.86) : ctx.W * rng.range(0.14, 0.26));
  if (plan.rainbow) out += rainbow(ctx, ctx.W * rng.range(0.3, 0.7), ctx.horizon + 10, ctx.W * (plan.keyLandmark === 'rainbow' ? 0.5 : 0.42));
  if (plan.lighthouse) {
    const key = plan.keyLandmark === 'lighthouse';
    const lx = awayX < ctx.W / 2 ? Math.max(90, awayX - 40) : Math.min(ctx.W - 90, awayX + 40);
    out += lighthouse(ctx, lx, ctx.horizon + (key ? 60 : 24), key ? 250 : 170, plan.lighthouse === 'on');
  }

  if (plan.school) {
    const key = plan.keyLandmark === 'school';
    const sx = awayX < ctx.W / 2 ? Math.max(110, awayX - 30) : Math.min(ctx.W - 110, awayX + 30);
    out += school(ctx, sx, ctx.horizon + (key ? 70 : 40), key ? 230 : 180);
  }
  if (plan.bridge) {
    const by = ctx.horizon + (ctx.floor - ctx.horizon) * 0.4;
    out += bridge(ctx, awayX, by) + (plan.bridge === 'broken' ? bridgeGap(ctx, awayX - 25, by) : '');
  }
  if (plan.kiteStuck) out += stuckKite(ctx, awayX, ctx.horizon + 40);
  // Things seen from afar: the moon high in the sky, an island, a castle or the fair on the horizon, on the
  // side away from the hero; the key one larger. A second one goes to the middle of the sky or the horizon.
  plan.far.forEach((thing, i) => {
    const key = thing === plan.keyFar;
    const x = i === 0 ? awayX : ctx.W * 0.5;
    const sky = thing.kind === 'sky';
    const y = sky ? Math.max(90, ctx.horizon * 0.42) : ctx.horizon + (key ? 34 : 18);
    out += groundedProp(thing, x, y, sky ? (key ? 1.5 : 1.1) : key ? 2.1 : 1.5);
  });
  // What the words ride in stands behind the cast, large enough to carry it, on the side away from the hero and
  // inside the picture: the car at the kerb, the train at its platform, the plane on the apron.
  if (plan.vehicle) {
    const b = propBox(plan.vehicle);
    const half = ((b.x1 - b.x0) / 2) * VEHICLE_SCALE;
    const vx = Math.min(ctx.W - half - 16, Math.max(half + 16, awayX));
    out += groundedProp(plan.vehicle, vx, ctx.horizon + (ctx.floor - ctx.horizon) * 0.3, VEHICLE_SCALE);
  }
  // The treehouse stands in the middle distance on the side away from the hero; the key one nearer, larger.
  if (plan.treehouse) {
    const key = plan.keyLandmark === 'treehouse';
    const tx = awayX < ctx.W / 2 ? Math.max(120, awayX) : Math.min(ctx.W - 120, awayX);
    out += treehouse(ctx, tx, ctx.horizon + (key ? 80 : 44), key ? 300 : 230, plan.treehouse === 'broken');
  }
  // When both are asked for, the boat's pond moves toward the middle so it does not sit on the bridge.
  const boatX = (plan.bridge || plan.kiteStuck) && plan.boat === 'pond' ? awayX + (awayX < ctx.W / 2 ? 150 : -150) : awayX;
  const boatKey = plan.keyLandmark === 'boat';
  if (plan.boat === 'sea') {
    const y = shoreline(ctx) - 6 + (boatKey ? 16 : 0);
    out += boatKey ? g({ transform: `translate(${pts(boatX, y)}) scale(1.5) translate(${pts(-boatX, -y)})` }, boat(ctx, boatX, y, false)) : boat(ctx, boatX, y, false);
  } else if (plan.boat === 'stranded') out += strandedBoat(ctx, boatX, shoreline(ctx) + 40);
  else if (plan.boat === 'pond') out += boat(ctx, boatX, ctx.horizon + (ctx.floor - ctx.horizon) * 0.35, true);

  if (ctx.time === 'night' || ctx.time === 'evening') {
    const glow = ctx.defs.radial('heroglow', [[0, '#ffe9b0', 0.45], [1, '#ffe9b0', 0]]);
    out += circle(heroX, hero.y - 110 * hero.scale, 240 * hero.scale, glow);
  }

  // A climber stands on what it climbs, lifted off the ground; a sitter sits on a low stone.
  for (const p of placements) {
    if (p.pose === 'climb') {
      const lift = climbLift(input.placeKey) * p.scale;
      p.y -= lift;
      out += climbSupport(ctx, input.placeKey, p, p.y);
    } else if (p.pose === 'sit') {
      const lift = 22 * p.scale;
      const colour = ctx.tint('#b3a99a');
      out += path(`M${pts(p.x - 52 * p.scale, p.y + 4)} Q${pts(p.x - 56 * p.scale, p.y - lift - 6 * p.scale, p.x, p.y - lift - 8 * p.scale)} Q${pts(p.x + 56 * p.scale, p.y - lift - 6 * p.scale, p.x + 52 * p.scale, p.y + 4)}Z`, colour, { stroke: ctx.tint('#8d8374'), 'stroke-width': 3 });
      p.y -= lift;
    }
  }
  // Fog lies among the scenery, behind the cast, so faces stay clear.
  if (place.outdoor && ctx.weather === 'fog') out += drawWeather(ctx, 'fog');
  // Farther figures (higher feet) first, so nearer ones overlap them.
  const drawn: Array<{ p: Placement; d: Drawn }> = [...placements].sort((a, b) => a.y - b.y).map((p) => ({ p, d: drawCharacter(p) }));
  // The kite and its string go behind the cast, so the string passes behind a friend's head.
  if (plan.kite) {
    const flyerDrawn = drawn.find(({ p }) => p === plan.flyer)?.d;
    out += flyKite(ctx, rng, plan.flyer, flyerDrawn?.hand, placements, awayX);
  }
  out += drawn.map(({ d }) => d.svg).join('');
  // Ground props stand at the front, beside the feet: in front of any wing or arm reaching over them. The
  // key object gets a soft light behind it, so the eye finds it.
  for (const gp of grounded) {
    if (gp.prop === plan.keyGround) {
      const b = propBox(gp.prop);
      const glow = ctx.defs.radial('keyglow', [[0, '#fff6c8', 0.7], [1, '#fff6c8', 0]]);
      out += circle(gp.x, gp.y - ((b.y1 - b.y0) * gp.scale) / 2, (b.y1 - b.y0) * gp.scale * 0.9 + 20, glow);
    }
    out += groundedProp(gp.prop, gp.x, gp.y, gp.scale);
  }
  const near = place.near(ctx);
  out += input.mirror ? g({ transform: `translate(${ctx.W} 0) scale(-1 1)` }, near) : near;
  // After dark, a room is dim, lit by its lamp and by any torch or night light that is on, held or standing.
  const torch = propDesign('lantern', 'on');
  const torches = [
    ...grounded.filter((gp) => gp.prop === torch).map((gp) => ({ x: gp.x, y: gp.y - ((propBox(torch).y1 - propBox(torch).y0) * gp.scale) / 2 })),
    ...drawn.filter(({ p, d }) => p.held === torch && d.heldUsed && d.hand).map(({ d }) => d.hand as { x: number; y: number }),
  ];
  out += roomLight(ctx, place, input.mirror, torches);
  return place.outdoor && ctx.weather !== 'fog' ? out + drawWeather(ctx, ctx.weather) : out;
}

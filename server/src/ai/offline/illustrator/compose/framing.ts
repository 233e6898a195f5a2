// Framing: where the hero stands and how large, and where the companions go. Chapters pick a framing
// per scene (wide, medium, close); the cover always shows a large hero. Figures are laid out in a row by
// their measured extents (wings, tails, raised arms included), so friends stand side by side without
// poking into each other, and the whole group is shrunk when it would not fit between the edges.
import type { SceneFraming, SceneMood, SceneProp, ScenePropEntry } from '../../../scene-brief.ts';
import { designFor } from '../characters/index.ts';
import type { Mood, Pose } from '../characters/types.ts';
import type { Rng } from '../prng.ts';
import type { PropDesign } from '../props/types.ts';
import { HOP, placedExtent, type Placement } from './cast.ts';
import { companionMood } from './pose.ts';
import { planProps, propBox, type PlaceInfo, type PropPlan } from './props-plan.ts';

export type Framing = SceneFraming;

/** One character of the page as the brief has it: design id, pose, face, and what it should hold. */
export interface CastMember {
  id: string;
  pose: Pose;
  mood: Mood;
  wants?: PropDesign;
}

/** What the framing needs from the brief besides the cast. */
export interface PageBrief {
  framing: Framing;
  mood: SceneMood;
  props: readonly ScenePropEntry[];
  keyObject?: SceneProp;
}

/** The key object standing on the ground is drawn this much larger than other props. */
export const KEY_PROP_SCALE = 1.45;

/** The least a thing on the ground measures across its longer side (before the framing's scale), so a ball,
 * a shell, a tooth or a key lying in the grass can be read on a phone (the web shows pages 390 px wide): a
 * small thing is drawn up to this, the key object up to the larger one. */
export const READABLE_GROUND = 60;
export const READABLE_KEY = 76;

/** How much larger than the row's prop scale a ground prop is drawn: the key object larger, anything small
 * enough to be lost in the grass up to the readable size. */
export function groundPropScale(prop: PropDesign, key: boolean): number {
  const b = propBox(prop);
  const side = Math.max(b.x1 - b.x0, b.y1 - b.y0, 1);
  return Math.max(key ? KEY_PROP_SCALE : 1, (key ? READABLE_KEY : READABLE_GROUND) / side);
}

const SCALE: Record<Framing, number> = { wide: 0.78, medium: 1, close: 1.28 };

/** Room kept free at the sides (the near scenery and the cover's frame live there) and above heads. */
export const CHAPTER_EDGE = 48;
export const COVER_EDGE = 44;
const TOP_ROOM = 14;
const PROP_INSET = 64;

/** One thing standing in the row: a figure or a ground prop. */
interface Item {
  x: number;
  prop: boolean;
  /** Extra room kept from the picture's sides (props stay out of the corners, where the near scenery
   * would hide them). */
  inset: number;
  /** Reach left and right of x; with low, only of the lower part (beside a prop, only legs matter). */
  left(low: boolean): number;
  right(low: boolean): number;
  scale: number;
  /** A figure in the hug pose. */
  hugs: boolean;
}

/** The gap kept between a hugger and a neighbour who is not hugging. */
const HUG_NEIGHBOUR_GAP = 14;

export interface GroundedProp {
  prop: PropDesign;
  /** Bottom centre on the ground. */
  x: number;
  y: number;
  scale: number;
}

function figureItem(p: Placement): Item {
  return {
    get x() { return p.x; },
    set x(v: number) { p.x = v; },
    prop: false,
    hugs: p.pose === 'hug',
    inset: 0,
    left: (low) => placedExtent(p, low).left,
    right: (low) => placedExtent(p, low).right,
    get scale() { return p.scale; },
    set scale(v: number) { p.scale = v; },
  };
}

function propItem(g: GroundedProp): Item {
  const b = propBox(g.prop);
  const half = (b.x1 - b.x0) / 2;
  return {
    get x() { return g.x; },
    set x(v: number) { g.x = v; },
    prop: true,
    hugs: false,
    inset: PROP_INSET,
    left: () => -half * g.scale,
    right: () => half * g.scale,
    get scale() { return g.scale; },
    set scale(v: number) { g.scale = v; },
  };
}

/** Packs the row left to right from x = 0, each item a gap from its neighbour (a prop only needs to clear
 * its neighbour's legs), and returns how far the row reaches, side insets included. */
function pack(row: Item[], gap: number): { lo: number; hi: number } {
  let lo = Infinity;
  let hi = -Infinity;
  row.forEach((it, i) => {
    const prev = row[i - 1];
    if (!prev) it.x = -it.left(false);
    else {
      const low = prev.prop || it.prop;
      // Only two huggers side by side close in; anyone else keeps the ordinary gap from them.
      const between = gap < 0 && !(prev.hugs && it.hugs) ? HUG_NEIGHBOUR_GAP * it.scale : gap;
      it.x = prev.x + prev.right(low) + between - it.left(low);
    }
    lo = Math.min(lo, it.x + it.left(false) - it.inset);
    hi = Math.max(hi, it.x + it.right(false) + it.inset);
  });
  return { lo, hi };
}

/** Lays the row out around the anchor (the hero), shrinking everything if the row is wider than the room,
 * then sliding it to keep the anchor near anchorX and the row inside the edges. */
function layRow(row: Item[], anchor: Item, anchorX: number, W: number, edge: number, gap: number): void {
  const room = W - 2 * edge;
  let span = pack(row, gap);
  if (span.hi - span.lo > room) {
    // The row only grows with its members' scale: search for the largest shrink that fits.
    const base = row.map((it) => it.scale);
    const apply = (k: number): { lo: number; hi: number } => {
      row.forEach((it, i) => { it.scale = Math.round((base[i] ?? it.scale) * k * 1000) / 1000; });
      return pack(row, gap);
    };
    let [lo, hi] = [0.2, 1];
    for (let i = 0; i < 14; i++) {
      const mid = (lo + hi) / 2;
      const sp = apply(mid);
      if (sp.hi - sp.lo <= room) lo = mid;
      else hi = mid;
    }
    span = apply(lo);
  }
  const shift = Math.min(W - edge - span.hi, Math.max(edge - span.lo, anchorX - anchor.x));
  for (const it of row) it.x = Math.round((it.x + shift) * 10) / 10;
}

/** The whole row: ground props at its ends (the first on the hero's open side), figures in the middle. */
function rowWithProps(figures: Placement[], hero: Placement, props: readonly PropDesign[], W: number, scale: number, y: number, key?: PropDesign): { items: Item[]; heroItem: Item; grounded: GroundedProp[] } {
  const grounded = props.map((prop): GroundedProp => ({ prop, x: 0, y, scale: scale * groundPropScale(prop, prop === key) }));
  const heroIndex = figures.indexOf(hero);
  let leftFirst = figures.length === 1 ? hero.x > W / 2 : heroIndex === 0 || (heroIndex === 1 && figures.length === 3 && hero.x >= W / 2);
  const left: Item[] = [];
  const right: Item[] = [];
  for (const g of grounded) {
    if (leftFirst) left.unshift(propItem(g));
    else right.push(propItem(g));
    leftFirst = !leftFirst;
  }
  const items = figures.map(figureItem);
  const heroItem = items[heroIndex] ?? figureItem(hero);
  return { items: [...left, ...items, ...right], heroItem, grounded };
}

/** Shrinks a figure whose head (or horn, or plume) would leave the top of the picture. */
function keepTop(p: Placement): void {
  const e = placedExtent(p);
  const lift = p.hop ? HOP * p.scale : 0;
  const top = p.y - lift + e.top;
  if (top < TOP_ROOM) p.scale *= (p.y - TOP_ROOM) / (p.y - top);
}

/** Poses whose busy hand is the viewer's right one: the friend they point at or give to stands there. */
const RIGHT_HANDED: ReadonlySet<Pose> = new Set(['offer', 'point']);

/** Who faces where. A side-view design turns toward the hero (the hero toward its first friend, or toward
 * the middle when alone); a long-tailed front-view design is mirrored when it stands left of the others,
 * so its tail swings outward instead of into a friend. */
function orient(row: Placement[], hero: Placement, firstFriend: Placement | undefined, W: number): void {
  const heroIndex = row.indexOf(hero);
  row.forEach((p, i) => {
    if (designFor(p.id).sideView) {
      if (p !== hero) p.flip = i > heroIndex;
      else p.flip = firstFriend ? row.indexOf(firstFriend) < heroIndex : p.x > W / 2;
    } else {
      // A hero giving or pointing keeps its busy hand toward the friend standing on that side.
      p.flip = designFor(p.id).mirrorable === true && i < (row.length - 1) / 2 && !(p === hero && RIGHT_HANDED.has(p.pose));
    }
  });
}

/** A friend of the hero: the brief's pose, the page's feeling a little softer (a sleeper stays asleep). */
function companion(rng: Rng, member: CastMember, scale: number, y: number): Placement {
  const m = member.mood === 'asleep' ? member.mood : companionMood(member.mood, rng);
  return { id: member.id, x: 0, y, scale, pose: member.pose, mood: m, flip: false, hop: member.pose === 'jump', ...(member.wants ? { wants: member.wants } : {}) };
}

/** The row in left-to-right order: the first friend on the side with more room (on the side of a giving
 * or pointing hand), the second opposite. */
function arrange(hero: Placement, friends: Placement[], heroX: number, W: number): Placement[] {
  const [a, b] = friends;
  if (!a) return [hero];
  const rightFirst = RIGHT_HANDED.has(hero.pose) && !designFor(hero.id).sideView ? true : heroX < W / 2;
  if (!b) return rightFirst ? [hero, a] : [a, hero];
  return rightFirst ? [b, hero, a] : [a, hero, b];
}

export interface Layout {
  /** Hero first. */
  placements: Placement[];
  plan: PropPlan;
  grounded: GroundedProp[];
}

/** Plans the props, then lays the row (props included) out, shrinking it to fit and to keep heads in.
 * Ground props that would shrink the hero below keep (a share of its framed size) are left out, the last
 * first: a smaller hero is a worse picture than one prop fewer. */
function layOut(hero: Placement, friends: Placement[], heroX: number, W: number, edge: number, gap: number, page: PageBrief, place: PlaceInfo, maxGround: number, maxPropScale: number, keep: number): Layout {
  const figures = arrange(hero, friends, heroX, W);
  // Facing first: it decides which side a tail or a wing is on, and so how wide each neighbour is.
  orient(figures, hero, friends[0], W);
  const plan = planProps(page.props, place, [hero, ...friends], page.keyObject);
  const scales = figures.map((p) => p.scale);
  const propScale = Math.min(maxPropScale, Math.max(0.8, hero.scale * 0.9));
  for (let n = Math.min(maxGround, plan.ground.length); ; n--) {
    figures.forEach((p, i) => { p.scale = scales[i] ?? p.scale; });
    const { items, heroItem, grounded } = rowWithProps(figures, hero, plan.ground.slice(0, n), W, propScale, hero.y + 6, plan.keyGround);
    layRow(items, heroItem, heroX, W, edge, gap);
    for (const p of figures) keepTop(p);
    layRow(items, heroItem, heroX, W, edge, gap);
    if (n === 0 || hero.scale >= (scales[figures.indexOf(hero)] ?? hero.scale) * keep) {
      plan.ground.splice(n);
      return { placements: [hero, ...friends], plan, grounded };
    }
  }
}

/** Huggers stand close enough for their open arms to reach round each other. */
function gapFor(hero: Placement, friends: readonly Placement[], base: number): number {
  return hero.pose === 'hug' && friends.some((f) => f.pose === 'hug') ? -34 * hero.scale : base;
}

export function chapterPlacements(rng: Rng, cast: readonly CastMember[], page: PageBrief, W: number, floor: number, place: PlaceInfo): Layout & { framing: Framing } {
  const lead = cast[0];
  if (!lead) throw new Error('a page always has its hero');
  const { framing } = page;
  const scale = SCALE[framing];
  const solo = cast.length <= 1;
  const slots = solo ? [0.32, 0.5, 0.66] : cast.length === 2 ? [0.34, 0.42, 0.6, 0.66] : [0.5, 0.46, 0.54];
  const heroX = W * rng.pick(slots);
  const y = floor + (framing === 'close' ? 48 : framing === 'wide' ? -16 : 14);
  const hero: Placement = { id: lead.id, x: heroX, y, scale, pose: lead.pose, mood: lead.mood, flip: false, hop: lead.pose === 'jump' || (page.mood === 'excited' && lead.pose === 'cheer'), ...(lead.wants ? { wants: lead.wants } : {}) };
  const friends = cast.slice(1, 3).map((m, depth) => companion(rng, m, scale * 0.88, y - 10 - depth * 6));
  const gap = gapFor(hero, friends, rng.range(6, 22) * scale);
  return { ...layOut(hero, friends, heroX, W, CHAPTER_EDGE, gap, page, place, 3, 1.3, 0.8), framing };
}

export function coverPlacements(rng: Rng, cast: readonly CastMember[], page: PageBrief, W: number, floor: number, place: PlaceInfo): Layout {
  const lead = cast[0];
  if (!lead) throw new Error('a cover always has its hero');
  const scale = designFor(lead.id).sideView ? 1.45 : 1.7;
  // The cover shows the hero at its best: standing, happy, whatever the first page's trouble.
  const coverMood: Mood = page.mood === 'sad' || page.mood === 'worried' ? 'happy' : page.mood;
  // Nor hidden behind a hide-and-seek bush or counting with eyes shut: the cover shows the hero whole.
  const coverPose: Pose = (['sleep', 'tuck', 'sit', 'clasp', 'climb', 'hide', 'count'] as const).some((p) => p === lead.pose) ? 'wave' : lead.pose;
  const hero: Placement = { id: lead.id, x: W / 2, y: floor, scale, pose: coverPose, mood: coverMood, flip: false, ...(lead.wants ? { wants: lead.wants } : {}) };
  // Two friends share the room beside the hero, so each is a little smaller.
  const small = cast.length > 2 ? 0.86 : 1;
  const friends = cast.slice(1, 3).map((m) => {
    const calm: CastMember = { ...m, mood: coverMood, pose: (['sleep', 'tuck', 'sit', 'climb', 'hide', 'count'] as const).some((p) => p === m.pose) ? 'stand' : m.pose };
    const f = companion(rng, calm, (designFor(m.id).sideView ? 0.85 : 0.95) * small, floor - 40);
    f.hop = false;
    return f;
  });
  // The cover keeps its room for a large hero: one ground prop at most.
  return layOut(hero, friends, W / 2 - 1, W, COVER_EDGE, 10, page, place, 1, 1, 0.9);
}

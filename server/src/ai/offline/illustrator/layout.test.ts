import { describe, expect, it } from 'vitest';
import { measureSvg, pathBounds, type Box } from './bounds.ts';
import { designFor } from './characters/index.ts';
import { POSES as FIGURE_POSES, type Mood, type Pose } from './characters/types.ts';
import type { CastMember, PageBrief } from './compose/framing.ts';
import { SCENE_FRAMINGS, type SceneMood } from '../../scene-brief.ts';
import { moonlit } from './color.ts';
import { figureBox } from './compose/cast.ts';
import { CHAPTER_EDGE, COVER_EDGE, chapterPlacements, coverPlacements, type Layout } from './compose/framing.ts';
import { propBox } from './compose/props-plan.ts';
import { groundedProp } from './compose/scene.ts';
import { createRng } from './prng.ts';
import { kite as heldKite } from './props/hand-props.ts';
import { toyBoat } from './props/ground-props.ts';
import { kiteGrounded } from './props/state-props.ts';
import * as handProps from './props/hand-props.ts';
import { ALL_CHARACTERS, ALL_MOODS, ALL_PROPS } from './test-fixtures.ts';

const POSES: readonly Pose[] = FIGURE_POSES;

/** A cast in poses taken in turn from every pose a figure can take, so each layout case tries new ones. */
function members(ids: readonly string[], mood: SceneMood, n: number): CastMember[] {
  return ids.map((id, i) => ({ id, pose: FIGURE_POSES[(n + i * 5) % FIGURE_POSES.length] ?? 'stand', mood: mood as Mood }));
}

function page(mood: SceneMood, props: readonly string[], n: number, framing = SCENE_FRAMINGS[n % 3] ?? 'medium'): PageBrief {
  return { framing, mood, props: props.map((p) => ({ prop: p as never })) };
}
const OUTDOOR = { key: 'meadow', outdoor: true };
const INDOOR = { key: 'home', outdoor: false };

function propExtent(g: Layout['grounded'][number]): Box {
  const b = propBox(g.prop);
  const half = ((b.x1 - b.x0) / 2) * g.scale;
  return { x0: g.x - half, x1: g.x + half, y0: g.y - (b.y1 - b.y0) * g.scale, y1: g.y };
}

/** Every figure and ground prop inside the picture (clear of the side edges), no figure overlapping
 * another, and no prop overlapping a figure's legs or another prop. */
function layoutProblems(layout: Layout, W: number, H: number, edge: number): string[] {
  const problems: string[] = [];
  const figures = layout.placements.map((p) => ({ name: p.id, box: figureBox(p), low: figureBox(p, true) }));
  const props = layout.grounded.map((g) => ({ name: 'prop', box: propExtent(g) }));
  for (const { name, box } of [...figures, ...props]) {
    if (box.x0 < edge - 1 || box.x1 > W - edge + 1) problems.push(`${name} crosses a side edge: ${Math.round(box.x0)}..${Math.round(box.x1)}`);
    if (box.y0 < 0) problems.push(`${name} is cut off at the top: ${Math.round(box.y0)}`);
    if (box.y1 > H) problems.push(`${name} is cut off at the bottom: ${Math.round(box.y1)}`);
  }
  const overlap = (a: Box, b: Box): number => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  figures.forEach((a, i) => {
    for (const b of figures.slice(i + 1)) if (overlap(a.box, b.box) > 1) problems.push(`${a.name} and ${b.name} overlap by ${Math.round(overlap(a.box, b.box))}`);
    for (const p of props) if (overlap(a.low, p.box) > 1) problems.push(`a prop stands in ${a.name}'s legs`);
  });
  props.forEach((a, i) => {
    for (const b of props.slice(i + 1)) if (overlap(a.box, b.box) > 1) problems.push('two props overlap');
  });
  return problems;
}

function casts(): string[][] {
  const out: string[][] = [];
  ALL_CHARACTERS.forEach((hero, i) => {
    const a = ALL_CHARACTERS[(i + 2) % ALL_CHARACTERS.length] ?? 'child';
    const b = ALL_CHARACTERS[(i + 5) % ALL_CHARACTERS.length] ?? 'wise-owl';
    out.push([hero], [hero, a], [hero, b], [hero, a, b], [hero, 'child']);
  });
  return out;
}

describe('bounds', () => {
  it('measures curves at their extremes and follows transforms', () => {
    const q = pathBounds('M0 0 Q50 -100 100 0');
    expect(q.y0).toBeCloseTo(-50);
    expect(q.x1).toBe(100);
    const b = measureSvg('<g transform="translate(10 20) scale(2)"><circle cx="0" cy="0" r="5" fill="#fff"/></g>');
    expect(b).toEqual({ x0: 0, y0: 10, x1: 20, y1: 30 });
    const r = measureSvg('<g transform="rotate(90)"><rect x="0" y="0" width="10" height="2" fill="#fff"/></g>');
    expect(r?.y1).toBeCloseTo(10);
    expect(r?.x0).toBeCloseTo(-2);
  });

  it('skips glows and invisible shapes', () => {
    expect(measureSvg('<circle cx="0" cy="0" r="50" fill="#fff" opacity="0.3"/><circle cx="0" cy="0" r="5" fill="#fff"/>')).toEqual({ x0: -5, y0: -5, x1: 5, y1: 5 });
  });

  it('finds every character standing on its feet in every pose, about as tall as its design says', () => {
    for (const id of ALL_CHARACTERS) {
      for (const pose of POSES) {
        const b = measureSvg(designFor(id).draw(pose, 'happy').svg);
        expect(b, `${id} ${pose}`).toBeDefined();
        if (!b) continue;
        expect(b.y1, `${id} ${pose} feet`).toBeGreaterThan(-2);
        expect(b.y1, `${id} ${pose} feet`).toBeLessThan(16);
        expect(-b.y0, `${id} ${pose} height`).toBeGreaterThan(designFor(id).height * 0.85);
        expect(-b.y0, `${id} ${pose} height`).toBeLessThan(designFor(id).height * 1.2);
      }
    }
  });
});

describe('framing', () => {
  it('keeps every chapter cast and its ground props inside the page, side by side and never overlapping', () => {
    let n = 0;
    for (const cast of casts()) {
      for (const mood of ALL_MOODS) {
        for (const props of [[], ['cake'], ['basket', 'blanket'], ['map', 'lantern', 'key'], ['puppy', 'ball', 'crown', 'apple']]) {
          const layout = chapterPlacements(createRng(n), members(cast, mood, n), page(mood, props, n++), 800, 500, n % 3 === 0 ? INDOOR : OUTDOOR);
          expect(layoutProblems(layout, 800, 600, CHAPTER_EDGE), `${cast.join('+')} ${mood} ${props.join('+')}`).toEqual([]);
          const hero = layout.placements[0];
          expect(hero?.id).toBe(cast[0]);
          // The hero stays a readable size on a phone, even in a crowded picture.
          expect(hero?.scale ?? 0, `${cast.join('+')} ${mood} ${props.join('+')}`).toBeGreaterThan(0.6);
        }
      }
    }
  });

  it('keeps every cover cast inside its frame, with a large hero', () => {
    let n = 0;
    for (const cast of casts()) {
      for (const mood of ALL_MOODS) {
        for (const props of [[], ['cake'], ['blanket', 'apple'], ['kite', 'basket']]) {
          const layout = coverPlacements(createRng(n), members(cast, mood, n), page(mood, props, n++), 600, 730, OUTDOOR);
          expect(layoutProblems(layout, 600, 800, COVER_EDGE), `${cast.join('+')} ${mood} ${props.join('+')}`).toEqual([]);
          const hero = layout.placements[0];
          expect(hero?.scale ?? 0, `${cast.join('+')} ${mood}`).toBeGreaterThan(cast.length > 2 ? 1 : 1.2);
          for (const friend of layout.placements.slice(1)) expect(friend.scale).toBeLessThan(hero?.scale ?? 0);
        }
      }
    }
  });

  it('places the ground props of an ordinary chapter (a small cast, one or two props) rather than dropping them', () => {
    let n = 0;
    for (const cast of casts().filter((c) => c.length <= 2)) {
      for (const props of [['cake'], ['basket', 'ball'], ['puppy', 'blanket']]) {
        const layout = chapterPlacements(createRng(n), members(cast, 'calm', 0), page('calm', props, n++, 'medium'), 800, 500, OUTDOOR);
        expect(layout.grounded.length, `${cast.join('+')} ${props.join('+')}`).toBe(props.length);
      }
    }
  });

  it('turns a unicorn toward its friend and keeps the knight unmirrored', () => {
    for (let seed = 0; seed < 40; seed++) {
      const { placements } = chapterPlacements(createRng(seed), members(['magical-unicorn', 'brave-knight'], 'happy', seed), page('happy', [], seed), 800, 500, OUTDOOR);
      const [unicorn, knight] = placements;
      if (!unicorn || !knight) throw new Error('missing cast');
      expect(unicorn.flip, `seed ${seed}`).toBe(knight.x < unicorn.x);
      expect(knight.flip).toBe(false);
    }
  });
});

describe('props', () => {
  it('stands every prop that can end up on the ground with its lowest point on the ground', () => {
    const all = [...Object.values(handProps), toyBoat];
    for (const prop of all) {
      const b = measureSvg(groundedProp(prop, 300, 500, 1.2));
      expect(b?.y1, prop.draw().slice(0, 40)).toBeCloseTo(500, 0);
      expect(((b?.x0 ?? 0) + (b?.x1 ?? 0)) / 2).toBeCloseTo(300, 0);
    }
  });

  it('never flies a kite or floats a boat indoors: they become things to hold or toys on the floor', () => {
    for (const [i, id] of ALL_CHARACTERS.entries()) {
      const layout = chapterPlacements(createRng(i), members([id], 'calm', 0), page('calm', ['kite', 'boat'], i), 800, 500, INDOOR);
      expect(layout.plan.kite).toBe(false);
      expect(layout.plan.boat).toBeUndefined();
      const held = layout.placements.some((p) => p.held === heldKite);
      const grounded = layout.grounded.map((g) => g.prop);
      expect(held || grounded.includes(heldKite), id).toBe(true);
      expect(grounded.includes(toyBoat), id).toBe(true);
    }
  });

  it('lays a kite that will not fly on the grass, not in the sky', () => {
    const layout = chapterPlacements(createRng(5), members(['child'], 'worried', 0), page('worried', [], 5), 800, 500, OUTDOOR);
    const grounded = chapterPlacements(createRng(5), members(['child'], 'worried', 0), { ...page('worried', [], 5), props: [{ prop: 'kite', state: 'grounded' }] }, 800, 500, OUTDOOR);
    expect(layout.plan.kite).toBe(false);
    expect(grounded.plan.kite).toBe(false);
    expect(grounded.plan.kiteStuck).toBe(false);
    expect(grounded.grounded.map((g) => g.prop)).toContain(kiteGrounded);
  });

  it('hands the kite string to a character with a free hand, and no other prop to that hand', () => {
    const layout = chapterPlacements(createRng(3), members(['brave-knight', 'child'], 'calm', 0), page('calm', ['kite', 'map'], 3), 800, 500, OUTDOOR);
    expect(layout.plan.kite).toBe(true);
    expect(layout.plan.flyer?.id).toBe('child');
    expect(layout.plan.flyer?.held).toBeUndefined();
    expect(ALL_PROPS).toContain('kite');
  });
});

describe('night colours', () => {
  it('keeps moonlit scenery light enough to read and bluish rather than grey', () => {
    for (const c of ['#f7e3b5', '#9fd38a', '#efe6f5', '#e4d6c2']) {
      const m = moonlit(c);
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(m.slice(i, i + 2), 16)) as [number, number, number];
      expect((Math.max(r, g, b) + Math.min(r, g, b)) / 510, c).toBeGreaterThan(0.45);
      expect(b, c).toBeGreaterThan(r);
    }
  });
});

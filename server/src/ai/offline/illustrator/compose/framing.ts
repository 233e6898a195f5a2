// Framing: where the hero stands and how large, and where the companions go. Chapters pick a framing
// per scene (wide, medium, close); the cover always centres a large hero.
import { designFor } from '../characters/index.ts';
import type { Mood } from '../characters/types.ts';
import type { Rng } from '../prng.ts';
import type { Placement } from './cast.ts';
import { companionMood, poseFor } from './pose.ts';

export type Framing = 'wide' | 'medium' | 'close';

const FRAMING_BY_MOOD: Record<Mood, readonly Framing[]> = {
  calm: ['wide', 'medium', 'medium'],
  happy: ['medium', 'wide', 'close'],
  excited: ['close', 'medium', 'medium'],
  proud: ['close', 'medium'],
  worried: ['medium', 'wide', 'close'],
  sad: ['wide', 'medium'],
};

const SCALE: Record<Framing, number> = { wide: 0.78, medium: 1, close: 1.28 };

/** Half the width a figure takes up at scale 1 (side-view designs are wider). */
export function halfWidth(id: string): number {
  return designFor(id).sideView ? 120 : 72;
}

function companions(rng: Rng, cast: readonly string[], hero: Placement, W: number, mood: Mood): Placement[] {
  const out: Placement[] = [];
  const others = cast.slice(1, 3);
  // The first companion goes on the side with more room; the second on the other side.
  let side = hero.x < W / 2 ? 1 : -1;
  let depth = 0;
  for (const id of others) {
    const scale = hero.scale * 0.88;
    const gap = (halfWidth(hero.id) * hero.scale + halfWidth(id) * scale) * rng.range(0.95, 1.15);
    let x = hero.x + side * gap;
    const margin = halfWidth(id) * scale + 6;
    if (x < margin || x > W - margin) x = Math.min(W - margin, Math.max(margin, x));
    const m = companionMood(mood, rng);
    out.push({ id, x, y: hero.y - 10 - depth * 6, scale, pose: poseFor(m, rng), mood: m, face: x < hero.x ? 'right' : 'left', hop: m === 'excited' && rng.chance(0.5) });
    side = -side;
    depth++;
  }
  return out;
}

export function chapterPlacements(rng: Rng, cast: readonly string[], mood: Mood, W: number, floor: number): { placements: Placement[]; framing: Framing } {
  const heroId = cast[0] ?? 'child';
  const framing = rng.pick(FRAMING_BY_MOOD[mood]);
  const scale = SCALE[framing];
  const solo = cast.length <= 1;
  const slots = solo ? [0.32, 0.5, 0.66] : cast.length === 2 ? [0.34, 0.42, 0.6, 0.66] : [0.5, 0.46, 0.54];
  let x = W * rng.pick(slots);
  const margin = halfWidth(heroId) * scale + 10;
  x = Math.min(W - margin, Math.max(margin, x));
  const y = floor + (framing === 'close' ? 48 : framing === 'wide' ? -16 : 14);
  const hero: Placement = { id: heroId, x, y, scale, pose: poseFor(mood, rng), mood, face: x > W / 2 ? 'left' : 'right', hop: mood === 'excited' };
  return { placements: [hero, ...companions(rng, cast, hero, W, mood)], framing };
}

export function coverPlacements(rng: Rng, cast: readonly string[], mood: Mood, W: number, floor: number): Placement[] {
  const heroId = cast[0] ?? 'child';
  const scale = designFor(heroId).sideView ? 1.45 : 1.7;
  const coverMood: Mood = mood === 'sad' || mood === 'worried' ? 'happy' : mood;
  const hero: Placement = { id: heroId, x: W / 2 - (designFor(heroId).sideView ? 30 : 0), y: floor, scale, pose: poseFor(coverMood, rng), mood: coverMood, face: 'right' };
  const others = cast.slice(1, 3).map((id, i): Placement => {
    const m = companionMood(coverMood, rng);
    const side = i === 0 ? 1 : -1;
    const s = designFor(id).sideView ? 0.85 : 0.95;
    return { id, x: W / 2 + side * (W * 0.34), y: floor - 40, scale: s, pose: poseFor(m, rng), mood: m, face: side > 0 ? 'left' : 'right' };
  });
  return [...others, hero];
}

// The safety nets that keep a page true to its hour and its place (issue 10 'Continuity by construction'):
// a line that needs daylight is never told after dark, nor a night line by day; a family's own trouble
// (grandma's glasses, the dog and the bath) stays near home. Each test fails if its filter is removed.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.ts';
import { contentFor } from '../storyteller/languages.ts';
import type { Telling } from '../storyteller/content/tellings.ts';
import { isFamilyTrouble } from '../storyteller/plan/places.ts';
import { NEAR_HOME } from '../storyteller/plan/places.ts';
import { ideaGrid, requestGrid } from './request-grid.ts';

const TOLD = [...requestGrid(60), ...ideaGrid()].map((req) => ({ req, ...tellStory(req) }));

const DAY_SLOTS = new Set(['morning', 'midday', 'afternoon']);
const DARK_SLOTS = new Set(['evening', 'night']);

/** Every telling of a language by key, with the light its conditions ask for. */
function lightOf(lang: 'en' | 'fr'): Map<string, 'day' | 'dark'> {
  const c = contentFor(lang);
  const all: Telling[] = [
    ...Object.values(c.places).flatMap((p) => p.scenery), ...Object.values(c.texture).flat(), ...Object.values(c.beats).flat(),
    ...Object.values(c.plots).flatMap((p) => Object.values(p).flat()),
  ];
  const out = new Map<string, 'day' | 'dark'>();
  for (const t of all) {
    if (t.if.some((f) => f === 'day' || f === '!dark' || DAY_SLOTS.has(f))) out.set(t.key, 'day');
    if (t.if.some((f) => f === 'dark' || f === '!day' || DARK_SLOTS.has(f))) out.set(t.key, 'dark');
  }
  return out;
}

describe('The time-of-day filter', () => {
  it('has lines that need daylight and lines that need the dark, so the check below means something', () => {
    const light = [...lightOf('en').values()];
    expect(light.filter((l) => l === 'day').length).toBeGreaterThan(30);
    expect(light.filter((l) => l === 'dark').length).toBeGreaterThan(30);
  });

  it('never tells a daylight line in an evening or night chapter, nor a dark one by day', () => {
    const wrong: string[] = [];
    const light = { en: lightOf('en'), fr: lightOf('fr') };
    for (const { plan, book } of TOLD) {
      book.chapters.forEach((c, i) => {
        const slot = plan.chapters[i]?.time.slot ?? 'morning';
        for (const p of c.parts) {
          const needs = light[plan.lang].get(p.key);
          if ((needs === 'day' && DARK_SLOTS.has(slot)) || (needs === 'dark' && DAY_SLOTS.has(slot))) wrong.push(`${slot}: ${p.text}`);
        }
      });
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('The stay-near-home filter', () => {
  const family = TOLD.filter((t) => isFamilyTrouble(t.plan.idea) && !t.plan.idea?.place);

  it('is exercised by the grid: books about a family trouble with no place in the idea', () => {
    expect(family.length).toBeGreaterThan(20);
  });

  it('keeps a family trouble near home: never by the sea, up the mountain, in a cave or the sky', () => {
    const far = family.flatMap(({ req, plan }) => {
      const home = plan.places.find((p) => p.role === 'home')?.id;
      return plan.places.filter((p) => p.id !== home && !NEAR_HOME.includes(p.id as never)).map((p) => `"${req.customPrompt}" goes to ${p.id}`);
    });
    expect(far).toEqual([]);
  });

  it('faces a fear or a "won\'t" at home: the tries in the garden, the turning point back indoors', () => {
    const wrong = family.filter((t) => t.plan.plot === 'face-fear' || t.plan.plot === 'change-mind').flatMap(({ req, plan }) => {
      const home = plan.places.find((p) => p.role === 'home')?.id;
      const far = plan.places.find((p) => p.role === 'far')?.id;
      return far === home ? [] : [`"${req.customPrompt}": the turning point in ${far}, not at ${home}`];
    });
    expect(wrong).toEqual([]);
  });
});

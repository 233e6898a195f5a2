import { describe, expect, it } from 'vitest';
import { signatureColours } from './characters/index.ts';
import { createOfflineIllustrator } from './index.ts';
import { BRIEF_CHARACTERS as ALL_CHARACTERS } from './read-brief.ts';
import { ALL_MOODS, ALL_PLACES, ALL_PROPS, ALL_TIMES, bibleFor, scene } from './test-fixtures.ts';
import { checkXml, forbiddenContent } from './xml-check.ts';

const illustrator = createOfflineIllustrator();

describe('every character in every place at every hour', () => {
  it('renders well-formed SVG with no words, scripts, images, filters or outside references', async () => {
    let count = 0;
    for (const hero of ALL_CHARACTERS) {
      for (const place of ALL_PLACES) {
        for (const [t, timeOfDay] of ALL_TIMES.entries()) {
          const s = scene({ place, timeOfDay, cast: [hero], props: [ALL_PROPS[(count * 3) % ALL_PROPS.length] ?? 'map'], mood: ALL_MOODS[(count + t) % ALL_MOODS.length] });
          const svg = (await illustrator.draw(bibleFor(hero, s), s, { seed: count, kind: count % 7 === 0 ? 'cover' : 'chapter' })).data.toString('utf8');
          const report = checkXml(svg);
          expect(report.problems, `${hero} in ${place} at ${timeOfDay}`).toEqual([]);
          expect(forbiddenContent(svg, report.elements), `${hero} in ${place} at ${timeOfDay}`).toEqual([]);
          count++;
        }
      }
    }
    expect(count).toBe(ALL_CHARACTERS.length * ALL_PLACES.length * ALL_TIMES.length);
  });

  it('draws every prop, every mood and full casts without breaking the document', async () => {
    for (const [i, mood] of ALL_MOODS.entries()) {
      const s = scene({ mood, props: ALL_PROPS, cast: [ALL_CHARACTERS[i] ?? 'child', 'child', ALL_CHARACTERS[i + 1] ?? 'wise-owl'] });
      for (const kind of ['chapter', 'cover'] as const) {
        const svg = (await illustrator.draw(bibleFor(s.cast[0] ?? 'child', s), s, { seed: i, kind })).data.toString('utf8');
        expect(checkXml(svg).problems).toEqual([]);
      }
    }
  });
});

describe('character consistency', () => {
  it("shows each character's signature colours in every picture it is in", async () => {
    for (const hero of ALL_CHARACTERS) {
      for (const [i, mood] of ALL_MOODS.entries()) {
        const friend = ALL_CHARACTERS[(ALL_CHARACTERS.indexOf(hero) + 1 + i) % ALL_CHARACTERS.length] ?? 'child';
        const s = scene({ mood, cast: [hero, friend], place: ALL_PLACES[i] ?? 'meadow', timeOfDay: ALL_TIMES[i % 4] ?? 'day' });
        for (const kind of ['chapter', 'cover'] as const) {
          const svg = (await illustrator.draw(bibleFor(hero, s), s, { seed: 100 + i, kind })).data.toString('utf8');
          for (const id of [hero, friend]) {
            for (const colour of signatureColours(id)) expect(svg, `${id} (${colour}) ${mood} ${kind}`).toContain(colour);
          }
        }
      }
    }
  });

  it('gives each character a palette of its own', () => {
    const main = new Map(ALL_CHARACTERS.map((id) => [id, signatureColours(id).join(',')]));
    expect(new Set(main.values()).size).toBe(ALL_CHARACTERS.length);
  });
});

// Speed is measured in bench/generation, never asserted in a test.
describe('size', () => {
  it('keeps every picture under 60 KB, even the busiest', async () => {
    for (const place of ALL_PLACES) {
      const s = scene({ place, timeOfDay: 'night', props: ALL_PROPS, cast: ['brave-knight', 'friendly-dragon', 'magical-unicorn'] });
      for (const kind of ['chapter', 'cover'] as const) {
        const out = await illustrator.draw(bibleFor('brave-knight', s), s, { seed: 11, kind });
        expect(out.data.length, `${place} ${kind}`).toBeLessThan(60_000);
      }
    }
  });
});

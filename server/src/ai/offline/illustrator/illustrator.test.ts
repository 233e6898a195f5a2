import { describe, expect, it } from 'vitest';
import { createOfflineIllustrator } from './index.ts';
import { bibleFor, scene } from './test-fixtures.ts';

const illustrator = createOfflineIllustrator();
const draw = async (seed: number, kind: 'cover' | 'chapter' = 'chapter', s = scene()): Promise<string> =>
  (await illustrator.draw(bibleFor(s.cast[0] ?? 'brave-knight', s), s, { seed, kind })).data.toString('utf8');

describe('offline illustrator', () => {
  it('returns an SVG illustration', async () => {
    const out = await illustrator.draw(bibleFor('brave-knight'), scene(), { seed: 1, kind: 'chapter' });
    expect(out.contentType).toBe('image/svg+xml');
    expect(out.data.toString('utf8').startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('draws the same bytes for the same seed and inputs', async () => {
    expect(await draw(42)).toBe(await draw(42));
    expect(await draw(42, 'cover')).toBe(await draw(42, 'cover'));
  });

  it('draws a different picture for a different seed', async () => {
    const pictures = new Set(await Promise.all([1, 2, 3, 4, 5].map((seed) => draw(seed))));
    expect(pictures.size).toBe(5);
  });

  it('draws different chapters of one story differently with the same seed', async () => {
    const a = await draw(7, 'chapter', scene({ place: 'meadow', mood: 'calm' }));
    const b = await draw(7, 'chapter', scene({ place: 'meadow', mood: 'excited' }));
    expect(a).not.toBe(b);
  });

  it('draws chapters landscape and covers portrait', async () => {
    expect(await draw(3)).toContain('viewBox="0 0 800 600"');
    expect(await draw(3, 'cover')).toContain('viewBox="0 0 600 800"');
  });

  it('labels the picture with the caption for screen readers, escaped', async () => {
    const svg = await draw(1, 'chapter', scene({ caption: 'Tom & the "brave" <owl>' }));
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Tom &amp; the &quot;brave&quot; &lt;owl&gt;"');
  });

  it('refuses a brief with a place or a prop it cannot draw instead of drawing something else', async () => {
    await expect(draw(9, 'chapter', scene({ place: 'moon-base' }))).rejects.toThrow(/unknown place 'moon-base'/);
    await expect(draw(9, 'chapter', scene({ props: ['spaceship'] }))).rejects.toThrow(/unknown prop 'spaceship'/);
  });

  it('keeps the hero in the picture even when the brief forgets it', async () => {
    const s = scene({ cast: ['wise-owl'] });
    const svg = (await illustrator.draw(bibleFor('curious-mouse', s), s, { seed: 2, kind: 'chapter' })).data.toString('utf8');
    expect(svg).toContain('#f7b6c2'); // the mouse's pink ears
    expect(svg).toContain('#4a3b5c'); // the owl's glasses
  });

  it('shows the moon and stars at night and the sun by day', async () => {
    const night = await draw(5, 'chapter', scene({ timeOfDay: 'night', place: 'meadow' }));
    const day = await draw(5, 'chapter', scene({ timeOfDay: 'day', place: 'meadow' }));
    expect(night).toContain('#fff3c2'); // moon
    expect(night).toContain('#fffbe6'); // stars
    expect(day).toContain('#ffe58a'); // sun
    expect(day).not.toContain('#fff3c2');
  });

  it('gives gradients ids unique to the picture so inlined pictures do not clash', async () => {
    const a = /id="([^"]+)-sky-day"/.exec(await draw(1))?.[1];
    const b = /id="([^"]+)-sky-day"/.exec(await draw(2))?.[1];
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
  });
});

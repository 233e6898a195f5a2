// Blind editors read 'A little bit tired, but much more curious' at the worst of the storm, a yawn during a confession
// and 'he wiggled all ten toes, which always helped' after the problem was solved. A feeling or a word between friends
// is told only in a chapter whose every beat's mood it fits (compose/beat-mood.ts, texture/<kind>.yaml `moods`), and the
// linter finds no line against its moment nor fair-weather scenery under a storm, in both languages.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import { requestGrid } from '../../story-lint/request-grid.ts';
import { chapterMoods } from './beat-mood.ts';

const BOOKS = requestGrid(40).map((r) => tellStory(r));

describe('a feeling waits for its moment', () => {
  it('tells each feeling and word between friends only where every beat of the chapter is in one of its moods', () => {
    const wrong: string[] = [];
    const toldIn = new Map<string, number>();
    for (const { plan, book } of BOOKS) {
      const lines = new Map([...contentFor(plan.lang).texture.feelings, ...contentFor(plan.lang).texture.talk].map((t) => [t.key, t]));
      plan.chapters.forEach((c, i) => {
        const moods = chapterMoods(plan, c);
        for (const part of book.chapters[i]?.parts.filter((p) => p.kind === 'texture:feelings' || p.kind === 'texture:talk') ?? []) {
          const t = lines.get(part.key);
          for (const m of moods) toldIn.set(m, (toldIn.get(m) ?? 0) + 1);
          if (t?.moods && ![...moods].every((m) => t.moods?.includes(m))) wrong.push(`${plan.lang} ch${i} ${[...moods].join('/')}: ${part.text}`);
        }
      });
    }
    expect(wrong).toEqual([]);
    // The gate leaves every moment something to feel: worry, the crisis, the relief, the joy of the end.
    for (const m of ['worried', 'tense', 'relieved', 'joyful', 'excited', 'sleepy'] as const) expect(toldIn.get(m) ?? 0, m).toBeGreaterThan(2);
  });

  it('finds no feeling against its mood and no scenery against the weather or the place', () => {
    const found = BOOKS.flatMap(({ plan, book }) => lintStory(plan, book).filter((x) => x.rule === 'feeling-against-mood' || x.rule === 'scenery-against-weather').map((x) => `${plan.lang} ${plan.plot}: ${x.detail}`));
    expect(found).toEqual([]);
  });
});

import { THEMES } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import type { StoryRequest, WrittenChapter } from '../../types.ts';
import { createOfflineWriter, writePreview } from './index.ts';
import { countWords } from './text-tools.ts';
import { SKELETONS } from './skeletons.ts';
import { composeStory } from './write-story.ts';
import { seedPairs, sharedFraction } from './test-grid.ts';

const base: StoryRequest = {
  character: 'wise-owl', theme: 'adventure', length: 'long', language: 'english', ageGroup: '8-12',
  moralLesson: 'perseverance', childName: '', customPrompt: '', seed: 42,
};

describe('the offline writer', () => {
  it('writes English and French and nothing else', async () => {
    const writer = createOfflineWriter();
    expect(writer.languages).toEqual(['english', 'french']);
    await expect(writer.write({ ...base, language: 'spanish' })).rejects.toThrow('Language not supported offline');
  });

  it('hands over every chapter in order before returning the story', async () => {
    const seen: [number, WrittenChapter][] = [];
    const story = await createOfflineWriter().write(base, async (chapter, index) => {
      seen.push([index, chapter]);
    });
    expect(seen.map(([i]) => i)).toEqual(story.chapters.map((_c, i) => i));
    expect(seen.map(([, c]) => c)).toEqual(story.chapters);
  });

  it('writes the same story for the same seed', async () => {
    const writer = createOfflineWriter();
    expect(await writer.write(base)).toEqual(await writer.write(base));
  });

  it('gives a title and a two or three sentence description', () => {
    for (const language of ['english', 'french'] as const) {
      const { story } = composeStory({ ...base, language });
      expect(story.title.length).toBeGreaterThan(3);
      const sentences = story.description.match(/[.!?](\s|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });

  it('draws every plot of a theme from different seeds', () => {
    for (const theme of THEMES) {
      const plots = SKELETONS.filter((s) => s.theme === theme).map((s) => s.id);
      const drawn = new Set(Array.from({ length: 60 }, (_v, seed) => composeStory({ ...base, theme, length: 'short', seed }).skeletonId));
      expect([...drawn].sort(), theme).toEqual([...plots].sort());
      expect(plots.length, theme).toBeGreaterThanOrEqual(5);
    }
  });

  it('tells different stories for different seeds: any two seeds share under a third of their sentences', () => {
    // Every character x theme x language, each moral, age and length, three seed pairs each.
    const fractions = seedPairs().map(([a, b]) => {
      const chaptersOf = (req: StoryRequest): string[] => composeStory(req).story.chapters.map((c) => c.content);
      return { fraction: sharedFraction(chaptersOf(a), chaptersOf(b)), req: a };
    });
    const worst = fractions.reduce((w, f) => (f.fraction > w.fraction ? f : w));
    const { character, theme, language, ageGroup, length, moralLesson } = worst.req;
    expect(worst.fraction, `${character} ${theme} ${language} ${ageGroup} ${length} ${moralLesson}`).toBeLessThan(1 / 3);
    const mean = fractions.reduce((sum, f) => sum + f.fraction, 0) / fractions.length;
    expect(mean).toBeLessThan(0.2);
  });
});

describe('the landing page preview', () => {
  it('writes one page of about 80 to 120 words with a scene', () => {
    for (const language of ['english', 'french'] as const) {
      for (const ageGroup of ['3-5', '5-8', '8-12'] as const) {
        for (let seed = 0; seed < 10; seed++) {
          const { length: _length, ...req } = { ...base, language, ageGroup, seed };
          const preview = writePreview(req);
          const words = countWords(preview.text);
          expect(words, preview.text).toBeGreaterThanOrEqual(80);
          expect(words, preview.text).toBeLessThanOrEqual(120);
          expect(preview.title.length).toBeGreaterThan(3);
          expect(preview.scene.cast[0]).toBe('wise-owl');
        }
      }
    }
  });
});

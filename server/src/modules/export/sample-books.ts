// Books for the export tests and bench/export: stories of the offline storyteller's request grid
// (both languages, every length and age), drawn by the offline illustrator, as the exporters see them.
import { tellStory } from '../../ai/offline/storyteller/index.ts';
import { requestGrid } from '../../ai/offline/story-lint/request-grid.ts';
import { renderSvg } from '../../ai/offline/illustrator/render.ts';
import type { StoryRequest } from '../../ai/types.ts';
import type { ExportImage, ExportStory } from './types.ts';

const svg = (text: string): ExportImage => ({ contentType: 'image/svg+xml', data: Buffer.from(text, 'utf8') });

/** One grid request told and illustrated the way run-generation.ts does it (same seeds, same kinds). */
export function sampleBook(req: StoryRequest, withPictures = true): ExportStory {
  const { story } = tellStory(req);
  const seed = req.seed ?? 1;
  return {
    title: story.title,
    description: story.description,
    language: req.language,
    createdAt: new Date('2026-01-15T10:00:00Z'),
    authorName: 'Sam Parent',
    ...(withPictures ? { cover: svg(renderSvg(story.bible, story.bible.coverScene, seed, 'cover')) } : {}),
    chapters: story.chapters.map((c, i) => ({
      title: c.title,
      content: c.content,
      ...(withPictures ? { image: svg(renderSvg(story.bible, c.scene, seed + i + 1, 'chapter')) } : {}),
    })),
  };
}

/** `every`-th request of the grid (16,128 in all): both languages, every length, age and character. */
export function sampleRequests(every: number): StoryRequest[] {
  return requestGrid(every);
}

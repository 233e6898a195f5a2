// The built-in offline storyteller (DESIGN.md 'Making the offline AI worth using'): a story grammar
// that writes English and French stories with no network and no AI key, deterministic per seed.
import { OFFLINE_STORY_LANGUAGES } from '@storyloom/contracts/options';
import type { StoryRequest, StoryWriter, WrittenChapter, WrittenStory } from '../../types.ts';
import { composeStory, langOf, setUp } from './write-story.ts';

export { writePreview, type Preview } from './preview.ts';

export function createOfflineWriter(): StoryWriter {
  return {
    languages: OFFLINE_STORY_LANGUAGES,
    async write(req: StoryRequest, onChapter?: (chapter: WrittenChapter, index: number) => void | Promise<void>): Promise<WrittenStory> {
      langOf(req.language);
      const chapters: WrittenChapter[] = [];
      const { story } = composeStory(req, (chapter) => chapters.push(chapter));
      // Composition is synchronous and fast; chapters are handed over in order, each awaited.
      for (const [index, chapter] of chapters.entries()) await onChapter?.(chapter, index);
      return story;
    },
    plotOf: (req) => setUp(req).skeleton.id,
  };
}

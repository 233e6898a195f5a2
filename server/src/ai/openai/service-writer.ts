// The writer backed by a text model: structured output against storySchema, streamed, so each chapter
// reaches onChapter as soon as the model has finished writing it and the reader can open the story early.
// streamObject is deprecated in ai@6; streamText with Output.object is its replacement and sends the same
// request (response_format json_schema, stream=true).
import { CHAPTERS_BY_LENGTH, STORY_LANGUAGES } from '@storyloom/contracts/options';
import { Output, streamText } from 'ai';
import type { StoryRequest, StoryWriter, WrittenChapter, WrittenStory } from '../types.ts';
import { createServiceProvider, type ServiceConfig } from './service-config.ts';
import { buildStorySystemPrompt, buildStoryUserPrompt } from './story-prompt.ts';
import { planForService } from './story-outline.ts';
import type { StoryPlan } from '../offline/storyteller/plan/types.ts';
import { chapterSchema, storySchema, type ServiceChapter, type ServiceStory } from './story-schema.ts';

/** The hero's id leads every cast list: the illustrator draws the cast in that order. */
function withHeroFirst(cast: readonly string[], hero: string): string[] {
  return [hero, ...cast.filter((id) => id !== hero)];
}

function toWrittenChapter(chapter: ServiceChapter, req: StoryRequest): WrittenChapter {
  return {
    title: chapter.title.trim(),
    content: chapter.content.trim(),
    scene: { ...chapter.scene, cast: withHeroFirst(chapter.scene.cast, req.character) },
  };
}

function toWrittenStory(story: ServiceStory, chapters: WrittenChapter[], req: StoryRequest, plan: StoryPlan): WrittenStory {
  const { bible } = story;
  // The plan's cast, not the model's echo of it: the pictures keep the same hero and friend on every page.
  const hero = plan.cast.find((c) => c.role === 'hero');
  const companion = plan.cast.find((c) => c.role === 'companion');
  return {
    title: story.title.trim(),
    description: story.description.trim(),
    bible: {
      heroName: hero?.name ?? bible.heroName.trim(),
      heroCharacter: req.character,
      ...(companion?.name ? { friendName: companion.name } : {}),
      ...(companion?.figure ? { friendCharacter: companion.figure } : {}),
      coverScene: { ...bible.coverScene, cast: withHeroFirst(bible.coverScene.cast, req.character) },
    },
    chapters,
    plan,
  };
}

export function createServiceWriter(cfg: ServiceConfig): StoryWriter {
  const provider = createServiceProvider(cfg);
  return {
    languages: STORY_LANGUAGES,
    async write(req, onChapter) {
      const wanted = CHAPTERS_BY_LENGTH[req.length];
      const plan = planForService(req);
      let streamError: unknown;
      const result = streamText({
        model: provider.chat(cfg.textModel),
        output: Output.object({ schema: storySchema, name: 'story', description: "A children's story" }),
        system: buildStorySystemPrompt(req),
        prompt: buildStoryUserPrompt(req, plan),
        seed: req.seed,
        onError: ({ error }) => {
          streamError = error;
        },
      });

      const chapters: WrittenChapter[] = [];
      const emit = async (chapter: ServiceChapter): Promise<void> => {
        if (chapters.length >= wanted) return;
        const written = toWrittenChapter(chapter, req);
        chapters.push(written);
        await onChapter?.(written, chapters.length - 1);
      };

      for await (const partial of result.partialOutputStream) {
        const streamed = partial.chapters ?? [];
        // A chapter is finished once the model has started the next one.
        while (streamed.length > chapters.length + 1 && chapters.length < wanted) {
          const parsed = chapterSchema.safeParse(streamed[chapters.length]);
          if (!parsed.success) break;
          await emit(parsed.data);
        }
      }
      if (streamError !== undefined) throw streamError;

      const story = await result.output;
      for (const chapter of story.chapters.slice(chapters.length)) await emit(chapter);
      if (chapters.length === 0) throw new Error('The text model returned a story without chapters.');
      return toWrittenStory(story, chapters, req, plan);
    },
  };
}

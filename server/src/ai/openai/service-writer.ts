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
import { createChapterScanner } from './closed-chapters.ts';
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

/** The text of one streamed chat completion chunk (OpenAI's wire format), '' when it carries none. */
function deltaText(raw: unknown): string {
  const content = (raw as { choices?: { delta?: { content?: unknown } }[] } | null)?.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
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
        includeRawChunks: true,
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

      // A chapter is handed over as soon as its closing brace arrives, not when the next one begins. The
      // service's raw deltas are read: the SDK's own text stream holds text back until the parsed partial
      // story changes, and closing a chapter changes nothing in it until the next chapter begins.
      const scan = createChapterScanner();
      let inOrder = true;
      for await (const part of result.fullStream) {
        if (part.type !== 'raw') continue;
        for (const closed of scan(deltaText(part.rawValue))) {
          const parsed = chapterSchema.safeParse(closed);
          inOrder &&= parsed.success;
          if (inOrder && parsed.success) await emit(parsed.data);
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

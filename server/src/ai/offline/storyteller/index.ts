// The built-in offline storyteller (DESIGN.md 'Making the offline AI worth using'): reads the parent's
// idea, plans the story, renders the plan from the language's content files. No network, no key, the
// same book for the same seed.
import { OFFLINE_STORY_LANGUAGES } from '@storyloom/contracts/options';
import type { StoryRequest, StoryWriter, WrittenChapter, WrittenStory } from '../../types.ts';
import { contentFor, langOf, readIdea } from './languages.ts';
import { writeBook, type Book } from './compose/write-book.ts';
import { planStory } from './plan/plan-story.ts';
import type { StoryPlan } from './plan/types.ts';

export { UNSUPPORTED_LANGUAGE } from './languages.ts';

export interface Told {
  plan: StoryPlan;
  book: Book;
  story: WrittenStory;
}

export interface TellOptions {
  /** The family's last plots and stock lines: the next book avoids them. */
  recentPlots?: readonly string[];
  recentLines?: readonly string[];
}

/** Plans and writes a book, synchronously: the writer, the linter and the variety script share it. */
export function tellStory(req: StoryRequest, opts: TellOptions = {}): Told {
  const lang = langOf(req.language);
  const content = contentFor(lang);
  const idea = req.customPrompt.trim() ? readIdea(lang, req.customPrompt) : undefined;
  const recentPlots = opts.recentPlots ?? req.recentPlots;
  const plan = planStory({ req, ...(idea ? { idea } : {}), ...(recentPlots ? { recentPlots } : {}) }, content);
  const book = writeBook(plan, content, opts.recentLines ?? req.recentLines);
  return { plan, book, story: toWrittenStory(plan, book) };
}

function toWrittenStory(plan: StoryPlan, book: Book): WrittenStory {
  const hero = plan.cast.find((c) => c.role === 'hero');
  const companion = plan.cast.find((c) => c.role === 'companion');
  const child = plan.cast.find((c) => c.figure === 'child');
  const first = book.chapters[0]?.brief;
  if (!first) throw new Error('storyteller: a book without chapters');
  // The cover: the first page's place and cast, everyone waving, the book's title as its alt text.
  const { keyObject: _key, ...page } = first;
  const cover = { ...page, cast: page.cast.map(({ holding: _held, ...c }) => ({ ...c, pose: 'waving' as const })), props: [], introduced: [], framing: 'wide' as const, mood: 'happy' as const, caption: book.title };
  return {
    title: book.title,
    description: book.description,
    bible: {
      heroName: hero?.name ?? '',
      heroCharacter: plan.request.character,
      ...(companion?.name ? { friendName: companion.name } : {}),
      ...(companion?.figure ? { friendCharacter: companion.figure } : {}),
      ...(companion && companion.gender !== 'n' ? { friendGender: companion.gender } : {}),
      ...(child && child.gender !== 'n' ? { childGender: child.gender } : {}),
      coverScene: cover,
    },
    chapters: book.chapters.map((c): WrittenChapter => ({ title: c.title, content: c.content, scene: c.brief })),
    plan,
    lines: book.lines,
  };
}

export function createStoryteller(): StoryWriter {
  return {
    languages: OFFLINE_STORY_LANGUAGES,
    async write(req, onChapter, onTitle) {
      const { story } = tellStory(req);
      // The title is planned before any chapter: a book opened early is called by its name.
      await onTitle?.(story.title);
      // Writing is synchronous and fast; chapters are handed over in order, each awaited.
      for (const [index, chapter] of story.chapters.entries()) await onChapter?.(chapter, index);
      return story;
    },
    plotOf: (req) => tellStory(req).plan.plot,
  };
}

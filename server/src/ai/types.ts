// The AI capabilities of DESIGN.md 'The AI providers'. Each has a built-in offline implementation
// (ai/offline/) and a service adapter (ai/openai/), chosen once at start-up in ai/index.ts.
import type { AgeGroup, Character, MoralLesson, StoryLanguage, StoryLength, Theme } from '@storyloom/contracts/options';
import type { WordTiming } from '@storyloom/contracts/narration';
import type { ArtStyle, ChildLook } from '@storyloom/contracts/illustration';
import type { SceneBriefV2 } from './scene-brief.ts';
import type { StoryPlan } from './offline/storyteller/plan/types.ts';

export interface StoryRequest {
  character: Character;
  theme: Theme;
  length: StoryLength;
  language: StoryLanguage;
  ageGroup: AgeGroup;
  moralLesson: MoralLesson | '';
  childName: string;
  customPrompt: string;
  /** Same seed + same request = same story (offline writer). */
  seed: number;
  /** The family's last plots (newest first): the next book avoids them when the idea leaves a choice. */
  recentPlots?: readonly string[];
  /** The stock tellings (content keys) of the family's last books: the next book avoids them (issue 10 item 8). */
  recentLines?: readonly string[];
}

/** What the illustrator needs to draw one picture; the writer fills it per chapter. */
export interface SceneBrief {
  /** A place key, e.g. 'forest', 'castle', 'meadow', 'sea', 'mountain', 'village', 'cave', 'sky', 'home', 'library', 'garden', 'farm', 'zoo', 'pool', 'fair', 'hall', 'circus', 'aquarium', 'park'. */
  place: string;
  timeOfDay: 'morning' | 'day' | 'evening' | 'night';
  /** Characters present: the hero's character id first, then companions as character ids or 'child'. */
  cast: string[];
  /** Prop keys, e.g. 'map', 'lantern', 'key', 'book', 'cake', 'star', 'bridge', 'boat', 'flower'. */
  props: string[];
  mood: 'calm' | 'happy' | 'worried' | 'excited' | 'sad' | 'proud';
  /** A one-sentence English description of the scene, for image-model prompts and alt text. */
  caption: string;
}

/** The old free-text brief or the typed one (scene-brief.ts); the illustrators draw both. */
export type AnySceneBrief = SceneBrief | SceneBriefV2;

export interface WrittenChapter {
  title: string;
  content: string;
  /** The offline storyteller writes the typed brief; a service writer may still write the free-text one. */
  scene: AnySceneBrief;
}

export interface WrittenStory {
  title: string;
  description: string;
  /** Everything the illustrator must keep the same on every page (names, looks). */
  bible: {
    heroName: string;
    heroCharacter: Character;
    friendName?: string;
    friendCharacter?: string;
    /** The friend's grammatical gender when the writer knows it: the illustrator draws a 'child' friend as a
     * girl for 'f', as a boy otherwise. */
    friendGender?: 'm' | 'f';
    /** The reader's child's gender when the writer knows it, whichever role the child plays (the hero beside
     * an animal companion, or the friend): the illustrator draws the 'child' as a girl for 'f'. Books written
     * before it was kept fall back to friendGender. */
    childGender?: 'm' | 'f';
    /** How the reader's child is drawn (the hero for the human characters, the 'child' friend beside an
     * animal), from the generator; absent: the characters' own looks. */
    childLook?: ChildLook;
    coverScene: AnySceneBrief;
  };
  chapters: WrittenChapter[];
  /** The plan the book was written from (storyteller/plan/types.ts), kept with the story. */
  plan?: StoryPlan;
  /** The stock tellings (content keys) the book used, kept with it so the family's next book avoids them. */
  lines?: string[];
}

export interface StoryWriter {
  /**
   * Writes the story; onChapter is called as each chapter is finished (in order), and onTitle once the
   * title is known, if the writer knows it before the end (the offline writer does, at plan time).
   */
  write(
    req: StoryRequest,
    onChapter?: (chapter: WrittenChapter, index: number) => void | Promise<void>,
    onTitle?: (title: string) => void | Promise<void>,
  ): Promise<WrittenStory>;
  /** Languages this writer can write in. */
  readonly languages: readonly StoryLanguage[];
  /**
   * Which plot a request would be told with, for writers whose plot follows the seed: regeneration
   * uses it to pick a seed that tells a different plot. A writer without it draws afresh anyway.
   */
  plotOf?(req: StoryRequest): string;
}

export interface Illustration {
  contentType: 'image/svg+xml' | 'image/png' | 'image/webp' | 'image/jpeg';
  data: Buffer;
}

export interface Illustrator {
  draw(bible: WrittenStory['bible'], scene: AnySceneBrief, opts: { seed: number; kind: 'cover' | 'chapter'; style?: ArtStyle }): Promise<Illustration>;
}

export type { WordTiming };

export interface Narration {
  /** MP3 bytes: whole MPEG frames, no tag. */
  audio: Buffer;
  durationMs: number;
  words: WordTiming[];
}

export interface NarrateOptions {
  language: StoryLanguage | 'en' | 'fr';
  voice: string;
  /**
   * Called with the MP3 as it is made, in order (the pieces put together are `audio`), so that a
   * listener hears the start while the rest is spoken. A narrator that makes it in one go may
   * call it once, or never (the caller then uses `audio`).
   */
  onAudio?: (mp3: Buffer) => void;
  /** Whether a parent waits for it now (CPU priority, lib/cpu/cpu-pool.ts); asked again as it goes. */
  urgent?: () => boolean;
}

export interface Narrator {
  narrate(text: string, opts: NarrateOptions): Promise<Narration>;
}

export interface ModerationVerdict {
  ok: boolean;
  /** Short machine reason, e.g. 'violence', 'adult', 'injection'. */
  reason?: string;
}

export interface Moderator {
  check(text: string, opts: { language: string; kind: 'input' | 'output' }): Promise<ModerationVerdict>;
}

/** A help-centre entry handed to the assistant as grounding. */
export interface HelpPassage {
  id: string;
  question: string;
  answer: string;
}

export interface ChatAnswerRequest {
  message: string;
  language: 'en' | 'fr';
  /** The conversation so far, oldest first (the parent's and the assistant's turns). */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The help entries retrieved for the message, best first; never empty. */
  passages: HelpPassage[];
}

export interface ContactDraftRequest {
  prompt: string;
  category: 'support' | 'billing' | 'feature' | 'bug' | 'general' | 'partnership';
  language: 'en' | 'fr';
  name?: string;
}

export interface Assistant {
  /** Answers a parent's question from the retrieved help passages only. */
  answerQuestion(req: ChatAnswerRequest): Promise<string>;
  /** Writes a contact-form subject and message from the parent's own words; either may be left out. */
  writeContactMessage(req: ContactDraftRequest): Promise<{ subject?: string; message?: string }>;
}

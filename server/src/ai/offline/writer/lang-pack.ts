// Everything one language brings to the storyteller, so that the composer is written once.
import type { MoralLesson, Theme } from '@storyloom/contracts/options';
import type { BeatTexts, TextureText } from './beat-text.ts';
import type { Lang } from './cast.ts';
import type { Idea } from './custom-ideas.ts';
import type { IdeaRole } from './idea-lexicon.ts';
import type { MoralArcs } from './moral-arcs.ts';
import type { Tellings } from './skeleton-alt-en.ts';
import type { Beat, SkeletonText } from './skeletons.ts';
import type { AgeBand, PlaceKey } from './story-context.ts';

export interface BaseCtx {
  age: AgeBand;
  H: string;
}

export interface LangPack<C extends BaseCtx> {
  lang: Lang;
  skeletons: Record<string, SkeletonText<(c: C) => string>>;
  /** Second and third tellings of the plot sentences; the seed picks one telling per beat. */
  alts: readonly Tellings<(c: C) => string>[];
  beats: BeatTexts<(c: C) => string>;
  texture: TextureText<(c: C) => string>;
  /** Extra small talk and reflections that fit anywhere in the middle of a story. */
  chat: readonly ((c: C) => string)[];
  /** Scenery clauses per place, paired into sentences with `and` / `et`. */
  scenery: Record<PlaceKey, readonly string[]>;
  and: string;
  morals: MoralArcs<(c: C) => string>;
  ideas: {
    intro: Record<IdeaRole, { young: readonly ((c: C, i: Idea) => string)[]; mid: readonly ((c: C, i: Idea) => string)[] }>;
    echo: Record<IdeaRole, readonly ((c: C, i: Idea) => string)[]>;
  };
  chapterTitles: Record<Beat, readonly ((c: C) => string)[]>;
  /** The second and third sentences of the description. */
  describe: (c: C, moral: MoralLesson, theme: Theme, ideas: readonly Idea[]) => string;
  /** The context once the helper has been met: the helper named briefly ('the owl', 'le hibou'). */
  helperMet: (c: C) => C;
  /** Final typography (French spaces before ! ? : ; and inside « »). */
  finish: (text: string) => string;
}

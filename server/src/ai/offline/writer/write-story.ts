// Composes a whole story from a request: skeleton, cast, ideas, plan, then chapter after chapter.
import { CHAPTERS_BY_LENGTH, type AgeGroup, type MoralLesson } from '@storyloom/contracts/options';
import type { StoryRequest, WrittenChapter, WrittenStory } from '../../types.ts';
import { chooseCast, type Cast, type Lang } from './cast.ts';
import { composeChapter, type StoryState } from './compose-chapter.ts';
import { buildEnCtx, buildFrCtx } from './context-build.ts';
import { extractIdeas, type Idea } from './custom-ideas.ts';
import type { BaseCtx, LangPack } from './lang-pack.ts';
import { EN_PACK } from './pack-en.ts';
import { FR_PACK } from './pack-fr.ts';
import { planStory, type ChapterPlan } from './plot-plan.ts';
import { createRng, Picker, type Rng } from './prng.ts';
import { heroCaptionName, placeKeyOf, sceneFor } from './scene-brief.ts';
import { SKELETONS, type SkeletonDef } from './skeletons.ts';
import type { AgeBand, PlaceKey } from './story-context.ts';

export const UNSUPPORTED_LANGUAGE = 'Language not supported offline';

const TOLD = ['want', 'problem', 'try1', 'try2', 'insight', 'solve', 'after'] as const;

export interface Draft {
  story: WrittenStory;
  /** The refrain repeated on purpose for 3-5, if any. */
  refrain?: string;
  ideas: readonly Idea[];
  cast: Cast;
  skeletonId: string;
}

export function langOf(language: string): Lang {
  if (language === 'english') return 'en';
  if (language === 'french') return 'fr';
  throw new Error(UNSUPPORTED_LANGUAGE);
}

export function ageBandOf(age: AgeGroup): AgeBand {
  return age === '3-5' ? 'young' : age === '8-12' ? 'old' : 'mid';
}

export interface Setup {
  lang: Lang;
  rng: Rng;
  skeleton: SkeletonDef;
  cast: Cast;
  ideas: Idea[];
  moral: MoralLesson;
  age: AgeBand;
}

export function setUp(req: Omit<StoryRequest, 'length'>): Setup {
  const lang = langOf(req.language);
  const rng = createRng(req.seed);
  const skeleton = rng.pick(SKELETONS.filter((s) => s.theme === req.theme));
  const ideas = extractIdeas(req.customPrompt, lang);
  const cast = chooseCast(req, skeleton, lang, rng, ideas.map((i) => i.head));
  return { lang, rng, skeleton, cast, ideas, moral: req.moralLesson === '' ? 'none' : req.moralLesson, age: ageBandOf(req.ageGroup) };
}

/** Writes the story, handing each chapter to onChapter as soon as it is composed. */
export function composeStory(req: StoryRequest, onChapter?: (chapter: WrittenChapter, index: number) => void): Draft {
  const setup = setUp(req);
  const plans = planStory(CHAPTERS_BY_LENGTH[req.length], setup.skeleton, setup.ideas);
  return setup.lang === 'en'
    ? run(EN_PACK, buildEnCtx(setup.cast, setup.age), setup, plans, req, onChapter)
    : run(FR_PACK, buildFrCtx(setup.cast, setup.age), setup, plans, req, onChapter);
}

export function stateFor<C extends BaseCtx>(pack: LangPack<C>, ctx: C, setup: Setup): StoryState<C> {
  const main = pack.skeletons[setup.skeleton.id];
  if (!main) throw new Error(`No ${pack.lang} text for skeleton ${setup.skeleton.id}`);
  // One telling per beat, drawn by the seed from the three tellings, so that two stories on the
  // same skeleton share only about a third of their plot sentences.
  const tellings = pack.alts.map((t) => t[setup.skeleton.id] ?? {});
  const skeleton = { ...main };
  for (const field of TOLD) {
    const options = [main[field], ...tellings.flatMap((t) => (t[field] ? [t[field]] : []))];
    skeleton[field] = setup.rng.pick(options);
  }
  const picker = new Picker(setup.rng);
  const styles = new Map<PlaceKey, boolean>();
  const refrainFn = setup.age === 'young' ? picker.take('refrain', pack.texture.refrains) : undefined;
  return {
    pack, ctx, rng: setup.rng, picker, skeleton,
    moral: pack.morals[setup.moral][setup.age === 'young' ? 'young' : 'older'],
    ideas: setup.ideas,
    ...(refrainFn ? { refrain: pack.finish(refrainFn(ctx)) } : {}),
    heroCharacter: setup.cast.hero.character,
    placeOf: (plan: ChapterPlan) => placeKeyOf(setup.cast, plan, setup.ideas),
    sceneryStyle: (place) => {
      let style = styles.get(place);
      if (style === undefined) {
        style = setup.rng.chance(0.5);
        styles.set(place, style);
      }
      return style;
    },
  };
}

function run<C extends BaseCtx>(
  pack: LangPack<C>,
  ctx: C,
  setup: Setup,
  plans: ChapterPlan[],
  req: StoryRequest,
  onChapter?: (chapter: WrittenChapter, index: number) => void,
): Draft {
  const state = stateFor(pack, ctx, setup);
  const chapters: WrittenChapter[] = plans.map((plan, index) => {
    const place = state.placeOf(plan);
    const ideaIndexes = [...plan.ideaIntro, ...plan.ideaEcho];
    const withTreasure = setup.moral !== 'none' && Object.keys(plan.moral).length > 0;
    const scene = sceneFor(setup.cast, plan, setup.ideas, place, withTreasure, ideaIndexes);
    const { title, content } = composeChapter(state, plan, index);
    const chapter = { title, content, scene };
    onChapter?.(chapter, index);
    return chapter;
  });
  const titleFn = setup.rng.pick(state.skeleton.titles);
  const title = pack.finish(titleFn(ctx));
  const description = pack.finish(`${state.skeleton.premise(ctx)} ${pack.describe(ctx, setup.moral, req.theme, setup.ideas)}`);
  const first = chapters[0]?.scene;
  const coverScene = {
    place: first?.place ?? 'home',
    timeOfDay: 'day' as const,
    cast: [setup.cast.hero.character, setup.cast.friend.character],
    props: chapters.find((c) => c.scene.props.length > 0)?.scene.props.slice(0, 2) ?? [],
    mood: 'happy' as const,
    caption: `${heroCaptionName(setup.cast)} and ${setup.cast.friend.name} smiling together, on the cover of a storybook.`,
  };
  const story: WrittenStory = {
    title,
    description,
    bible: {
      heroName: setup.cast.hero.name,
      heroCharacter: setup.cast.hero.character,
      friendName: setup.cast.friend.name,
      friendCharacter: setup.cast.friend.character,
      ...(setup.cast.friend.gender === 'u' ? {} : { friendGender: setup.cast.friend.gender }),
      coverScene,
    },
    chapters,
  };
  return {
    story,
    ...(state.refrain ? { refrain: state.refrain } : {}),
    ideas: setup.ideas,
    cast: setup.cast,
    skeletonId: setup.skeleton.id,
  };
}

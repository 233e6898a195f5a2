// The landing page's demo: one page (about 80-120 words) that opens a story and leaves a hook.
import type { SceneBrief, StoryRequest } from '../../types.ts';
import { composeChapter } from './compose-chapter.ts';
import { buildEnCtx, buildFrCtx } from './context-build.ts';
import type { BaseCtx, LangPack } from './lang-pack.ts';
import { EN_PACK } from './pack-en.ts';
import { FR_PACK } from './pack-fr.ts';
import { planStory, type ChapterPlan } from './plot-plan.ts';
import { sceneFor } from './scene-brief.ts';
import { setUp, stateFor, type Setup } from './write-story.ts';

const PREVIEW_BAND = { min: 80, max: 120 };

export interface Preview {
  title: string;
  text: string;
  scene: SceneBrief;
}

export function writePreview(req: Omit<StoryRequest, 'length'>): Preview {
  const setup = setUp(req);
  const first = planStory(5, setup.skeleton, setup.ideas)[0];
  if (!first) throw new Error('No opening to preview');
  const plan: ChapterPlan = { ...first, beats: ['home', 'want', 'problem'], moral: {}, ideaIntro: [], ideaEcho: [] };
  return setup.lang === 'en'
    ? page(EN_PACK, buildEnCtx(setup.cast, setup.age), setup, plan)
    : page(FR_PACK, buildFrCtx(setup.cast, setup.age), setup, plan);
}

function page<C extends BaseCtx>(pack: LangPack<C>, ctx: C, setup: Setup, plan: ChapterPlan): Preview {
  const state = stateFor(pack, { ...ctx }, setup);
  const { content } = composeChapter({ ...state, refrain: undefined }, plan, 0, PREVIEW_BAND);
  const title = pack.finish(setup.rng.pick(state.skeleton.titles)(ctx));
  const scene = sceneFor(setup.cast, plan, setup.ideas, state.placeOf(plan), false, []);
  return { title, text: content, scene };
}

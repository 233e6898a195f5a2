// What the figures of a page wear (issue 10 'Pictures of the page'): what the page's words put on someone is
// worn (scene-cues 'wear'), from anywhere in the chapter's narration, and the thing worn is not drawn a second
// time beside them (picture-rules.yaml 'worn-as': the crown, the dream's red helmet). Who wears it is read as
// for a pose (scene-poses.ts wornBy).
import type { SceneCastEntry, ScenePlace, ScenePropEntry } from '../../../scene-brief.ts';
import type { CastRole, StoryPlan } from '../plan/types.ts';
import { planLevelFlags } from '../plan/flags.ts';
import { ownLesson } from '../plan/places.ts';
import { RULES } from './picture-rules.ts';
import type { SceneCues } from './scene-cues.ts';
import { wornBy, type PoseInput } from './scene-poses.ts';

export interface DressInput {
  /** Who acts on the page, as the poses read them (its text is the pictured event's words). */
  poses: PoseInput;
  /** The chapter's narration, idioms out: where the costume is put on. */
  narration: string;
  cast: SceneCastEntry[];
  props: ScenePropEntry[];
  named: ScenePropEntry[];
  cues: SceneCues;
}

/** Puts on each figure what the words have it wear, and takes the worn things off the page's props and out of hands. */
export function dress({ poses, narration, cast, props, named, cues }: DressInput): void {
  const worn = wornBy(poses, narration);
  // Unless the pictured words have it off the head, a thing again: the helmet that 'got squashed', with the child beside it.
  const offHead = (wear: string): boolean => poses.text.split(/(?<=[.!?…])\s+/).some((x) => cues.wear.some((w) => w.wear === wear && w.re.test(x)) && !cues.wearing.test(x));
  for (const c of cast) {
    const wear = worn.get(c.who as CastRole);
    if (wear && !offHead(wear)) c.wear = wear;
  }
  const wornProps = new Set(cast.flatMap((c) => (c.wear && RULES['worn-as'][c.wear] ? [RULES['worn-as'][c.wear]] : [])));
  for (const list of [props, named]) for (let i = list.length - 1; i >= 0; i--) if (wornProps.has((list[i] as ScenePropEntry).prop)) list.splice(i, 1);
  for (const c of cast) if (c.holding && wornProps.has(c.holding)) delete c.holding;
}

export interface DayWearInput {
  plan: StoryPlan;
  chapter: number;
  /** The chapter of the resolution: the cast comes off there. */
  resolvedAt: number;
  /** Where the chapter is in the plan ('home', 'away', 'far') and the scene it is drawn as. */
  place: string;
  scene: ScenePlace;
  cast: SceneCastEntry[];
}

/** Puts on the hero what the day has the child in (picture-rules.yaml 'worn-for'), unless the words have put on a costume:
 * the broken arm's cast in its sling, the broken leg's cast and crutches from the page the cast is told until the day it
 * comes off; the skis on the snowy slope of a ski lesson. */
export function wearForTheDay({ plan, chapter, resolvedAt, place, scene, cast }: DayWearInput): void {
  const hero = cast.find((c) => c.who === 'hero');
  // Nobody lies in bed with crutches or skis on (picture-rules.yaml 'in-bed'): the arm stays in its sling.
  const abed = RULES['in-bed'].poses.has(hero?.pose ?? '');
  if (!hero || hero.wear) return;
  const worn = RULES['worn-for'];
  if (plan.plot === 'do-together' && plan.idea?.together === 'hurt') {
    const flags = planLevelFlags({ ...plan, age: plan.request.age });
    const cast = plan.objects.find((o) => o.role === 'goal');
    if (flags.includes('hurt-sprain') || !cast || chapter < cast.introducedIn || chapter >= resolvedAt) return;
    if (!(abed && flags.includes('hurt-leg'))) hero.wear = flags.includes('hurt-leg') ? worn['hurt-leg'] : worn.hurt;
    // On crutches the child swings along ('hopped and swung to the door'): walking, never running or jumping.
    if (hero.wear === worn['hurt-leg'] && (hero.pose === 'running' || hero.pose === 'jumping')) hero.pose = 'walking';
  } else if (ownLesson(plan.plot, plan.idea?.deed, plan.ideaRole) === 'ski-lesson' && place !== 'home' && scene === 'mountain' && !abed) hero.wear = worn['ski-lesson'];
}

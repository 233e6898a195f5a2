// People a page draws besides the plan's cast (issue 10 'Pictures of the page'). The person a lost child finds
// again (Mum, Dad: a lost-thing plot whose goal is a person) is drawn on the reunion page and after it, never on
// the pages where the child is still lost. The people the pictured event's own narration brings in with no part
// in the plan (the lady at the till a lost child asks for help: scene-cues/<lang>.yaml 'walk-ons') are drawn on
// that page only.
import { isSceneProp, type SceneCastEntry, type SceneCharacter, type ScenePose } from '../../../scene-brief.ts';
import type { StoryPlan } from '../plan/types.ts';
import type { SceneCues } from './scene-cues.ts';

/** The figure of the person a lost-thing plot looks for (the goal 'Mum' is the mother), with the words that name
 * them; none when the goal is a thing, or a creature drawn as a thing. */
export function foundPerson(plan: StoryPlan, cues: SceneCues): { character: SceneCharacter; re: RegExp } | undefined {
  if (plan.plot !== 'find-lost') return undefined;
  const goal = plan.objects.find((o) => o.role === 'goal');
  if (!goal || goal.prop) return undefined;
  const words = [goal.noun, goal.name].filter((w): w is string => w !== undefined).join(' ');
  // A thing of the cue file first: 'baby doll' is the doll, not a baby.
  if (cues.things.some((t) => t.re.test(words))) return undefined;
  const cue = cues.figures.find((f) => f.re.test(words));
  return cue && !isSceneProp(cue.figure) ? { character: cue.figure, re: cue.re } : undefined;
}

export interface PagePeopleInput {
  plan: StoryPlan;
  cues: SceneCues;
  /** The page's chapter and the chapter of the plot's resolution (the reunion). */
  chapter: number;
  resolvedAt: number;
  /** The narration of the pictured event, and all the words of the chapter. */
  eventText: string;
  chapterText: string;
  heroPose: ScenePose;
}

/** The people to draw right after the hero, before the helper and the companion (the picture holds three), and
 * the hero's pose with them: a child hugging the parent found again. */
export function pagePeople(input: PagePeopleInput): { people: SceneCastEntry[]; heroPose: ScenePose } {
  const { cues, eventText } = input;
  const people: SceneCastEntry[] = [];
  let heroPose = input.heroPose;
  const found = foundPerson(input.plan, cues);
  // From the reunion on, where the chapter's words name them (Mum tucks the child in at home).
  if (found && input.chapter >= input.resolvedAt && (input.chapter === input.resolvedAt || found.re.test(input.chapterText))) {
    const hugging = cues.poses.some((c) => c.pose === 'hugging' && c.re.test(eventText));
    if (hugging && input.chapter === input.resolvedAt) heroPose = 'hugging';
    people.push({ who: 'found', character: found.character, pose: heroPose === 'hugging' || heroPose === 'sleeping' ? (heroPose === 'sleeping' ? 'sitting' : 'hugging') : 'waving' });
  }
  for (const w of cues.walkOns) if (w.re.test(eventText) && !people.some((p) => p.character === w.figure)) people.push({ who: 'walk-on', character: w.figure, pose: 'waving' });
  return { people, heroPose };
}

// Turns whatever brief a writer gave into the typed one (scene-brief.ts) and checks it: the old free-text
// brief (place, timeOfDay, cast ids, prop keys, mood) still comes from writers that have not switched, and
// is read with the old behaviour (poses from the mood, every listed prop introduced). Anything outside the
// catalogues is an error, never a meadow.
import { CHARACTERS } from '@storyloom/contracts/options';
import {
  checkSceneBrief, isSceneProp, SCENE_EXTRA_CHARACTERS, type SceneBriefV2, type SceneFraming, type SceneMood, type ScenePose, type SceneProp,
} from '../../scene-brief.ts';
import type { AnySceneBrief, SceneBrief } from '../../types.ts';
import type { Rng } from './prng.ts';

export const BRIEF_CHARACTERS: readonly string[] = [...CHARACTERS, 'child', ...SCENE_EXTRA_CHARACTERS];

const POSES_BY_MOOD: Record<SceneMood, readonly ScenePose[]> = {
  calm: ['standing', 'standing', 'waving'],
  happy: ['waving', 'cheering', 'standing'],
  excited: ['cheering', 'cheering', 'jumping'],
  proud: ['proud', 'proud', 'waving'],
  worried: ['worried', 'worried', 'standing'],
  sad: ['standing', 'sitting-sad', 'worried'],
};

const FRAMING_BY_MOOD: Record<SceneMood, readonly SceneFraming[]> = {
  calm: ['wide', 'medium', 'medium'],
  happy: ['medium', 'wide', 'close'],
  excited: ['close', 'medium', 'medium'],
  proud: ['close', 'medium'],
  worried: ['medium', 'wide', 'close'],
  sad: ['wide', 'medium'],
};

export function isTypedBrief(scene: AnySceneBrief): scene is SceneBriefV2 {
  return 'time' in scene;
}

// An unknown place or prop is refused by checkSceneBrief, which reads what this returns (readBrief).
function fromLegacy(old: SceneBrief, rng: Rng): SceneBriefV2 {
  const props = old.props.map((p) => ({ prop: p as SceneProp }));
  const ids = old.cast.filter((id, i) => id !== '' && old.cast.indexOf(id) === i);
  return {
    place: old.place as SceneBriefV2['place'],
    time: old.timeOfDay,
    weather: 'clear',
    framing: rng.pick(FRAMING_BY_MOOD[old.mood]),
    mood: old.mood,
    cast: ids.map((id, i) => ({
      who: i === 0 ? 'hero' : `friend-${i}`,
      character: id as SceneBriefV2['cast'][number]['character'],
      pose: rng.pick(POSES_BY_MOOD[old.mood]),
    })),
    props,
    introduced: props.map((p) => p.prop),
    variation: rng.int(0, 7),
    caption: old.caption,
  };
}

/** A key object or a held thing the planner forgot to list among the props is added to them (it is drawn
 * only if the text has introduced it): a page is not lost over a list the brief itself implies. */
function withImpliedProps(given: SceneBriefV2): SceneBriefV2 {
  // What the page's words name is drawn like any introduced prop.
  const named = (given.named ?? []).filter((n) => !given.props.some((p) => p.prop === n.prop));
  const brief = named.length === 0 ? given : { ...given, props: [...given.props, ...named], introduced: [...new Set([...given.introduced, ...named.map((n) => n.prop)])] };
  const listed = new Set<string>(brief.props.map((p) => p.prop));
  const implied = [brief.keyObject, ...brief.cast.map((c) => c.holding)].filter((p): p is SceneProp => p !== undefined && isSceneProp(p) && !listed.has(p));
  if (implied.length === 0) return brief;
  return { ...brief, props: [...brief.props, ...[...new Set(implied)].map((prop) => ({ prop }))] };
}

/** The typed, checked brief; rng only decides what an old brief left open (framing, poses, variation). */
export function readBrief(scene: AnySceneBrief, rng: Rng): SceneBriefV2 {
  return checkSceneBrief(isTypedBrief(scene) ? withImpliedProps(scene) : fromLegacy(scene, rng), BRIEF_CHARACTERS);
}

// What the figures of a page wear (issue 10 'Pictures of the page'): what the page's words put on someone is
// worn (scene-cues 'wear'), from anywhere in the chapter's narration, and the thing worn is not drawn a second
// time beside them (picture-rules.yaml 'worn-as': the crown, the dream's red helmet). Who wears it is read as
// for a pose (scene-poses.ts wornBy).
import type { SceneCastEntry, ScenePropEntry } from '../../../scene-brief.ts';
import type { CastRole } from '../plan/types.ts';
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

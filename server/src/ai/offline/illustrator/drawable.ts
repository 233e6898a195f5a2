// The start-up check of DESIGN.md: every place, pose, prop, state and character the scene brief can name
// has a drawing here. createOfflineIllustrator() runs it, so a catalogue entry added without its drawing
// stops the server at start instead of turning into a meadow on some family's page.
import { SCENE_PLACES, SCENE_POSES, SCENE_PROP_STATES, SCENE_PROPS } from '../../scene-brief.ts';
import { isKnownDesign } from './characters/index.ts';
import { POSES } from './characters/types.ts';
import { FIGURE_POSE } from './compose/pose.ts';
import { isLandmark, PROP_DESIGNS } from './props/index.ts';
import { BRIEF_CHARACTERS } from './read-brief.ts';
import { PLACES } from './scenery/index.ts';

/** What the catalogues name that the illustrator cannot draw (empty when all is well). */
export function undrawable(): string[] {
  const missing: string[] = [];
  for (const place of SCENE_PLACES) if (!Object.hasOwn(PLACES, place)) missing.push(`place ${place}`);
  for (const pose of SCENE_POSES) if (!(POSES as readonly string[]).includes(FIGURE_POSE[pose])) missing.push(`pose ${pose}`);
  for (const prop of SCENE_PROPS) {
    if (isLandmark(prop)) continue;
    const byState = (PROP_DESIGNS as Record<string, Record<string, unknown> | undefined>)[prop];
    for (const state of SCENE_PROP_STATES[prop]) if (!byState?.[state]) missing.push(`prop ${prop} (${state})`);
  }
  for (const id of BRIEF_CHARACTERS) if (!isKnownDesign(id)) missing.push(`character ${id}`);
  return missing;
}

export function assertDrawable(): void {
  const missing = undrawable();
  if (missing.length > 0) throw new Error(`The illustrator cannot draw: ${missing.join(', ')}`);
}

// More French small talk per beat, chapter openers (time of day) and feelings (mood), so that two
// stories rarely share the sentences that set a scene or say how it feels.
import type { BeatTexts, Mood, Tiered, TimeOfDay } from './beat-text.ts';
import type { Fr } from './story-context.ts';

/** Only `talk` (and, for 8-12, `rich`) is read from here; frames live in beat-more-fr.ts. */
export const FR_TALK_EXTRA: BeatTexts<Fr> = {};

export const FR_TIERS_MORE: { time: Partial<Record<TimeOfDay, Partial<Tiered<Fr>>>>; mood: Partial<Record<Mood, Partial<Tiered<Fr>>>> } = {
  time: {},
  mood: {},
};

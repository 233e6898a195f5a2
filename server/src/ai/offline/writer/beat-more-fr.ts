// More French frames around the plot sentences, chapter openers and feelings, so that two stories
// rarely open, close or react to a beat with the same sentence.
import type { BeatTexts, Mood, Tiered, TimeOfDay } from './beat-text.ts';
import type { Fr } from './story-context.ts';

export const FR_BEATS_MORE: BeatTexts<Fr> = {};

export const FR_TIERS_MORE: { time: Partial<Record<TimeOfDay, Partial<Tiered<Fr>>>>; mood: Partial<Record<Mood, Partial<Tiered<Fr>>>> } = {
  time: {},
  mood: {},
};

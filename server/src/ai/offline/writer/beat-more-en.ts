// More English frames around the plot sentences, chapter openers and feelings, so that two stories
// rarely open, close or react to a beat with the same sentence.
import type { BeatTexts, Mood, Tiered, TimeOfDay } from './beat-text.ts';
import type { En } from './story-context.ts';

export const EN_BEATS_MORE: BeatTexts<En> = {};

export const EN_TIERS_MORE: { time: Partial<Record<TimeOfDay, Partial<Tiered<En>>>>; mood: Partial<Record<Mood, Partial<Tiered<En>>>> } = {
  time: {},
  mood: {},
};

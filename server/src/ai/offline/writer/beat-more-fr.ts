// More French frames around the plot sentences (what comes before and after each beat), so that
// two stories rarely open or close a beat with the same sentence.
import type { BeatTexts } from './beat-text.ts';
import type { Fr } from './story-context.ts';

export const FR_BEATS_MORE: BeatTexts<Fr> = {};

// More English frames around the plot sentences (what comes before and after each beat), so that
// two stories rarely open or close a beat with the same sentence.
import type { BeatTexts } from './beat-text.ts';
import type { En } from './story-context.ts';

export const EN_BEATS_MORE: BeatTexts<En> = {};

// More realisations of the moral arcs.
import type { MoreArcs } from './moral-arcs.ts';
import type { En } from './story-context.ts';

export const EN_MORALS_EXTRA_B: MoreArcs<En> = {};

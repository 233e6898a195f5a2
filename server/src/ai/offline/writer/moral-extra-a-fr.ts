// More realisations of the moral arcs.
import type { MoreArcs } from './moral-arcs.ts';
import type { Fr } from './story-context.ts';

export const FR_MORALS_EXTRA_A: MoreArcs<Fr> = {};

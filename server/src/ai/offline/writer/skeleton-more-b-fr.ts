// Prose of more plot skeletons, with their second and third tellings.
import type { Tellings } from './skeleton-alt-en.ts';
import type { FrSkeleton } from './skeletons.ts';
import type { Fr } from './story-context.ts';

export const FR_SKELETONS_MORE_B: Record<string, FrSkeleton> = {};

export const FR_ALT_MORE_B: Tellings<Fr> = {};

export const FR_ALT2_MORE_B: Tellings<Fr> = {};

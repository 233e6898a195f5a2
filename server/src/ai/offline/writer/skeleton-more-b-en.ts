// Prose of more plot skeletons, with their second and third tellings.
import type { Tellings } from './skeleton-alt-en.ts';
import type { EnSkeleton } from './skeletons.ts';
import type { En } from './story-context.ts';

export const EN_SKELETONS_MORE_B: Record<string, EnSkeleton> = {};

export const EN_ALT_MORE_B: Tellings<En> = {};

export const EN_ALT2_MORE_B: Tellings<En> = {};

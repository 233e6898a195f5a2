// Prose of more plot skeletons, with their second and third tellings.
import type { Tellings } from './skeleton-alt-en.ts';
import type { EnSkeleton } from './skeletons.ts';
import type { En } from './story-context.ts';

export const EN_SKELETONS_MORE_A: Record<string, EnSkeleton> = {};

export const EN_ALT_MORE_A: Tellings<En> = {};

export const EN_ALT2_MORE_A: Tellings<En> = {};

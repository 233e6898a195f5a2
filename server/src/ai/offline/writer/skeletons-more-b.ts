// More plot skeletons.
import type { SkeletonDef } from './skeletons.ts';

export const SKELETONS_MORE_B: readonly SkeletonDef[] = [];

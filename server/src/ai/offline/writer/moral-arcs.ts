// How a moral lesson runs through a story: set up early, pressed in the middle, acted on at the
// turning point, echoed on the way home (DESIGN.md: the moral chooses which beats carry it).
import type { MoralLesson } from '@storyloom/contracts/options';
import type { ThingKind } from './story-context.ts';

export interface MoralArc<T> {
  setup: readonly T[];
  pressure: readonly T[];
  turn: readonly T[];
  echo: readonly T[];
}

export type MoralArcs<T> = Record<MoralLesson, { young: MoralArc<T>; older: MoralArc<T> }>;

/** Which stage of the arc a beat carries. */
export type MoralStage = keyof MoralArc<unknown>;

/** Treasures that suit each moral: lending needs something that can be spoiled, sharing something to share. */
export const TREASURE_KINDS: Record<MoralLesson, readonly ThingKind[]> = {
  sharing: ['food', 'toy', 'warm', 'book'],
  honesty: ['toy', 'book', 'light'],
  perseverance: ['food', 'toy', 'warm', 'book', 'light'],
  empathy: ['food', 'warm', 'book', 'light'],
  responsibility: ['food', 'warm', 'book', 'light'],
  creativity: ['toy', 'warm', 'light', 'book'],
  none: ['food', 'toy', 'warm', 'book', 'light'],
};

export type MoreArcs<T> = Partial<Record<MoralLesson, { young?: Partial<MoralArc<T>>; older?: Partial<MoralArc<T>> }>>;

/** Appends more realisations to each stage, so that two seeds rarely tell a lesson the same way. */
export function withMoreArcs<T>(base: MoralArcs<T>, more: MoreArcs<T>): MoralArcs<T> {
  const out = { ...base };
  for (const lesson of Object.keys(more) as MoralLesson[]) {
    const extra = more[lesson];
    const arcs = { ...base[lesson] };
    for (const band of ['young', 'older'] as const) {
      const add = extra?.[band];
      if (!add) continue;
      const arc = { ...arcs[band] };
      for (const stage of ['setup', 'pressure', 'turn', 'echo'] as const) arc[stage] = [...arc[stage], ...(add[stage] ?? [])];
      arcs[band] = arc;
    }
    out[lesson] = arcs;
  }
  return out;
}

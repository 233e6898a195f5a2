// The flags a telling's `if:` may test (CONTENT.md) that hold for the whole book: the planner counts with
// them how many tellings a plan can meet, the renderer (compose/entities.ts flagsAt) sets them on every chapter.
import { raceToolFlags } from './places.ts';
import type { StoryPlan } from './types.ts';

/** planLevelFlags' flags. */
const WHOLE_BOOK = ['young', 'deed', 'low', 'ride', 'hop', 'balance', 'wish'];
/** The flags that hold for the whole book, beside its roles: a plan without one of them never meets a telling that needs it. */
export const PLAN_LEVEL: ReadonlySet<string> = new Set(['owner', 'rival', 'helper', 'tool', 'gift', 'goal', ...WHOLE_BOOK]);

export function planLevelFlags(plan: Pick<StoryPlan, 'plot' | 'deed' | 'low' | 'idea' | 'objects'> & { age: StoryPlan['request']['age'] }): string[] {
  return [
    ...(plan.age === '3-5' ? ['young'] : []), ...(plan.deed ? ['deed'] : []), ...(plan.low ? ['low'] : []),
    // 'ride', 'hop', 'balance': how the race's thing is raced with (a bike is ridden: no running legs, no laces).
    ...(plan.plot === 'win-race' ? raceToolFlags(plan.objects.find((o) => o.role === 'tool')?.noun) : []),
    // 'wish': the goal is a wish to see something (a real rainbow), never lost: nobody had it, nobody takes it home.
    ...(plan.idea?.situation === 'wish' ? ['wish'] : []),
  ];
}

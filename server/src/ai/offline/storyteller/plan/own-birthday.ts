// The child's own birthday (issue 10): 'it's Mia's 5th birthday party on Saturday' from Mia's parent, « Hugo fête ses
// 5 ans avec ses copains ». The party is the hero's own: nobody else's party to save (no stock Granny Rose), the
// child is five today, blows out the candles and makes the wish; the trouble of the day (the cake flops, the rain,
// the balloons) is put right by the child with the companion. Its tellings say `if: [own-birthday]` (save-party.yaml).
import type { IdeaPart, IdeaReading } from '../idea/types.ts';

/** The age said on the child's own birthday, when it can be told in candles (2 and up: 'five candles', « cinq bougies »). */
export function ownAge(plot: string, idea: IdeaReading | undefined): number | undefined {
  return isOwnBirthday(plot, idea) && idea?.age !== undefined && idea.age >= 2 ? idea.age : undefined;
}

/** Friends who come along ('avec ses copains', 'with her friends'): guests of the child's party, nobody's party of their own. */
const guests = (p: IdeaPart): boolean => p.kind === 'person' && p.plural && !p.family && p.name === undefined;

/**
 * The party is the child's own: the idea's owner (or the being it is about) is the child (plan-story.ts markChild
 * marks it 'self'), or the idea says an age with nobody else's party named ('Emma turns four', « fête ses 5 ans »).
 * A pet's birthday ('our cat's birthday') or Grandma's is theirs, never the child's.
 */
export function isOwnBirthday(plot: string, idea: IdeaReading | undefined): boolean {
  if (plot !== 'save-party' || !idea || idea.situation !== 'party') return false;
  const beings = [idea.subject, idea.owner].filter((p): p is IdeaPart => p !== undefined && (p.kind === 'person' || p.kind === 'animal'));
  if (beings.some((p) => !p.self && !guests(p))) return false;
  return beings.some((p) => p.self === true) || idea.age !== undefined;
}

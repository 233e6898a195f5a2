// The child a parent's idea names, who is the hero when the form gives no name: 'Ava is nervous about her
// first day', 'Ruby left her rabbit on the bus', 'Emma has a wobbly tooth'. A parent who writes their child's
// name in the idea means that child: a book where a cat helps Ava be brave is not a book about Ava.
import type { IdeaPart, IdeaReading, Situation } from '../idea/types.ts';

/** Situations whose subject, a named child, is the one who feels, wants or refuses ('Leo is scared of the dark'). */
const SUBJECT_IS_CHILD: ReadonlySet<Situation> = new Set<Situation>(['make-friend', 'afraid', 'learn', 'wish', 'wont', 'journey']);
/** Situations whose owner, a named child, is the one whose thing it is ('Ruby's rabbit', Emma's tooth). */
const OWNER_IS_CHILD: ReadonlySet<Situation> = new Set<Situation>(['lost', 'stuck', 'broken']);

// A grown-up of the family (Granny, auntie Rose) or a being with no name is never the child.
const child = (p: IdeaPart | undefined): string | undefined => (p?.kind === 'person' && !p.family && p.name ? p.name : undefined);

export function ideaChild(idea: IdeaReading | undefined): string | undefined {
  if (!idea) return undefined;
  if (SUBJECT_IS_CHILD.has(idea.situation)) return child(idea.subject);
  if (OWNER_IS_CHILD.has(idea.situation)) return child(idea.owner);
  return undefined;
}

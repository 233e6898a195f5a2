// The toy that comforts a frightened child ('Leo is scared of the dark and his teddy helps him', « Chloé a peur de
// l'orage et son doudou lapin la rassure'): a parent names it because it is what their child holds at bedtime. It is
// the hero's comfort, there from the first page and in the child's arms at the brave moment (plan object 'comfort'),
// never what is feared nor a thing to find.
import type { NounPhrase } from './noun-phrases.ts';
import type { Roles } from './roles.ts';
import type { IdeaTables } from './tables.ts';
import type { IdeaPart, Situation } from './types.ts';

/**
 * A toy named in a fear that no other role holds: not the one afraid ('my teddy is scared of the dark'), nor the
 * fear; its part always a thing (a toy rabbit is no rabbit), drawn as a teddy when the illustrator knows no other.
 */
export function comfortToy(t: IdeaTables, situation: Situation, phrases: readonly NounPhrase[], roles: Roles, toPart: (p: NounPhrase) => IdeaPart): { phrase: NounPhrase; part: IdeaPart } | undefined {
  if (situation !== 'afraid') return undefined;
  const taken = new Set([roles.subject, roles.owner, roles.other, roles.place, roles.tool]);
  const phrase = phrases.find((p) => !taken.has(p) && isToy(t, p));
  return phrase ? { phrase, part: { prop: 'teddy', ...toPart(phrase), kind: 'object' } } : undefined;
}

// A cuddly toy by its illustrator's prop (teddy, doll, doudou, peluche), or a word that says toy ('toy giraffe',
// 'girafe en peluche'); a real rabbit is no comfort to hold.
function isToy(t: IdeaTables, p: NounPhrase): boolean {
  return p.toy === true || p.entry?.prop === 'teddy' || p.entry?.prop === 'doll' || t.words.toys.has(p.head);
}

// The cast and the things of a plan, made from the idea's parts or from a language's stock ones (words.yaml):
// a being the idea names is drawn as the character the idea reader knows it as, a thing as the prop it is.
import { CHARACTERS, type Character } from '@storyloom/contracts/options';
import { isSceneProp } from '../../../scene-brief.ts';
import type { EntitySource } from '../content/schema.ts';
import type { IdeaPart } from '../idea/types.ts';
import type { CastMember, CastRole, ObjectRole, StoryObject } from './types.ts';

/** The noun phrase of an idea's part or of a stock one from words.yaml. */
export const nounOf = (p: IdeaPart | EntitySource): string => ('words' in p ? p.words : (p.noun ?? ''));

export function beingFrom(role: CastRole, p: IdeaPart | EntitySource, fromIdea: boolean, introducedIn: number): CastMember {
  // The idea reader knows which of the eight characters a being is drawn as (a kitten: the playful cat).
  const figure = 'figure' in p && (CHARACTERS as readonly string[]).includes(p.figure ?? '') ? (p.figure as Character) : undefined;
  return {
    role, introducedIn, fromIdea, species: nounOf(p), gender: p.gender,
    ...(p.name ? { name: p.name } : {}),
    ...(nounOf(p) ? { noun: nounOf(p) } : {}),
    ...(figure ? { figure } : {}),
    ...(p.plural ? { plural: true } : {}), ...(p.aspirated ? { aspirated: true } : {}),
    ...('family' in p && p.family ? { family: true } : {}), ...('unique' in p && p.unique ? { unique: true } : {}),
  };
}

export function objectFrom(role: ObjectRole, p: IdeaPart | EntitySource, fromIdea: boolean, introducedIn: number): StoryObject {
  return {
    role, noun: nounOf(p), ...(p.name ? { name: p.name } : {}), gender: p.gender, plural: p.plural ?? false, introducedIn, states: [],
    ...(p.aspirated ? { aspirated: true } : {}), ...(p.unique ? { unique: true } : {}),
    ...(p.prop && isSceneProp(p.prop) ? { prop: p.prop } : {}), ...(fromIdea ? { fromIdea } : {}),
  };
}

// The entities of one story as each language's prose sees them: hero, friend, helper, places,
// the goal of the plot and the hero's treasured object. Realisations are functions of these.
import type { FrNoun } from './french-grammar.ts';

export type PlaceKey =
  | 'forest' | 'castle' | 'meadow' | 'sea' | 'mountain' | 'village' | 'cave' | 'sky' | 'home' | 'library' | 'garden';

export type PropKey =
  | 'map' | 'lantern' | 'key' | 'book' | 'cake' | 'star' | 'bridge' | 'boat' | 'flower' | 'basket' | 'crown'
  | 'shell' | 'kite' | 'rainbow' | 'puppy' | 'ball' | 'apple' | 'compass' | 'feather' | 'blanket';

export type AgeBand = 'young' | 'mid' | 'old';

export interface EnPlace {
  key: PlaceKey;
  /** "the Whispering Wood" */
  the: string;
  /** "in the Whispering Wood" */
  in: string;
  /** "to the Whispering Wood" */
  to: string;
}

export type ThingKind = 'food' | 'toy' | 'warm' | 'book' | 'light';

export interface EnThing {
  a: string;
  the: string;
  prop?: PropKey;
}

export interface EnCtx {
  age: AgeBand;
  /** A per-story number that lets one realisation vary its small details. */
  v: number;
  H: string;
  /** "Pip the playful cat" */
  Hx: string;
  hKind: string;
  /** "a playful cat" */
  hA: string;
  he: string; He: string; his: string; His: string; him: string;
  F: string;
  /** "Bramble the little bear", or the child's name alone. */
  Fx: string;
  /** 'bear', or 'friend' when the friend is the child. */
  fKind: string;
  /** "the wise old owl" */
  helper: string;
  /** "the owl": the helper once met, so that the advice does not repeat the whole description. */
  helperShort: string;
  aHelper: string;
  home: EnPlace;
  away: EnPlace;
  far: EnPlace;
  goal: EnThing;
  treasure: EnThing;
  tKind: ThingKind;
  /** "paws", "hooves" */
  limbs: string;
}

export interface FrPlace {
  key: PlaceKey;
  n: FrNoun;
  /** "dans la forêt des Murmures" */
  loc: string;
}

export interface FrThing {
  n: FrNoun;
  prop?: PropKey;
}

export interface FrCtx {
  age: AgeBand;
  v: number;
  H: string;
  /** The hero's character noun: 'chevalier courageux', 'petite souris curieuse'. */
  hNoun: FrNoun;
  il: string; Il: string;
  /** Hero agreement: c.a('content', 'contente'). */
  a: (m: string, f: string) => string;
  F: string;
  /** The friend's character noun, undefined when the friend is the child. */
  fNoun?: FrNoun;
  /** "son ami" / "son amie" */
  sonAmi: string;
  ils: string; Ils: string;
  /** Agreement for hero and friend together. */
  g: (m: string, f: string) => string;
  helper: FrNoun;
  /** 'hibou': the helper once met. */
  helperShort: FrNoun;
  home: FrPlace;
  away: FrPlace;
  far: FrPlace;
  goal: FrThing;
  treasure: FrThing;
  tKind: ThingKind;
  /** "ses pattes", "ses sabots" */
  limbs: string;
}

export type En = (c: EnCtx) => string;
export type Fr = (c: FrCtx) => string;

/** One of several small variants, fixed for the whole story by c.v. */
export function alt<T>(c: { v: number }, ...options: readonly [T, ...T[]]): T {
  return options[c.v % options.length] ?? options[0];
}

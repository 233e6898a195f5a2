// Shapes of the per-language prose pools: beat frames, texture, refrains and character traits.
import type { Character } from '@storyloom/contracts/options';
import type { Beat } from './skeletons.ts';
import type { PlaceKey } from './story-context.ts';
import type { SceneBrief } from '../../types.ts';

export type TimeOfDay = SceneBrief['timeOfDay'];
export type Mood = SceneBrief['mood'];

export interface Tiered<T> {
  young: readonly T[];
  mid: readonly T[];
}

/** Generic sentences around a beat's plot sentence: before it, after it, and extra for 8-12. */
export interface BeatText<T> {
  open?: Tiered<T>;
  close?: Tiered<T>;
  /** A little exchange or thought for 5-12, drawn when the chapter needs more words. */
  talk?: readonly T[];
  rich?: readonly T[];
}

export type BeatTexts<T> = Partial<Record<Beat, BeatText<T>>>;

/** Adds more texture: place sentences, reflections and feelings appended to the base pools. */
export function withMore<T>(
  base: TextureText<T>,
  more: { place: Record<PlaceKey, readonly T[]>; rich: readonly T[]; mood: Record<Mood, readonly T[]> },
): TextureText<T> {
  const place = { ...base.place };
  for (const key of Object.keys(more.place) as PlaceKey[]) place[key] = [...base.place[key], ...more.place[key]];
  const mood = { ...base.mood };
  for (const key of Object.keys(more.mood) as Mood[]) mood[key] = { ...base.mood[key], mid: [...base.mood[key].mid, ...more.mood[key]] };
  return { ...base, place, mood, rich: [...base.rich, ...more.rich] };
}

/** Adds the small talk and the extra 8-12 paragraphs to each beat's frames. */
export function withTalk<T>(beats: BeatTexts<T>, talk: Record<Beat, readonly T[]>, rich: Record<Beat, readonly T[]>): BeatTexts<T> {
  const out: BeatTexts<T> = {};
  for (const beat of Object.keys(talk) as Beat[]) {
    const base = beats[beat] ?? {};
    out[beat] = { ...base, talk: talk[beat], rich: [...(base.rich ?? []), ...rich[beat]] };
  }
  return out;
}

/** Appends every pool of `more` (frames per tier, small talk, 8-12 paragraphs) to the base frames. */
export function withMoreBeats<T>(beats: BeatTexts<T>, more: BeatTexts<T>): BeatTexts<T> {
  const tiers = (a: Tiered<T> | undefined, b: Tiered<T> | undefined): Tiered<T> | undefined =>
    a || b ? { young: [...(a?.young ?? []), ...(b?.young ?? [])], mid: [...(a?.mid ?? []), ...(b?.mid ?? [])] } : undefined;
  const out: BeatTexts<T> = { ...beats };
  for (const beat of Object.keys(more) as Beat[]) {
    const a = beats[beat] ?? {};
    const b = more[beat] ?? {};
    const open = tiers(a.open, b.open);
    const close = tiers(a.close, b.close);
    const talk = [...(a.talk ?? []), ...(b.talk ?? [])];
    const rich = [...(a.rich ?? []), ...(b.rich ?? [])];
    out[beat] = {
      ...(open ? { open } : {}), ...(close ? { close } : {}),
      ...(talk.length > 0 ? { talk } : {}), ...(rich.length > 0 ? { rich } : {}),
    };
  }
  return out;
}

/** Appends chapter openers (time of day) and feelings (mood), per tier, to the texture pools. */
export function withMoreTiers<T>(
  texture: TextureText<T>,
  more: { time?: Partial<Record<TimeOfDay, Partial<Tiered<T>>>>; mood?: Partial<Record<Mood, Partial<Tiered<T>>>> },
): TextureText<T> {
  const merge = <K extends string>(base: Record<K, Tiered<T>>, add: Partial<Record<K, Partial<Tiered<T>>>> | undefined): Record<K, Tiered<T>> => {
    const out = { ...base };
    for (const key of Object.keys(add ?? {}) as K[]) {
      const extra = add?.[key];
      out[key] = { young: [...base[key].young, ...(extra?.young ?? [])], mid: [...base[key].mid, ...(extra?.mid ?? [])] };
    }
    return out;
  };
  return { ...texture, time: merge(texture.time, more.time), mood: merge(texture.mood, more.mood) };
}

export interface TextureText<T> {
  /** Sensory sentences about a kind of place. */
  place: Record<PlaceKey, readonly T[]>;
  /** Chapter openers that say when it is. */
  time: Record<TimeOfDay, Tiered<T>>;
  /** Feelings and small talk that fit a mood. */
  mood: Record<Mood, Tiered<T>>;
  /** Longer reflective sentences for 8-12. */
  rich: readonly T[];
  /** Refrains for 3-5: one per story, repeated on purpose. */
  refrains: readonly T[];
  /** What each hero is like, for the opening. */
  traits: Record<Character, readonly T[]>;
}

/** More for the youngest readers: opening and bedtime lines, refrains and traits (one each per story). */
export interface YoungMore<T> {
  opening: readonly T[];
  bedtime: readonly T[];
  refrains: readonly T[];
  traits: Record<Character, readonly T[]>;
}

export function withYoungBeats<T>(beats: BeatTexts<T>, more: YoungMore<T>): BeatTexts<T> {
  const add = (b: BeatText<T> | undefined, part: 'open' | 'close', extra: readonly T[]): BeatText<T> => {
    const base = b ?? {};
    const tier = base[part] ?? { young: [], mid: [] };
    return { ...base, [part]: { ...tier, young: [...tier.young, ...extra] } };
  };
  return { ...beats, home: add(beats.home, 'open', more.opening), return: add(beats.return, 'close', more.bedtime) };
}

export function withYoungTexture<T>(texture: TextureText<T>, more: YoungMore<T>): TextureText<T> {
  const traits = { ...texture.traits };
  for (const key of Object.keys(more.traits) as Character[]) traits[key] = [...texture.traits[key], ...more.traits[key]];
  return { ...texture, refrains: [...texture.refrains, ...more.refrains], traits };
}

// Chooses who the story is about: the hero (the child when the name fits the character), the
// friend (the child otherwise, or another character), the helper met on the way, the places and
// the objects, then dresses them for each language's prose.
import { CHARACTERS, type Character, type MoralLesson } from '@storyloom/contracts/options';
import { CHARACTER_DEFS } from './characters.ts';
import { cleanChildName, guessGender } from './child-name.ts';
import type { Gender } from './french-grammar.ts';
import { TREASURE_KINDS } from './moral-arcs.ts';
import type { PlaceId } from './places.ts';
import type { Rng } from './prng.ts';
import type { SkeletonDef } from './skeletons.ts';
import type { ThingKind } from './story-context.ts';
import { TREASURES, type ThingId } from './things.ts';

export type Lang = 'en' | 'fr';

export interface Person {
  name: string;
  /** 'u' only for a child friend whose name we cannot place. */
  gender: Gender | 'u';
  character: Character | 'child';
}

export interface Cast {
  hero: Person & { character: Character };
  friend: Person;
  helper: Character;
  home: PlaceId;
  away: PlaceId;
  far: PlaceId;
  goal: ThingId;
  treasure: ThingId;
  treasureKind: ThingKind;
  childIsHero: boolean;
  /** Small variants of realisations (c.v). */
  v: number;
}

function heroFits(character: Character, gender: Gender, lang: Lang): boolean {
  const def = CHARACTER_DEFS[character];
  return lang === 'en' ? def.en.childGenders.includes(gender) : def.fr.hero[gender] !== undefined;
}

function namesOf(character: Character, lang: Lang): readonly (readonly [string, Gender])[] {
  return lang === 'en' ? CHARACTER_DEFS[character].en.names : CHARACTER_DEFS[character].fr.names;
}

/** Characters a parent's idea already brings in: the helper met on the way should be someone else. */
const IDEA_CHARACTERS: Record<string, Character> = {
  dragon: 'friendly-dragon', owl: 'wise-owl', hibou: 'wise-owl', chouette: 'wise-owl', cat: 'playful-cat', kitten: 'playful-cat',
  chat: 'playful-cat', chaton: 'playful-cat', mouse: 'curious-mouse', souris: 'curious-mouse', unicorn: 'magical-unicorn',
  licorne: 'magical-unicorn', bear: 'little-bear', teddy: 'little-bear', ours: 'little-bear', nounours: 'little-bear',
};

export function chooseCast(
  req: { character: Character; childName: string; moralLesson: MoralLesson | '' },
  skeleton: SkeletonDef,
  lang: Lang,
  rng: Rng,
  ideaHeads: readonly string[] = [],
): Cast {
  const child = cleanChildName(req.childName);
  const childGender = child ? guessGender(child) : 'u';
  const heroGender: Gender | undefined = child !== '' && childGender !== 'u' && heroFits(req.character, childGender, lang) ? childGender : undefined;
  const childIsHero = heroGender !== undefined;
  const [heroName, gender] = heroGender ? [child, heroGender] : rng.pick(namesOf(req.character, lang));
  const hero = { name: heroName, gender, character: req.character };

  const others = rng.shuffle(CHARACTERS.filter((c) => c !== req.character));
  let friend: Person;
  if (child && !childIsHero) {
    friend = { name: child, gender: childGender, character: 'child' };
  } else {
    const friendChar = others[0] ?? 'little-bear';
    const options = namesOf(friendChar, lang).filter(([n]) => n !== heroName);
    const [name, gender] = rng.pick(options.length > 0 ? options : namesOf(friendChar, lang));
    friend = { name, gender, character: friendChar };
  }
  const taken = new Set(ideaHeads.flatMap((h) => (IDEA_CHARACTERS[h] ? [IDEA_CHARACTERS[h]] : [])));
  const helper = others.find((c) => c !== friend.character && !taken.has(c)) ?? others.find((c) => c !== friend.character) ?? 'wise-owl';

  const home = CHARACTER_DEFS[req.character].home;
  const awayOptions = skeleton.aways.filter((p) => p !== home);
  const away = rng.pick(awayOptions.length > 0 ? awayOptions : skeleton.aways);
  const farOptions = skeleton.fars.filter((p) => p !== home && p !== away);
  const far = rng.pick(farOptions.length > 0 ? farOptions : skeleton.fars);
  const goal = rng.pick(skeleton.goals);

  const kinds = TREASURE_KINDS[req.moralLesson === '' ? 'none' : req.moralLesson];
  const treasureOptions = (Object.entries(TREASURES) as [ThingId, ThingKind][]).filter(
    ([id, kind]) => id !== goal && kinds.includes(kind),
  );
  const [treasure, treasureKind] = rng.pick(treasureOptions);

  return { hero, friend, helper, home, away, far, goal, treasure, treasureKind, childIsHero, v: rng.int(1000) };
}

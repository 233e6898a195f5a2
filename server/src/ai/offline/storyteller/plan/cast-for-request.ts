// The cast (issue 10 'The child is the hero'): with a name, the child is always the hero, as the knight or
// the princess themselves, or as a child beside the animal companion; never made old, never a sidekick.
import { CHARACTERS, type AgeGroup, type Character } from '@storyloom/contracts/options';
import type { LocaleContent } from '../content/load-content.ts';
import type { Rng } from '../rng.ts';
import { guessNameGender } from '../grammar/first-name-gender.ts';
import { cleanChildName } from './child-name.ts';
import type { CastMember } from './types.ts';

const HUMAN: readonly Character[] = ['brave-knight', 'clever-princess'];
const CHOSEN_GENDER: Partial<Record<Character, 'm' | 'f'>> = { 'clever-princess': 'f', 'brave-knight': 'm' };

function named(content: LocaleContent, c: Character, rng: Rng, taken: readonly string[], wanted?: 'm' | 'f'): { name: string; gender: 'm' | 'f' } {
  const names = content.cast[c].names.filter(([n, g]) => !taken.includes(n) && (!wanted || g === wanted));
  const [name, gender] = rng.pick(names.length > 0 ? names : content.cast[c].names);
  return { name, gender };
}

function member(content: LocaleContent, role: 'companion' | 'helper', c: Character, rng: Rng, taken: string[], introducedIn: number): CastMember {
  const { name, gender } = named(content, c, rng, taken);
  taken.push(name);
  return { role, name, figure: c, species: content.cast[c].noun[gender], speciesGender: content.cast[c].gender, gender, introducedIn };
}

export interface CastChoice {
  hero: CastMember;
  companion: CastMember;
  helper: CastMember;
  childIsHero: boolean;
}

export function castForRequest(
  // heroGender: the idea's own child with no name ('my daughter wants to...'): a girl, never a prince.
  req: { character: Character; childName: string; ageGroup?: AgeGroup; heroGender?: 'm' | 'f' },
  content: LocaleContent,
  rng: Rng,
  helperChapter: number,
  takenNames: readonly string[] = [],
  ideaFigures: readonly string[] = [],
): CastChoice {
  const child = cleanChildName(req.childName);
  const human = HUMAN.includes(req.character);
  const taken: string[] = [...takenNames];
  let hero: CastMember;
  if (child) {
    // An epicene name (Camille, Sacha): the idea's word for the child ('my daughter'), else the princess or the
    // knight the parent picked says who the child is ('Camille, une jeune princesse', never 'un jeune prince').
    const guessed = guessNameGender(child);
    const g = guessed !== 'u' ? guessed : req.heroGender ?? (human ? CHOSEN_GENDER[req.character] : undefined) ?? 'u';
    const gender = g === 'u' ? 'n' : g;
    // A reader of 8 to 12 is no 'petit garçon': the language's word for an older child, where it has one.
    const childWords = (req.ageGroup === '8-12' ? content.words['older-child'] : undefined) ?? content.words.child;
    const species = human ? content.cast[req.character].noun[g === 'f' ? 'f' : 'm'] : childWords[gender];
    hero = { role: 'hero', name: child, figure: human ? req.character : 'child', species, ...(human ? { speciesGender: content.cast[req.character].gender } : {}), gender, introducedIn: 0 };
  } else {
    const { name, gender } = named(content, req.character, rng, [], req.heroGender);
    hero = { role: 'hero', name, figure: req.character, species: content.cast[req.character].noun[gender], speciesGender: content.cast[req.character].gender, gender, introducedIn: 0 };
  }
  taken.push(hero.name ?? '');
  const drawn = rng.shuffle(CHARACTERS.filter((c) => c !== req.character && !HUMAN.includes(c)));
  // 'our cat is stuck on the roof': a friend who is a cat too would make 'the cat' mean either, so the idea's
  // own kind of being is drawn last.
  const others = [...drawn.filter((c) => !ideaFigures.includes(c)), ...drawn.filter((c) => ideaFigures.includes(c))];
  // An animal character chosen with a child's name walks beside the child; otherwise a friend is drawn.
  const companionChar = child && !human ? req.character : (others.shift() ?? 'little-bear');
  const companion = member(content, 'companion', companionChar, rng, taken, 0);
  const helperChar = others.find((c) => c !== companionChar) ?? 'wise-owl';
  const helper = member(content, 'helper', helperChar, rng, taken, helperChapter);
  return { hero, companion, helper, childIsHero: child !== '' };
}

// The situations an English idea can be in (idea/types.ts), as patterns, most specific first: 'won't share'
// is a 'wont' before 'share' could be anything else, 'lost' before 'missing'.
import type { Situation } from './types.ts';

export const SITUATION_PATTERNS_EN: readonly (readonly [Exclude<Situation, 'none'>, RegExp])[] = [
  ['afraid', /\b(?:is |are |gets? |feels? )?(?:scared|afraid|frightened|terrified|fearful|nervous|worried) (?:of|about|by)\b|\bfear of\b|\bfears\b/],
  // A new start is met like a fear: the new school or the new house is what the hero walks up to.
  ['afraid', /\b(?:start(?:s|ing)?|going to|goes to|first day (?:at|of)) (?:big |new |nursery |primary |secondary |a new |the new )?(?:school|nursery|kindergarten|preschool)\b|\bmov(?:e|es|ing) (?:house|home|to a new (?:house|home|town))\b|\bnew (?:house|home|school)\b/],
  ['wont', /\b(?:won't|will not|wont|doesn't want to|does not want to|refuses to|never wants to|don't want to|can't stop)\b/],
  ['learn', /\b(?:learn(?:s|ing|t|ed)? (?:to|how to)|learning|first day (?:at|of) school|how to)\b/],
  ['missing-friend', /\b(?:make (?:a |new |some )?friends?|making friends|misses|missing (?:her|his|their|a) (?:best )?friend|moved away|lonely|has no friends|looking for (?:a|her|his|their) friend)\b/],
  ['new-arrival', /\b(?:new (?:baby|brother|sister|puppy|kitten|pet|neighbour|neighbor|friend)|is born|arrives?|arrival|moving house|moves? (?:in|house))\b/],
  ['lost', /\b(?:lost|loses|lose|losing|missing|can't find|cannot find|couldn't find|disappeared|vanished|gone|escaped|ran away|ran off|wandered off|got out|flew away|blew away)\b/],
  ['stuck', /\b(?:stuck|trapped|caught (?:in|up)|can't get (?:down|out)|tangled)\b/],
  ['broken', /\b(?:broke|broken|breaks|cracked|smashed|torn|ripped|doesn't work|won't work|stopped working)\b/],
  ['race', /\b(?:race|races|racing|running race|competition|contest)\b/],
  ['storm', /\b(?:storm|storms|stormy|thunder(?:storm)?|lightning|hurricane|blizzard|gale|windy day|rainy day)\b/],
  ['party', /\b(?:party|birthday|picnic|wedding|celebration|festival|feast|tea party)\b/],
  ['growing', /\b(?:grow|grows|growing|grew|sprout)\b/],
  // Least specific last: "is nervous" with nothing named, "wants to bake a cake" (a wish is a skill to learn).
  ['afraid', /\b(?:is|are|feels?|gets?|seems?) (?:a (?:bit|little) |very |so |really )?(?:scared|afraid|nervous|worried|anxious)\b/],
  ['learn', /\b(?:wants? to|wanted to|would (?:like|love) to|wish(?:es)? (?:to|(?:he|she|they) could)|dreams? of|tries to|trying to)\b/],
];

/** Words that say the situation, not what the thing is like: never kept as adjectives. */
export const SITUATION_WORDS = new Set([
  'lost', 'missing', 'stuck', 'broken', 'cracked', 'scared', 'afraid', 'frightened', 'terrified', 'nervous', 'worried',
  'trapped', 'torn', 'lonely', 'new', 'sad', 'angry', 'naughty', 'grumpy',
]);

export function findSituation(text: string): { situation: Situation; at: number; end: number; words: string } {
  for (const [situation, re] of SITUATION_PATTERNS_EN) {
    const m = re.exec(text);
    if (m) return { situation, at: m.index, end: m.index + m[0].length, words: m[0].trim() };
  }
  return { situation: 'none', at: -1, end: -1, words: '' };
}

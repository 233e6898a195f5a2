// Who opens a sentence: a page of "Leo... Leo... Leo..." or "Son chaton... Son chaton..." reads like a list.
// Both the hero's name and the family's unnamed pet are varied here, sentence by sentence, keeping the spaces
// between sentences as they were (French puts a no-break space before '»').
import type { StoryPlan } from '../plan/types.ts';
import type { Entity, LanguageGrammar } from '../template/grammar-types.ts';
import type { BookChapter } from './write-book.ts';

const SENTENCE_END = /(?<=[.!?][”"»]?)\s+(?=\S)/;
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** Rewrites each paragraph sentence by sentence; `say` sees the sentence and the one before it in the paragraph. */
function eachSentence(parts: BookChapter['parts'], say: (sentence: string, before: string | undefined) => string): void {
  for (const p of parts) {
    const chunks = p.text.split(SENTENCE_END);
    const gaps = p.text.match(new RegExp(SENTENCE_END.source, 'gu')) ?? [];
    p.text = chunks.map((s, i) => `${say(s, chunks[i - 1])}${gaps[i] ?? ''}`).join('');
  }
}

/**
 * French: the family's pet with no name is 'son chaton' on every page, and a book of "Son chaton... Son
 * chaton..." reads like a list. Of the sentences opening with it, one in three keeps 'Son chaton'; the others
 * say 'il' / 'elle' right after a sentence about the pet in the same chapter, else by turns 'le petit chat'
 * (words.yaml pet-names, by the pet's noun) and 'le chaton'. Made once per book, called on each chapter.
 */
export function petStartVariety(entities: Record<string, Entity>, g: LanguageGrammar, names: Record<string, string> | undefined): (parts: BookChapter['parts']) => void {
  const pet = names ? Object.values(entities).find((e) => e.family && !e.name && !e.plural && e.noun !== undefined && names[e.noun] !== undefined) : undefined;
  const own = pet ? cap(g.field(pet, 'the')) : '';
  if (!pet?.noun || !names || !/^(Son|Sa|Ton|Ta|Mon|Ma) /.test(own)) return () => undefined;
  const others = [cap(names[pet.noun] ?? ''), cap(g.field({ ...pet, family: false }, 'the'))];
  const pronoun = cap(g.field(pet, 'il'));
  let opened = 0;
  let turn = 0;
  return (parts) => {
    let lastWasPet = false;
    eachSentence(parts, (s) => {
      if (!s.startsWith(`${own} `)) {
        lastWasPet = others.some((o) => s.startsWith(`${o} `)) || (lastWasPet && s.startsWith(`${pronoun} `));
        return s;
      }
      const rest = s.slice(own.length);
      const keep = opened++ % 3 === 0;
      const says = keep ? own : lastWasPet && !/^ (et|ou) /.test(rest) ? pronoun : others[turn++ % others.length];
      lastWasPet = true;
      return `${says}${rest}`;
    });
  };
}

/**
 * Fewer sentences starting with the hero's name (a reader tires of "Leo... Leo... Leo..."): a sentence that
 * follows one naming the hero, and no other being the same pronoun could mean, says "He"/"She" or
 * "His"/"Her" instead, across paragraphs, never twice in a row and never on the chapter's first sentence.
 * Never for a name whose gender is unknown, nor before "and".
 */
export function varyHeroStarts(parts: BookChapter['parts'], plan: StoryPlan, pronoun: string | undefined, possessive: string | undefined, strict = false): void {
  const hero = plan.cast.find((c) => c.role === 'hero');
  const name = hero?.name;
  // A child of unknown gender is 'they': "They ran" could as well be the child and the friend, so the name stays.
  if (!name || !pronoun || !possessive || pronoun === name || pronoun === 'it' || pronoun === 'they') return;
  // Beings "he"/"she" could also mean: the cast of the hero's gender, by name or by noun.
  const rivals = plan.cast.flatMap((c) => (c.role !== 'hero' && c.gender === hero.gender ? [c.name, c.noun].filter((w): w is string => !!w && w.length > 2) : []));
  const rivalWords = rivals.map((w) => new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u'));
  // The hero stays the most named on the page: never fewer times than the companion.
  const count = (who: string): number => parts.reduce((n, p) => n + p.text.split(who).length - 1, 0);
  const companion = plan.cast.find((c) => c.role === 'companion')?.name;
  let spare = count(name) - (companion ? count(companion) : 0);
  // Whom "he"/"she" means by now: the last sentence naming a being of the hero's gender names only the hero.
  let heroIsReferent = false;
  let swapped = 0;
  eachSentence(parts, (s, before) => {
    // After a quoted cry the name may be its speech tag (“Found it!” Poppy shouted): never swapped.
    const tag = /[!?][”"]$/.test(before ?? '');
    const subject = s.startsWith(`${name} `) && !/^\S+ (and|or|&|et|ou)\b/.test(s);
    const owner = s.startsWith(`${name}'s `);
    // Two in a row at most: a third "He..." reads as monotonous as the name.
    const swap = spare > 0 && (subject || owner) && !tag && swapped < 2 && heroIsReferent;
    if (swap) spare--;
    swapped = swap ? swapped + 1 : 0;
    const other = rivalWords.some((re) => re.test(s));
    // Strict (French, where 'il' may as well be 'le jardin'): only right after a sentence naming the hero.
    if (other) heroIsReferent = false;
    else if (s.includes(name)) heroIsReferent = true;
    else if (strict) heroIsReferent = false;
    return swap ? (owner ? `${cap(possessive)}${s.slice(name.length + 2)}` : `${cap(pronoun)}${s.slice(name.length)}`) : s;
  });
}

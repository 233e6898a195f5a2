// The child's own behaviour ('Lucas lies about little things', 'Zoe always interrupts', 'my son keeps snatching toys',
// « Chloé coupe toujours la parole », « mon fils n'arrête pas de taper »; issue 10: read before as a thing called 'the
// little things', a storm with an umbrella, or nothing). The deed is a verb phrase with the child as its subject, whatever
// its object: told in the story's past in the parent's words ('lied about little things', « coupait toujours la parole »),
// shown at the start, felt, tried differently, and chosen anew by the child at the turning point
// (plots/do-together/behaviour.yaml). A deed done once and owned up to stays a sorry (idea/owned-up.ts); a "won't" stays
// the child's own refusal (change-mind).
import { isFirstName } from '../grammar/first-name-gender.ts';
import { foldAccents, type IdeaTables } from './tables.ts';
import type { IdeaPart, IdeaReading } from './types.ts';
import { plainApostrophes } from './tokens.ts';

/** The readings a behaviour replaces: nothing said, the verb's object made a thing lost, broken or grown, a friend, a party or a
 * storm made of the other words. A refusal ('wont') is the child's own no, told already, unless a big feeling read it. */
const BEHAVIOUR_OVER = new Set(['none', 'lost', 'broken', 'growing', 'make-friend', 'missing-friend', 'party', 'storm', 'afraid', 'race']);

/** The longest deed the book says in the parent's words; a longer one is cut at a word. */
const MAX_WORDS = 9;

type Rule = NonNullable<IdeaTables['rules']['behaviour']>;

export function childBehaviour(t: IdeaTables, input: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const rule = t.rules.behaviour;
  if (!rule) return undefined;
  // A big feeling read as a fear ('keeps having nightmares') stays that feeling; a temper ('says mean words when he is angry') is the deed's.
  if (reading.feeling ? reading.situation !== 'wont' : !BEHAVIOUR_OVER.has(reading.situation)) return undefined;
  // Tears 'every time mum drops her off', « chaque fois que maman la dépose »: someone dear going is missed, never a deed to mend.
  if (reading.situation === 'missing-friend' && reading.subject?.kind === 'person' && !reading.subject.self) return undefined;
  const fold = t.rules['fold-accents'] === true;
  const typos = t.rules.typos;
  const text = plainApostrophes(input).replace(/\s+/g, ' ').trim().replace(/\p{L}+/gu, (w) => typos[w.toLowerCase()] ?? w);
  const key = (s: string): string => (fold ? foldAccents(s.toLowerCase()) : s.toLowerCase());
  // A sorry said or a thing hidden ('and was scared to tell', « et n'ose pas le dire ») is one misdeed owned up to.
  if (t.rules['owned-up']?.owning.test(key(text))) return undefined;
  const end = childEnd(rule, text, key(text));
  if (end === undefined) return undefined;
  // 'my son who lies': the child's behaviour, never a being of that kind.
  const after = text.slice(end).trim().replace(/^(?:who|that|qui) /iu, '');
  const cutAt = key(after).search(rule.cut);
  const said = (cutAt < 0 ? after : after.slice(0, cutAt)).trim().split(' ').slice(0, MAX_WORDS).join(' ');
  const words = key(said);
  // What is said after the words of habit: 'always lies' is a behaviour, 'always wants a hug' a wish; 'is always hitting'
  // says it with the verb after 'is'; « dit toujours des gros mots » with the words of habit inside.
  const bare = stripHabit(rule, words.replace(rule.progressive, ''));
  const loose = bare.replace(new RegExp(rule.habit.source, `${rule.habit.flags.replace('g', '')}g`), ' ').replace(/\s+/g, ' ').trim();
  const kind = rule.kinds.find((k) => k.pattern.test(words) || k.pattern.test(bare) || k.pattern.test(loose));
  const habit = rule.habit.test(words);
  if (!kind && !habit) return undefined;
  if (!kind && rule.not.test(bare)) return undefined;
  // 'Noah hit his sister' with no word of habit: once, a misdeed owned up to; 'hits', 'always hit', « tapait »: a behaviour.
  if (!habit && rule.once.test(bare)) return undefined;
  const past = pastOf(rule, said.split(' ').map((w) => accented(t, w)).join(' '), key);
  const deed = past?.deed;
  if (!past || !deed || !/^[\p{L}' -]{2,80}$/u.test(deed)) return undefined;
  // The one who feels it: whoever the deed names after its verb ('his little sister', « ses copains »), else the rule's (Mum, for a fib).
  const named = readPart(said.split(' ').slice(past.verb + 1).join(' '));
  // Several ('ses copains', 'other kids') are the deed's words; one of them, the planner's stock friend, is who feels it on the page.
  const someone = [named.subject, named.owner, named.other].find((p): p is IdeaPart => p !== undefined && p.kind === 'person' && !p.self && !p.name && !p.plural);
  const stock = kind ? rule.wronged[kind.kind] : undefined;
  const wronged = someone ?? (stock ? readPart(stock).subject : undefined);
  // A thing not shared ('never shares her crayons') is what is handed over at the turning point: the planner's goal.
  const thing = kind?.kind === 'share' ? [named.subject, named.other].find((p): p is IdeaPart => p !== undefined && p.kind === 'object') : undefined;
  const { subject: _s, other: _o, owner: _w, place: _p, deed: _d, misdeed: _m, ...rest } = reading;
  return {
    ...rest, situation: 'together', together: rule.activity, deed,
    behaviour: kind ? { kind: kind.kind, moral: kind.moral } : {},
    ...(wronged ? { owner: /^(?:his|her|their|my|son|sa|ses|mon|ma|mes)\s/iu.test(wronged.text) ? { ...wronged, family: true } : wronged } : {}),
    ...(thing ? { subject: thing } : {}),
    used: [input.trim()], unused: [],
  };
}

/** Where the child who does it ends: a first name ('Lucas'), 'my son', « ma fille », 'he'; undefined when nobody is. */
function childEnd(rule: Rule, text: string, low: string): number | undefined {
  const m = rule.child.exec(low);
  if (m && m.index === 0) return m[0].length;
  const first = /^(\p{Lu}[\p{L}-]+)\s/u.exec(text)?.[1];
  return first && isFirstName(first) ? first.length : undefined;
}

/** The deed without its leading words of habit ('always', 'keeps', « n'arrête pas de »): the verb that says what it is. */
function stripHabit(rule: Rule, words: string): string {
  let bare = words;
  for (let m = rule.habit.exec(bare); m && m.index === 0; m = rule.habit.exec(bare)) bare = bare.slice(m[0].length).trim();
  return bare;
}

/** The deed in the story's past: its first verb said so ('lies' 'lied', 'keeps' 'kept', « ment » « mentait »), words
 * before it that stay (« ne », 'always') kept, the rest as the parent wrote it. */
function pastOf(rule: Rule, said: string, key: (s: string) => string): { deed: string; verb: number } | undefined {
  const words = said.split(' ');
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    // « n'arrête », « s'énerve »: the elided word before the verb stays.
    const [, elided = '', verb = word] = /^([nsmtl]')?(.+)$/iu.exec(word) ?? [];
    const low = verb.toLowerCase();
    const known = rule.past[low] ?? rule.past[key(low)];
    // A word before the verb that stays as it is ('never', 'always', « ne »).
    if (known === low) continue;
    // A verb already in the story's past ('always hit his brother'): as the parent wrote it.
    if (known === undefined && (rule.once.test(key(low)) || Object.values(rule.past).includes(low))) return { deed: words.join(' '), verb: i };
    const told = known ?? rule.rules.reduce<string | undefined>((found, r) => found ?? (r.pattern.test(low) ? low.replace(r.pattern, r.to) : undefined), undefined);
    if (!told) return undefined;
    words[i] = `${elided}${told}`;
    return { deed: words.join(' '), verb: i };
  }
  return undefined;
}

/** A word typed without its accents, as it is written ('creche' 'crèche'): the language's accent list, then its lexicon. */
const accentsOf = new WeakMap<IdeaTables, Map<string, string>>();
function accented(t: IdeaTables, word: string): string {
  if (t.rules['fold-accents'] !== true || word !== foldAccents(word)) return word;
  let known = accentsOf.get(t);
  if (!known) {
    known = new Map(t.accents);
    for (const key of t.lexicon.keys()) if (!key.includes(' ')) known.set(foldAccents(key), key);
    accentsOf.set(t, known);
  }
  return known.get(word.toLowerCase()) ?? word;
}

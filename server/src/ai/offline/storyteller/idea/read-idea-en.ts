// Reads an English parent's idea into plot elements (idea/types.ts): compromise finds the noun phrases
// and their words' roles; our lexicon says what each thing is; our situation patterns say what happens;
// where each phrase stands around the situation says which role it plays ("the grandmother who LOST her
// glasses": the glasses are lost, the grandmother is the one who lost them).
import nlp from 'compromise';
import { LEXICON_EN, type LexiconEntry } from './lexicon-en.ts';
import { FEARED_DOINGS, findSituation, SITUATION_WORDS } from './situations-en.ts';
import type { IdeaPart, IdeaReading, Situation } from './types.ts';
import { INJECTION, UNSAFE } from './unsafe-words.ts';

interface Phrase {
  part: IdeaPart;
  start: number;
  end: number;
  /** "grandpa's": whose the next thing is, never the thing itself. */
  possessive?: boolean;
}

const FAMILY_DETS = new Set(['my', 'our', 'your']);
const PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'him', 'her', 'them', 'us', 'me', 'his', 'their', 'its']);
/** Verbs whose thing comes after them ("Grandma lost her glasses", "the twins broke the vase"). */
const TRANSITIVE = /^(?:lost|loses|lose|losing|can't find|cannot find|couldn't find|broke|breaks|smashed)$/;
const BEINGS = new Set(['person', 'animal']);
const EVENT_SITUATIONS = new Set<Situation>(['race', 'storm', 'party', 'none']);

function singular(word: string): { head: string; plural: boolean; entry?: LexiconEntry } {
  const w = word.toLowerCase();
  const found = LEXICON_EN.words.get(w);
  if (found) return { head: w, plural: found.plural ?? false, entry: found };
  for (const [suffix, repl] of [['ies', 'y'], ['ves', 'f'], ['es', ''], ['s', '']] as const) {
    if (w.endsWith(suffix) && w.length > suffix.length + 2) {
      const s = w.slice(0, -suffix.length) + repl;
      const e = LEXICON_EN.words.get(s);
      if (e) return { head: s, plural: true, entry: e };
    }
  }
  return { head: w, plural: /[^s]s$/.test(w) && w.length > 3 };
}

interface Term { text: string; tags: string[]; normal: string; pre: string; post: string; offset: { start: number; length: number } }

const SPLIT = new Set(['Preposition', 'Conjunction', 'QuestionWord']);
const SPLIT_WORDS = new Set(['against', 'with', 'in', 'on', 'at', 'from', 'to', 'into', 'over', 'under', 'near', 'about', 'for', 'of', 'between', 'who', 'that', 'which', 'and', 'or', 'versus', 'vs', 'inside', 'behind', 'through', 'without', 'beside', 'across', 'onto', 'like', 'than', 'because', 'but']);

function phraseOf(terms: Term[], text: string, start: number): Phrase | undefined {
  const words = terms.filter((t) => !t.tags.includes('Determiner'));
  const family = terms.some((t) => FAMILY_DETS.has(t.normal));
  // A pronoun ('we are moving house', 'she is nervous') names nobody the story can cast.
  const kept = words.filter((t) => !t.tags.includes('Pronoun') && !PRONOUNS.has(t.normal) && !FAMILY_DETS.has(t.normal));
  // A name is written with a capital ("our dog Biscuit"); a tagger's guess on a lower-case word ("his
  // swimming lesson") is a noun.
  const proper = kept.filter((t) => (t.tags.includes('ProperNoun') || t.tags.includes('Person')) && /^\p{Lu}/u.test(t.text));
  const nouns = kept.filter((t) => (t.tags.includes('Noun') || t.tags.includes('Person')) && !proper.includes(t) && !t.tags.includes('Possessive'));
  const headTerm = nouns[nouns.length - 1];
  const name = proper.map((t) => t.text.replace(/[^\p{L}'-]/gu, '')).filter(Boolean).join(' ');
  if (!headTerm && !name) return undefined;
  const { head, plural, entry } = headTerm ? singular(headTerm.normal || headTerm.text) : { head: name.toLowerCase(), plural: false, entry: LEXICON_EN.words.get(name.toLowerCase()) };
  const adjectives = kept.filter((t) => t.tags.includes('Adjective') && !SITUATION_WORDS.has(t.normal)).map((t) => t.normal).slice(0, 2);
  const modifiers = headTerm ? nouns.slice(0, -1).filter((t) => !proper.includes(t)).map((t) => t.normal) : [];
  // A word too vague alone ('a lesson about sharing', 'a stormy night') is kept with a doing that names it
  // ('his swimming lesson').
  if (!entry && LEXICON_EN.ignore.has(head) && !modifiers.some((m) => /ing$/.test(m))) return undefined;
  const written = headTerm ? (headTerm.normal || headTerm.text.toLowerCase()) : '';
  // A teddy bear or a toy dog is a thing to find or free, not an animal.
  const toy = modifiers.some((m) => m === 'teddy' || m === 'toy' || m === 'cuddly' || m === 'stuffed');
  const kind = toy ? 'object' : (entry?.kind ?? (headTerm ? 'object' : 'person'));
  const part: IdeaPart = {
    text: text.trim(), head, words: [...adjectives, ...modifiers, written].filter(Boolean).join(' ') || (entry?.name ?? name),
    adjectives, kind, gender: entry?.gender ?? 'n', plural,
    ...(name ? { name } : entry?.name ? { name: entry.name } : {}),
    ...(family || entry?.family ? { family: true } : {}), ...(entry?.self ? { self: true } : {}),
    ...(entry?.unique ? { unique: true } : {}), ...(entry?.prop ? { prop: entry.prop } : {}),
    ...(entry?.place ? { place: entry.place } : {}), ...(entry?.figure ? { figure: entry.figure } : {}),
  };
  return { part, start, end: start + text.length };
}

/** Noun phrases, cut at prepositions: "a red umbrella in a storm" is an umbrella and a storm. */
function phrasesIn(text: string): Phrase[] {
  const json = nlp(text).nouns().json({ offset: true, terms: { normal: true, offset: true } }) as { terms: Term[] }[];
  const groups: Term[][] = [];
  for (const n of json) {
    let group: Term[] = [];
    for (const t of n.terms) {
      if (t.tags.some((tag) => SPLIT.has(tag)) || SPLIT_WORDS.has(t.normal)) {
        if (group.length > 0) groups.push(group);
        group = [];
      } else group.push(t);
    }
    if (group.length > 0) groups.push(group);
  }
  // "grandpa's broken music box": grandpa's is a phrase of its own (a likely owner), the box another.
  const cut = groups.flatMap((g) => {
    const i = g.findIndex((t) => (t.tags.includes('Possessive') || (t.tags.includes('Noun') && /'s$/.test(t.text))) && !t.tags.includes('Pronoun') && /'s?$/.test(t.text));
    if (i < 0 || i === g.length - 1) return [g];
    const owner = g.slice(0, i + 1).map((t, k) => (k === i ? { ...t, text: t.text.replace(/'s?$/, ''), normal: t.normal.replace(/'s?$/, ''), tags: ['Noun', 'Owner'], offset: { start: t.offset.start, length: t.offset.length - 2 } } : t));
    return [owner, g.slice(i + 1)];
  });
  return cut.flatMap((terms) => {
    const first = terms[0];
    const lastTerm = terms[terms.length - 1];
    if (!first || !lastTerm) return [];
    const start = first.offset.start;
    // The owner cut from "the lighthouse keeper's lamp" stays a possessive: an owner, never the thing itself.
    const possessive = /'s?$/.test(lastTerm.text) || lastTerm.tags.includes('Owner');
    const clean = possessive ? terms.map((t) => (t === lastTerm ? { ...t, text: t.text.replace(/'s?$/, ''), normal: t.normal.replace(/'s?$/, '') } : t)) : terms;
    const p = phraseOf(clean, text.slice(start, lastTerm.offset.start + lastTerm.offset.length).replace(/'s?$/, ''), start);
    return p ? [possessive ? { ...p, possessive } : p] : [];
  });
}

/** Body parts a refusal names without 'the': 'brush teeth', 'wash hands'. */
const BODY = new Set(['teeth', 'hair', 'hands', 'face', 'feet', 'nails', 'ears', 'nose']);

/** The infinitive phrase after "won't" or "learn to": "share his train", "ride a bike". */
function deedAfter(text: string, from: number, own: 'a' | 'the' = 'a'): string | undefined {
  const cut = text.slice(from).replace(/^\s*(?:to|how to)\s+/i, '').replace(/^learn (?:to|how to)\s+/i, '').split(/[.,;!?\n]| and | but | because | for | with | next | on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/)[0]?.trim().toLowerCase() ?? '';
  // The deed is printed beside any hero: 'ride his bike' is 'ride a bike', 'share her toys' 'share the toys'.
  const rest = cut.replace(/\b(?:his|her|their|my|our)\s+(\S+)/g, (_m, w: string) => (own === 'the' && BODY.has(w) ? w : own === 'the' || /[^s]s$/.test(w) ? `the ${w}` : `${/^[aeiou]/.test(w) ? 'an' : 'a'} ${w}`));
  const words = rest.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6 || !/^[\p{L}' -]+$/u.test(rest)) return undefined;
  return words.join(' ');
}

/** New starts met like fears: [in the parent's words, the thing walked up to, its head noun, its place]. */
const NEW_STARTS: readonly (readonly [RegExp, string, string, 'village' | undefined])[] = [
  [/\b(?:school|nursery|kindergarten|preschool)\b/, 'new school', 'school', 'village'],
  [/\bmov(?:e|es|ing) (?:house|home)|\bnew (?:house|home)\b/, 'new house', 'house', undefined],
];

export function readIdeaEn(input: string): IdeaReading {
  const text = input.normalize('NFC').replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim().slice(0, 500);
  const empty: IdeaReading = { language: 'en', situation: 'none', used: [], unused: [] };
  if (!text) return empty;
  if (INJECTION.test(text)) return { ...empty, unused: [text] };
  const clauses = text.split(/(?<=[.;!?])\s+/);
  const unsafe = clauses.filter((c) => UNSAFE.test(c));
  const safe = clauses.filter((c) => !UNSAFE.test(c)).join(' ');
  const lower = safe.toLowerCase();
  const sit = findSituation(lower);
  const phrases = phrasesIn(safe);
  const taken = new Set<Phrase>();
  const take = (p: Phrase | undefined): IdeaPart | undefined => {
    if (!p) return undefined;
    taken.add(p);
    return p.part;
  };
  const free = (f: (p: Phrase) => boolean): Phrase[] => phrases.filter((p) => !taken.has(p) && f(p));
  const thing = (p: Phrase): boolean => p.part.kind !== 'event' && p.part.kind !== 'place' && !p.possessive;
  const being = (p: Phrase): boolean => BEINGS.has(p.part.kind);
  const before = (p: Phrase): boolean => p.end <= sit.at;
  const after = (p: Phrase): boolean => p.start >= sit.end;
  const spans = (p: Phrase): boolean => p.start <= sit.at && p.end >= sit.end;
  const last = <T>(l: T[]): T | undefined => l[l.length - 1];

  const reading: IdeaReading = { language: 'en', situation: sit.situation, used: [], unused: [] };
  const s: Situation = sit.situation;
  if (s === 'growing') {
    // "a sunflower that wants to grow as tall as the house": what grows, and how it wants to grow.
    const deed = deedAfter(lower.replace(/\bgrows\b/, 'grow'), lower.replace(/\bgrows\b/, 'grow').search(/\bgrow\b/));
    if (deed) reading.deed = deed;
  }
  if (s === 'lost' || s === 'stuck' || s === 'broken' || s === 'growing') {
    // "a lost puppy" (the phrase holds the word), "Teddy is lost" (before), "Grandma lost her glasses" (after).
    // "escaped", "ran away", "is lost": what went comes before; "lost her glasses", "broke the vase": after.
    const passive = /\b(?:is|are|was|were|got|gets|get|been)\s*$/.test(lower.slice(0, sit.at));
    const transitive = TRANSITIVE.test(sit.words) && !passive;
    const subject = free((p) => thing(p) && spans(p))[0] ?? (transitive ? free((p) => thing(p) && after(p))[0] : undefined) ?? last(free((p) => thing(p) && before(p))) ?? free(thing)[0];
    const subj = take(subject);
    // A teddy is a guest at a party but, lost or torn, a toy: it does not run away.
    if (subj) reading.subject = subj.prop === 'teddy' ? { ...subj, kind: 'object' } : subj;
    // Whose it is: "Mummy's vase" before whoever broke it.
    const owner = take(free((p) => p.possessive === true && p.end <= (subject?.start ?? Infinity) + 1 && p.end >= (subject?.start ?? 0) - 4)[0] ?? last(free((p) => (being(p) || p.possessive === true) && before(p))) ?? free((p) => p.possessive === true)[0]);
    if (owner) reading.owner = owner;
  } else if (s === 'afraid' || s === 'wont') {
    // Whoever is afraid or refuses is a being, even a snowman or a robot.
    const actor = last(free((p) => being(p) && before(p))) ?? last(free((p) => thing(p) && before(p)));
    if (actor && !being(actor)) actor.part = { ...actor.part, kind: 'person' };
    const subj = take(actor);
    if (subj) reading.subject = subj;
    // What one won't do is told for any hero: 'share the train', 'brush teeth'; one learns 'ride a bike'.
    const deed = s === 'wont' ? deedAfter(lower, sit.end, 'the') : undefined;
    // "won't share his train": the train is what is refused; "won't go to bed" refuses no thing.
    // "scared of thunderstorms": a feared event is the thing feared (the storm comes in the story).
    // "scared of swimming": a fear of doing is told as the thing it is done in (deep water), before any noun.
    const doing = s === 'afraid' && /^\s*(?:\w+ing|heights)\b/.test(lower.slice(sit.end)) ? FEARED_DOINGS.find((f) => f.after.test(lower.slice(sit.end))) : undefined;
    const doingPhrase = doing ? free((p) => after(p) && p.start <= sit.end + 2)[0] : undefined;
    if (doingPhrase) taken.add(doingPhrase);
    const other = doing || (deed && /^(go|come|get|sleep|stay|be)\b/.test(deed)) ? undefined : take(free((p) => (thing(p) || (s === 'afraid' && p.part.kind === 'event' && !p.possessive)) && after(p))[0]);
    if (other) reading.other = other;
    else if (s === 'afraid') {
      // "scared of flying": a fear of doing is told as the thing it is done in (the big sky).
      const feared = doing ?? FEARED_DOINGS.find((f) => f.after.test(lower.slice(sit.end)));
      if (feared) reading.other = { text: feared.fear, head: feared.thing.split(' ').pop() ?? feared.thing, words: feared.thing, adjectives: [], kind: 'object', gender: 'n', plural: feared.plural ?? false, unique: true };
      else {
        // "starting big school", "we are moving house": the new place is what the hero walks up to.
        const start = NEW_STARTS.find(([re]) => re.test(lower));
        const named = start && free((p) => p.part.kind === 'place' && p.part.head === start[2])[0];
        if (named) reading.other = { ...take(named)!, kind: 'object', unique: true, words: /new|big/.test(named.part.words) ? named.part.words : start[1] };
        else if (start) reading.other = { text: start[1], head: start[2], words: start[1], adjectives: [], kind: 'object', gender: 'n', plural: false, unique: true, ...(start[3] ? { place: start[3] } : {}) };
      }
    }
    if (deed) reading.deed = deed;
  } else if (s === 'learn') {
    const deed = deedAfter(lower, sit.end);
    if (deed) reading.deed = deed;
    // "a penguin who wants to learn to fly": the penguin learns; "learning to ride a bike": the bike helps.
    const subj = take(last(free((p) => being(p) && before(p))) ?? free((p) => p.part.kind === 'object' && after(p))[0] ?? free((p) => p.part.kind === 'object')[0]);
    if (subj) reading.subject = subj;
  } else {
    // race, storm, party, new arrival, missing friend, none: the first being, else the first thing.
    // A storm is weathered with a thing (the lamp, the umbrella); whoever it belongs to is its owner.
    const owner = s === 'party' ? take(free((p) => being(p) && p.part.family === true)[0])
      : s === 'storm' && free((p) => thing(p) && p.part.kind === 'object').length > 0 ? take(free((p) => being(p) || p.possessive === true)[0]) : undefined;
    if (owner) reading.owner = owner;
    const subj = take(free((p) => thing(p) && (s === 'race' || s === 'missing-friend' || s === 'new-arrival' ? being(p) : s === 'storm' ? p.part.kind === 'object' : true))[0] ?? free(thing)[0]);
    if (subj) reading.subject = subj;
  }
  const place = take(free((p) => p.part.kind === 'place')[0]);
  if (place) reading.place = place;
  if (reading.subject === undefined && s === 'none') {
    const ev = take(free((p) => p.part.kind === 'event')[0]);
    if (ev) reading.subject = ev;
  }
  // The preview lists what we use in the parent's own words, the situation included ("a storm").
  const used = [reading.owner, reading.subject, reading.other, reading.place].flatMap((p) => (p ? [p.text] : []));
  // An event the situation names ("a birthday party", "a storm") is used as the plot itself.
  for (const ev of free((p) => p.part.kind === 'event' && EVENT_SITUATIONS.has(s))) {
    taken.add(ev);
    used.push(ev.part.text);
  }
  const deed = reading.deed;
  reading.used = deed ? [...used.filter((u) => !deed.includes(u.toLowerCase())), deed] : used;
  reading.unused = [...free((p) => p.part.kind !== 'event').map((p) => p.part.text), ...unsafe];
  return reading;
}

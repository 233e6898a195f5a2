// Reads a parent's idea into plot elements (issue 10 'The idea drives the plot'), in any language that has
// its tables (idea/tables.ts): the situation from its cue words, then who or what it is about from the noun
// phrases around the cue ('ma grand-mère a perdu ses lunettes': lost glasses owned by the grandmother). What
// we do not understand is listed as unused, for the preview; we never print the parent's free text as it is.
import { quirkReading } from './quirk.ts';
import { BEFORE_NOUN } from '../grammar/fr-adjectives.ts';
import { isFirstName } from '../grammar/first-name-gender.ts';
import { findNoun, lexiconNoun } from '../grammar/fr-nouns.ts';
import { pluralEn, tagEnglish, unknownNounEn } from '../grammar/en-nouns.ts';
import { PhraseFinder, type NounPhrase, type WordGrammar } from './noun-phrases.ts';
import { abstractLeft } from './abstract.ts';
import { birthdayAge } from './age.ts';
import { comfortToy } from './comfort.ts';
import { readDetails } from './details.ts';
import { lovedSituation, ownLoved } from './loves.ts';
import { ACTORS, ALIVE, assignRoles, besideTheChild, deedStandIn, isGroup, quarrelDeed, toothNightOf, type Cue, type Roles } from './roles.ts';
import { foldAccents, ideaTables, type IdeaTables, type Worry } from './tables.ts';
import { clauseNumbers, comparedTo, tokenize, type Token } from './tokens.ts';
import { readGoodbye } from './goodbye.ts';
import { readSky } from './sky.ts';
import { togetherReading } from './together.ts';
import { movingTown } from './town.ts';
import { friendVisit } from './visit.ts';
import type { IdeaKind, IdeaPart, IdeaReading, IdeaWeather, Situation } from './types.ts';

/** Situations an event of the idea tells ('a birthday party', 'a storm'): it is used as the plot itself. */
const EVENT_SITUATIONS: ReadonlySet<Situation> = new Set(['race', 'storm', 'party', 'none']);

/** Each language's grammar for its words: a tagger or a dictionary behind the tables. */
function grammarFor(t: IdeaTables, text: string): WordGrammar {
  if (t.language === 'en') {
    const tags = tagEnglish(text);
    return {
      plural: (key) => pluralEn(key),
      noun: (tokens, i) => {
        const tok = tokens[i];
        return tok && tags.get(tok.start) === 'noun' && !t.words.verbs.has(tok.low) ? { ...unknownNounEn(tok.low), g: 'n' } : undefined;
      },
      // 'his favourite blue dinosaur': words the table says are adjectives are, whatever the tagger calls them.
      adjective: (tokens, i) => t.adjectives.get(tokens[i]?.low ?? '') ?? (tags.get(tokens[i]?.start ?? -1) === 'adjective' ? tokens[i]?.low : undefined),
      placedBefore: () => true,
    };
  }
  return {
    plural: (key) => lexiconNoun(key)?.pl ?? key,
    noun: (tokens, i) => {
      const found = findNoun(tokens[i]?.low ?? '');
      return found ? { sg: found.noun.sg, g: found.noun.g, plural: found.plural, aspirated: found.noun.aspirated } : undefined;
    },
    adjective: (tokens, i) => t.adjectives.get(tokens[i]?.low ?? ''),
    placedBefore: (base) => BEFORE_NOUN.has(base),
  };
}

function findCue(t: IdeaTables, low: string): { situation: Situation; at: number; end: number; weather?: IdeaWeather } {
  // French cues are accentless on both sides ('la fete'); the places found are the same.
  const text = t.rules['fold-accents'] ? foldAccents(low) : low;
  for (const { situation, pattern, weather } of t.cues) {
    const m = pattern.exec(text);
    if (m) return { situation, at: m.index, end: m.index + m[0].length, ...(weather ? { weather } : {}) };
  }
  return { situation: 'none', at: -1, end: -1 };
}

function toPart(t: IdeaTables, p: NounPhrase, text: string, tokens: readonly Token[], alive: boolean): IdeaPart {
  const entry = p.entry;
  const kind: IdeaKind = entry?.kind ?? (p.name || alive ? (p.name ? 'person' : 'animal') : 'object');
  const first = tokens[p.start];
  const last = tokens[p.end - 1];
  const adjectives = [...p.pre, ...p.post].slice(0, t.rules['max-adjectives']);
  const kept = (list: string[]): string[] => list.filter((a) => adjectives.includes(a));
  return {
    text: first && last ? text.slice(first.start, last.end) : p.written,
    head: p.head,
    words: [...kept(p.pre), ...p.modifiers, p.written, ...kept(p.post), ...placeOwner(t, p)].join(' '),
    ...(p.name ? { name: p.name } : {}),
    adjectives,
    kind,
    gender: p.nameGender ?? p.g,
    plural: p.plural,
    ...(p.aspirated ? { aspirated: true } : {}),
    ...(entry?.unique ? { unique: true } : {}),
    ...(p.family ? { family: true } : {}),
    ...(entry?.self ? { self: true } : {}),
    ...(entry?.prop ? { prop: entry.prop } : {}),
    ...(entry?.place ? { place: entry.place } : {}),
    ...(entry?.figure ? { figure: entry.figure } : {}),
  };
}

/** 'Le vieux phare dont la lumière...': a thing of a place is named with it ('lumière de le phare'). */
function placeOwner(t: IdeaTables, p: NounPhrase): string[] {
  const of = p.of;
  const link = t.rules['place-owner'];
  if (!of?.possessive || of.entry?.kind !== 'place' || !link) return [];
  return [of.plural ? link.pl : link[of.g === 'f' ? 'f' : 'm'], of.written];
}

/** The verb phrase after "won't", 'ne veut pas', 'learn to': "share the train", 'prêter son train', 'nager'. */
function deedAfter(t: IdeaTables, text: string, end: number, situation: Situation): string | undefined {
  const { lead, cut, 'max-words': maxWords, 'own-words': own, 'own-article': article, bare, kin, infinitive, gerund } = t.rules.deed;
  // Matched without accents where the language's patterns are ('cet ete', 'cet été'); folding keeps places.
  const rest = text.slice(end).toLowerCase();
  const plain = t.rules['fold-accents'] ? foldAccents(rest) : rest;
  const from = plain.match(lead)?.[0].length ?? 0;
  const to = plain.slice(from).search(cut);
  const kept = rest.slice(from, to < 0 ? undefined : from + to);
  let words = kept.trim().split(/\s+/).filter(Boolean).slice(0, maxWords).map((w) => withAccents(t, w));
  // 'ride his bike' is told 'ride a bike' beside any hero; 'share her toys' 'share the toys'; 'brush teeth'.
  const the = article?.[situation as 'wont'] === 'the';
  words = words.flatMap((w, i) => {
    const next = words[i + 1] ?? '';
    if (!own.includes(w) || !next) return [w];
    if (kin.includes(next) || kin.includes(words[i + 2] ?? '')) return [w];
    if (the && bare.includes(next)) return [];
    return [the || /[^s]s$/.test(next) ? 'the' : /^[aeiou]/.test(next) ? 'an' : 'a'];
  });
  // 'dreams of playing football': the deed is told 'play football' (reading-<lang>.yaml 'gerund', the first rule that fits).
  const verb = (w: string): string => {
    const rule = gerund.find((g) => g.pattern.test(w));
    return infinitive[w] ?? (rule ? w.replace(rule.pattern, rule.to) : w);
  };
  const deed = words.map((w, i) => (i === 0 ? verb(w) : w)).join(' ');
  return /^[\p{L}' -]{2,60}$/u.test(deed) ? deed : undefined;
}

/** A word typed without its accents, as it is written: 'velo' -> 'vélo', 'tres' -> 'très'. */
const accentless = new WeakMap<IdeaTables, Map<string, string>>();
function withAccents(t: IdeaTables, word: string): string {
  let known = accentless.get(t);
  if (!known) {
    known = new Map(t.accents);
    for (const key of t.lexicon.keys()) if (!key.includes(' ') && t.accents.size > 0) known.set(foldAccents(key), key);
    accentless.set(t, known);
  }
  return word === foldAccents(word) ? known.get(word) ?? word : word;
}

/** Is the one before the refusal the child ('mon fils', 'ma fille', 'il', nobody)? */
function childRefuses(t: IdeaTables, before: string): boolean {
  const words = before.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  if (words.length === 1) return t.hero.has(words[0] ?? '') || t.words.pronouns.has(words[0] ?? '');
  const [det, ...rest] = words;
  return !!t.determiners[det ?? ''] && t.hero.has(rest.join(' '));
}

function applyWorry(worry: Worry, roles: Roles, phrases: readonly NounPhrase[], t: IdeaTables, text: string, tokens: readonly Token[], named: NounPhrase[]): Partial<IdeaReading> {
  if (worry.drop) delete roles[worry.drop];
  // 'a visit to the dentist': a day that frightens (a visit, a trip) is not a being who is afraid of it.
  if (worry.part?.kind === 'event' && roles.subject?.entry?.kind === 'event') delete roles.subject;
  const role = worry.role;
  const part = worry.part;
  if (!role || !part || roles[role]) return {};
  // The parent named it ('starting big school'): their words, told as the new thing it is.
  const found = phrases.find((p) => p.head === part.head);
  if (found) {
    if (roles.place === found) delete roles.place;
    // 'la piqûre' alone: what frightens, not someone afraid of it.
    if (roles.subject === found) delete roles.subject;
    named.push(found);
    const p = toPart(t, found, text, tokens, false);
    const words = p.adjectives.length > 0 ? p.words : part.words;
    return { [role]: { ...p, kind: part.kind ?? 'object', unique: true, text: words, words, ...(part.place ? { place: part.place } : {}) } };
  }
  return { [role]: { text: part.words, head: part.head, words: part.words, adjectives: [...(part.adjectives ?? [])], kind: part.kind ?? 'object', gender: part.gender ?? 'n', plural: false, ...(part.kind !== 'place' ? { unique: true } : {}), ...(part.place ? { place: part.place } : {}) } };
}

/**
 * 'mamie est malade', 'my teddy is poorly': no situation cue, but someone to care for. A being is looked
 * after by the child (idea/together.ts caredFor); a thing is mended (reading-<lang>.yaml 'ailing').
 */
function ailing(t: IdeaTables, low: string, phrases: readonly NounPhrase[]): ReturnType<typeof findCue> | undefined {
  const rule = t.rules.ailing;
  const text = t.rules['fold-accents'] ? foldAccents(low) : low;
  const m = rule?.pattern.exec(text);
  if (!rule || !m || findCue(t, low).situation !== 'none') return undefined;
  const being = phrases.some((p) => (p.entry?.kind === 'person' || p.entry?.kind === 'animal' || !!p.name) && !t.words.toys.has(p.head));
  // 'mon fils a la varicelle': only a being has chickenpox; with none named, the ill one is the child, no thing to mend.
  if (!being && rule['thing-pattern'] && !rule['thing-pattern'].test(text)) return undefined;
  return { situation: being ? rule.being : rule.thing, at: m.index, end: m.index + m[0].length };
}

/** 'finns balloon popped', 'Emmas teddy': a first name typed with the owner's s and no apostrophe is the
 * child's own (Finn's balloon), never a thing called 'finns balloon'. Only at the start or with a capital, never a
 * name of its own (Lucas, Thomas), so that 'a bunch of roses' keeps its roses and Lucas stays Lucas. */
function ownerWithoutApostrophe(t: IdeaTables, text: string): string {
  if (t.rules['owner-mark'] !== "'s") return text;
  return text.replace(/\b(\p{L}{3,})s(?= (?!(?:for|and|or|of|in|on|at|to|with|from|are|is|were|was|that|which|who)\b)\p{L})/gu, (word: string, name: string, at: number) =>
    (at === 0 || /^\p{Lu}/u.test(word)) && isFirstName(name) && !isFirstName(word) ? `${name}'s` : word);
}

export function readIdea(lang: 'en' | 'fr', input: string): IdeaReading {
  // 'Going fishing with grandpa': an activity with the family is read last, over what the words alone say.
  const t = ideaTables(lang);
  const readPart = (part: string): IdeaReading => readWords(lang, part);
  // « Le mal » alone: a word for no thing is left unused (idea/abstract.ts).
  // 'a dragon who sneezes glitter': a being's quirk is read when nothing else said what happens (idea/quirk.ts).
  return abstractLeft(t, quirkReading(t, input, birthdayAge(t, input, ownLoved(t, input, movingTown(t, input, friendVisit(t, input, togetherReading(t, input, readWords(lang, input), readPart), readPart)))), readPart));
}

function readWords(lang: 'en' | 'fr', input: string): IdeaReading {
  const t = ideaTables(lang);
  const typos = t.rules.typos;
  const typed = input.normalize('NFC').replace(/[’`´]/g, "'").replace(/\s+/g, ' ').trim().replace(/\p{L}+/gu, (w) => typos[w.toLowerCase()] ?? w)
    .replace(t.rules.frame ?? /^$/, '').slice(0, t.rules['max-length']);
  const text = t.rules.sayings.reduce((said, s) => said.replace(s.pattern, s.as), ownerWithoutApostrophe(t, typed));
  const empty: IdeaReading = { language: lang, situation: 'none', used: [], unused: [] };
  if (!text) return empty;
  const folded = foldAccents(text.toLowerCase());
  if (t.refused.some((re) => re.test(t.rules['fold-accents'] ? folded : text.toLowerCase()))) return { ...empty, unused: [text] };
  const habit = t.rules.habits.find((h) => h.pattern.test(t.rules['fold-accents'] ? folded : text.toLowerCase()));
  if (habit) return { ...empty, situation: 'wont', deed: habit.deed, used: [text] };
  // A sentence with a word a bedtime story does not say is left out; the rest is read.
  const sentences = text.split(/(?<=[.;!?])\s+/);
  const unsafe = sentences.filter((s) => t.unsafe.some((re) => re.test(s.toLowerCase())));
  const safe = sentences.filter((s) => !unsafe.includes(s)).join(' ');
  const low = safe.toLowerCase();
  const feeling = bigFeeling(t, safe);
  if (feeling) return { ...feeling, unused: unsafe };
  const tokens = tokenize(safe, t.language === 'fr');
  const finder = new PhraseFinder(t, grammarFor(t, safe), tokens);
  // 'nager comme un poisson': a likeness, not a thing; 'la semaine prochaine' is when, not what; but 'la nuit de Noël', 'le matin de Pâques' keep the feast they are of.
  const feast = (p: NounPhrase): boolean => {
    const last = / (?:de|d') ?(\p{L}+)$/u.exec(foldAccents(p.written ?? ''))?.[1];
    return last !== undefined && [...t.lexicon].some(([key, e]) => e.kind === 'event' && foldAccents(key) === last);
  };
  const when = (p: NounPhrase): boolean => t.words.when.has(p.head) && !t.words.of.has(p.before ?? '') && !feast(p);
  const phrases = finder.all().filter((p) => !t.words.likeness.has(p.before ?? '') && !(t.words['needs-determiner'].has(p.head) && !p.det) && !when(p));
  // 'mon fils est fan de foot', 'she loves gymnastics': a sport with nothing else said is played, never a thing
  // to mend or find: it is learnt like a dream (reading-<lang>.yaml 'sports'), its deed said for it.
  const cued = ailing(t, low, phrases) ?? findCue(t, low);
  const plain = t.rules['fold-accents'] ? foldAccents(low) : low;
  // A being's trouble ('a le hoquet', 'can't stop sneezing') is cured, whatever other cue its words hold.
  const trait = t.rules.traits.map((x) => ({ ...x, m: x.pattern.exec(plain) })).find((x) => x.m);
  const sport = trait ?? (cued.situation === 'none' ? t.rules.sports.map((x) => ({ ...x, m: x.pattern.exec(plain) })).find((x) => x.m) : undefined);
  const found = sport?.m ? { situation: 'learn' as const, at: sport.m.index, end: sport.m.index + sport.m[0].length } : cued;
  const { at, end } = found;
  const cueWords = at < 0 ? '' : low.slice(at, end).trim();
  // 'mon fils ne veut pas aller à l'école': the one who won't is the child, who is the hero. A story does not talk its hero out
  // of a no; it helps them past the worry behind it. Any other no ('partager ses jouets') stays a no: a grumpy friend says it.
  const byChild = found.situation === 'wont' && t.hero.size > 0 && childRefuses(t, low.slice(0, Math.max(0, at)));
  const going = byChild && !!t.rules.going?.test(foldAccents(deedAfter(t, safe, end, 'wont') ?? ''));
  const beings = phrases.some((p) => p.entry?.kind === 'person' || p.entry?.kind === 'animal' || p.name);
  const worry = t.rules.worries.find((w) => w.from.includes(found.situation as never) && w.pattern.test(t.rules['fold-accents'] ? folded : low) && !(w['no-beings'] && beings));
  let situation: Situation = going || (worry && found.situation !== 'afraid') ? 'afraid' : found.situation;
  const cue: Cue = { situation, token: at < 0 ? -1 : tokens.findIndex((x) => x.start >= at), before: at < 0 ? '' : low.slice(0, at), words: cueWords };
  let roles = assignRoles(t, cue, phrases, clauseNumbers(tokens, t.words.joins));
  // 'A tortoise who wants to see the sea': a wish to see a place is a journey there.
  if (situation === 'wish' && !roles.subject && phrases.some((p) => p.entry?.kind === 'place')) {
    situation = 'journey';
    roles = assignRoles(t, { ...cue, situation }, phrases, clauseNumbers(tokens, t.words.joins));
  }
  if ((byChild && !going) || isGroup(t, roles.subject)) delete roles.subject;
  // 'Jules aime les dinosaures...', 'Max loves trucks': what the child loves is the story's (idea/loves.ts).
  const bare = situation === 'none';
  situation = lovedSituation(t, situation, plain, roles, phrases, tokens);
  if (situation === 'none') besideTheChild(roles, phrases);
  // 'un orage la nuit fait peur à mon petit garçon': what frightens comes before the cue, who is afraid after.
  if (situation === 'afraid' && t.rules.inverted?.test(foldAccents(cueWords))) {
    roles.other = phrases.find((p) => p.start < cue.token && p !== roles.place);
    roles.subject = phrases.find((p) => p.start >= cue.token && p !== roles.place);
  }
  const reading: IdeaReading = { language: lang, situation, used: [], unused: [] };
  // 'scared of flying': a fear of doing is told as the thing it is done in (the big sky), before any noun.
  const afterCue = low.slice(Math.max(0, end));
  const doing = situation === 'afraid' ? t.fearedDoings.find((f) => f.after.test(afterCue)) : undefined;
  // Its word right after the cue ('swimming') is that fear, used.
  const doingWord = doing ? phrases.find((p) => (tokens[p.start]?.start ?? -1) >= end && (tokens[p.start]?.start ?? 0) <= end + 2) : undefined;
  if (doing) {
    delete roles.other;
    reading.other = { text: doing.fear, head: doing.thing.split(' ').pop() ?? doing.thing, words: doing.thing, adjectives: [], kind: 'object', gender: 'n', plural: doing.plural ?? false, unique: true };
  }
  // "won't go to bed" refuses no thing.
  // 'mon papa est pompier': the parent who does the job is in the deed ('devenir pompier comme papa').
  const who = sport?.m?.[1];
  const said = sport ? sport.deed.replace('$1', who ? (t.language === 'en' ? who[0]?.toUpperCase() + who.slice(1) : who) : '') : (situation === 'wont' || situation === 'learn') && end >= 0 ? quarrelDeed(t, cueWords, situation, deedAfter(t, safe, end, situation)) : undefined;
  // 'dreams of being a ballet dancer': told 'be a ballet dancer'; 'voudrait être boulangère': 'devenir boulangère'.
  const become = situation === 'learn' && said ? t.rules.become : undefined;
  const becoming = become && !sport ? become.pattern.exec(t.rules['fold-accents'] ? foldAccents(said ?? '') : said ?? '') : null;
  const told = becoming && said ? `${become?.to ?? ''}${said.slice(becoming[0].length)}` : said;
  const { deed, thing: stoodIn } = deedStandIn(t, told, phrases, cue.token);
  if (stoodIn) roles.other ??= stoodIn;
  const dream = !!becoming || !!sport;
  if (deed && t.rules['no-thing-deed']?.test(deed)) delete roles.other;
  // The job dreamt of is the deed, not someone to help: only who dreams, before the cue, stays in the story.
  if (dream) for (const r of ['subject', 'other', 'owner'] as const) if (roles[r] && (roles[r].end > cue.token || cue.token < 0)) delete roles[r];
  // 'une sorcière qui rate ses potions et voudrait être boulangère': the dreamer may be a clause before the cue.
  if (becoming && !roles.subject) {
    const dreamer = phrases.filter((p) => p.start < cue.token && (p.entry?.kind === 'person' || p.entry?.kind === 'animal' || !!p.name)).at(-1);
    if (dreamer) roles.subject = dreamer;
  }
  const named: NounPhrase[] = doingWord ? [doingWord] : [];
  const worried = worry && !doing && (roles.other === undefined || worry.drop) ? applyWorry(worry, roles, phrases, t, safe, tokens, named) : {};
  // A place named with its article and used by no one is where it happens ('his way home').
  const cast = new Set([roles.subject, roles.owner, roles.other, roles.tool, roles.subject?.of, roles.other?.of]);
  roles.place ??= phrases.find((p) => p.entry?.kind === 'place' && (p.det || t.rules['bare-nouns']) && !cast.has(p) && !named.includes(p));
  const alive = ALIVE.has(situation);
  if (roles.subject) {
    const s = toPart(t, roles.subject, safe, tokens, alive);
    // Whoever is afraid, refuses or wants a friend is a being, even a snowman or a robot ('a little robot who wants a
    // friend', « un robot qui cherche un ami »), or a cloud that won't rain (called 'it'): never dropped for the child; a teddy lost is a toy.
    const actor = ACTORS.has(situation) && (s.kind === 'object' || s.kind === 'place');
    reading.subject = actor ? { ...s, kind: s.kind === 'place' ? 'animal' : 'person' } : !alive && t.words.toys.has(s.head) ? { ...s, kind: 'object' } : s;
  }
  // 'Ma fille adore les chevaux': the story meets one horse, not a herd that talks as one ('his red wellies' stay a pair).
  const loved = bare && reading.subject?.plural && reading.subject.kind !== 'person' && !(roles.subject?.det && t.determiners[roles.subject.det]?.own) && t.rules.loves?.test(t.rules['fold-accents'] ? folded : low);
  if (loved && roles.subject && reading.subject) reading.subject = { ...reading.subject, plural: false, words: reading.subject.words.replace(roles.subject.written, roles.subject.head) };
  // 'loves dinosaurs and tractors': the second thing loved is a toy the hero carries (one of it, like the first); what it
  // is loved more than ('more than anything in the world') is no second thing.
  const second = loved ? phrases.find((p) => p.start > (roles.subject?.start ?? 0) && !comparedTo(tokens, p.start) && p !== roles.place && p !== roles.owner && !p.entry?.self && !p.name && (!p.entry || p.entry.kind === 'object' || p.entry.kind === 'animal')) : undefined;
  const secondPart = second ? toPart(t, second, safe, tokens, false) : undefined;
  if (second && secondPart) reading.alsoLoved = { ...secondPart, plural: false, words: secondPart.words.replace(second.written, second.head) };
  const comfort = comfortToy(t, situation, phrases, roles, (p) => toPart(t, p, safe, tokens, false));
  if (roles.owner) reading.owner = toPart(t, roles.owner, safe, tokens, true);
  // 'Papi vient garder les enfants': the children are the hero, never a thing of the story.
  if (roles.other) reading.other = t.hero.has(roles.other.head) ? { ...toPart(t, roles.other, safe, tokens, false), self: true } : toPart(t, roles.other, safe, tokens, false);
  if (roles.place) reading.place = toPart(t, roles.place, safe, tokens, false);
  // Each racer has one: 'une course de luges' is raced on a sledge, not on all of them.
  if (roles.tool) {
    const tool = toPart(t, roles.tool, safe, tokens, false);
    reading.tool = tool.plural ? { ...tool, plural: false, words: tool.words.replace(roles.tool.written, roles.tool.head) } : tool;
  }
  Object.assign(reading, worried, comfort ? { comfort: comfort.part } : {});
  if (deed) reading.deed = deed;
  if (trait?.mischief && reading.subject?.kind === 'animal') reading.mischief = trait.mischief;
  else if (trait?.trait && reading.subject && !reading.subject.self) reading.trait = trait.trait;
  // What we use, in the parent's words: the parts, the deed (for the parts it holds), an event the situation names
  // ('a birthday party', 'a storm'), used as the plot itself, and the details told beside it ('hearing a fox').
  const toothNight = reading.subject?.prop === 'tooth' ? toothNightOf(t, phrases, roles.subject) : [];
  const taken = [roles.subject, roles.owner, roles.other, roles.place, roles.tool, ...(second ? [second] : []), ...(comfort ? [comfort.phrase] : []), ...named, ...toothNight].filter((p): p is NounPhrase => !!p);
  const events = EVENT_SITUATIONS.has(situation) ? phrases.filter((p) => p.entry?.kind === 'event' && !taken.includes(p)) : [];
  const { details, phrases: toldBeside } = readDetails(t, safe, tokens, phrases.filter((p) => !taken.includes(p) && !events.includes(p)), (p) => toPart(t, p, safe, tokens, false));
  const parts = [reading.subject, reading.owner, reading.other, reading.place, reading.tool, reading.alsoLoved, reading.comfort].flatMap((p) => (p ? [p.text] : []));
  // "Finn's grandma is in hospital": whose one it is, a child named before, stays in the idea's words (plan/idea-child.ts).
  const whose = taken.flatMap((p) => (p.of?.name && !p.of.entry && !taken.includes(p.of) ? [p.of.name] : []));
  const used = [...new Set([...parts, ...[...events, ...toothNight].map((p) => safe.slice(tokens[p.start]?.start, tokens[p.end - 1]?.end)), ...whose, ...details.map((d) => d.said)])];
  reading.used = deed ? [...used.filter((u) => !deed.includes(u.toLowerCase())), deed] : used;
  if (details.length > 0) reading.details = details;
  readSky(t, reading, safe, situation === 'wont' ? deed : undefined, sport?.m ? undefined : cued.situation === situation ? cued.weather : undefined);
  if (situation === 'missing-friend') readGoodbye(t, reading, t.rules['fold-accents'] ? folded : low);
  const unused = (p: NounPhrase): boolean => p.entry?.kind !== 'event' && !t.words.where.has(p.head) && !((situation === 'missing-friend' || situation === 'make-friend') && t.words.friend.has(p.head));
  // An event used as the plot ('halloween trick or treating', 'in the snow') is no clause left out either, nor the
  // parent's own child ('my daughter rose loves horses'), who is the hero.
  const left = unusedParts(t, situation, safe, tokens, phrases.filter(unused), [...taken, ...events, ...toldBeside, ...phrases.filter((p) => p.entry?.self)], at, end);
  // A dream's own words ('dreams of', 'rêve d'être') are its cue, not a thing left out.
  const inDeed = (u: string): boolean => (!!who && foldAccents(u.toLowerCase()).endsWith(who)) || !!said?.toLowerCase().includes(u.toLowerCase()) || !!deed?.includes(u.toLowerCase()) || (dream && (cueWords.includes(u.toLowerCase()) || (!!sport && (u.toLowerCase().includes(cueWords) || foldAccents(low.slice(at, end + 30)).includes(foldAccents(u.toLowerCase()))))));
  // A name left as a name ('mia gets a new bike': Mia), so that plan/idea-child.ts reads it as the child's.
  const childName = (u: string): string => phrases.find((p) => p.name && !p.entry && p.name.toLowerCase() === u.toLowerCase())?.name ?? u;
  reading.unused = [...left.filter((u) => !inDeed(u)).map(childName), ...unsafe];
  if (reading.situation !== 'learn' || !deed || !t.rules['habit-deeds']?.test(t.rules['fold-accents'] ? foldAccents(deed) : deed)) return reading;
  const { subject, ...rest } = reading;
  return { ...rest, situation: 'wont', ...(subject?.kind === 'object' ? { other: subject } : subject ? { subject } : {}) };
}

/**
 * 'Leo has big tantrums when it's time to leave the park', 'Emma fait des colères', 'jaloux du bébé': the child's own
 * big feeling (reading-<lang>.yaml 'feelings') is the whole plot, so the whole idea is used. The child is the one
 * who feels it: nobody else is read from it, and a parent's own trigger ('time to leave the park') is the deed.
 */
function bigFeeling(t: IdeaTables, safe: string): IdeaReading | undefined {
  const low = safe.toLowerCase();
  const plain = t.rules['fold-accents'] ? foldAccents(low) : low;
  const f = t.rules.feelings.find((x) => x.pattern.test(plain));
  if (!f) return undefined;
  // Matched on the accentless text, cut from the text as written: the places are the same.
  const m = f.when?.exec(plain);
  const own = m?.[1] !== undefined ? low.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length).trim() : undefined;
  const deed = own && /^[\p{L}' -]{2,40}$/u.test(own) ? own.split(' ').map((w) => withAccents(t, w)).join(' ') : f.deed;
  const fear = f.fear;
  const other = fear ? { text: fear.words, head: fear.head, words: fear.words, adjectives: [...(fear.adjectives ?? [])], kind: fear.kind ?? 'object', gender: fear.gender ?? 'n', plural: fear.plural ?? false, unique: true } : undefined;
  return { language: t.language, situation: f.situation, feeling: f.feeling, ...(deed ? { deed } : {}), ...(other ? { other } : {}), used: [safe], unused: [] };
}

/**
 * What we could not use, clause by clause (between commas, 'and', 'with'...): a clause we took nothing from
 * whole ('et n'ose pas le dire'), else the phrases of it we did not take ('and a broken spaceship').
 */
function unusedParts(t: IdeaTables, situation: Situation, text: string, tokens: readonly Token[], phrases: readonly NounPhrase[], taken: readonly NounPhrase[], cueAt: number, cueEnd: number): string[] {
  const span = (p: NounPhrase): [number, number] => [tokens[p.start]?.start ?? 0, tokens[p.end - 1]?.end ?? 0];
  const inside = (p: NounPhrase): boolean => taken.some((q) => q.start <= p.start && q.end >= p.end);
  const takenSpans = taken.map(span);
  if (cueAt >= 0) takenSpans.push([cueAt, cueEnd]);
  const joins = new RegExp(`(?= (?:${[...t.words.joins, ...t.words.asides].join('|')}) )`);
  const out: string[] = [];
  for (const m of text.matchAll(/[^.,;!?]+/g)) {
    for (const part of m[0].split(joins)) {
      const start = m.index + m[0].indexOf(part);
      const end = start + part.length;
      const overlaps = ([s, e]: [number, number]): boolean => s < end && e > start;
      const clause = part.trim().replace(/^\p{L}+ /u, (w) => (t.words.joins.has(w.trim()) || t.words.asides.has(w.trim()) ? '' : w));
      if (!/\p{L}{3,}/u.test(clause)) continue;
      // A clause that says a situation ('and is nervous') is used: it is the plot.
      if (!takenSpans.some(overlaps) && !t.cues.some((c) => c.situation === situation && c.pattern.test(t.rules['fold-accents'] ? foldAccents(clause.toLowerCase()) : clause.toLowerCase()))) out.push(clause);
      // A word of the cue itself ('dreams of going to', 'rêve d'aller') is the situation, used.
      else out.push(...phrases.filter((p) => !inside(p) && overlaps(span(p)) && !(cueAt <= span(p)[0] && span(p)[1] <= cueEnd)).map((p) => text.slice(...span(p))));
    }
  }
  return out;
}

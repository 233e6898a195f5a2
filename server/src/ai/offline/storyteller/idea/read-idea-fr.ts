// Reads a parent's idea written in French into plot elements (issue 10 'The idea drives the plot'): the
// situation from its cue words (idea/words-fr.yaml), then who or what it is about from the noun phrases
// around the cue: 'ma grand-mère a perdu ses lunettes' is lost glasses owned by the grandmother. What we do not
// understand is listed as unused, for the preview; we never print the parent's free text as it is.
import { nounPhrases, tokenize, type NounPhrase, type Token } from './fr-noun-phrases.ts';
import type { IdeaKind, IdeaPart, IdeaReading, Situation } from './types.ts';
import { frLexicon } from '../grammar/fr-lexicon.ts';
import { foldAccents, FR_PHRASE_WORDS, frIdeaWords } from './words-fr.ts';

const MAX_LENGTH = 300;
/** Beings must be alive to be afraid, refuse, learn, grow up or go away. */
const ALIVE: ReadonlySet<Situation> = new Set(['afraid', 'wont', 'learn', 'missing-friend', 'new-arrival']);
// Prepositions of place, weather words, 'fond'/'bout', friend words: idea/phrase-words-fr.yaml.
const { locative: LOCATIVE, weather: WEATHER_HEADS, where: WHERE_WORDS, friend: FRIEND_WORDS } = FR_PHRASE_WORDS;
/** 'la semaine prochaine', 'un orage la nuit': when it happens, not a thing of the story ('peur de la nuit' is). */
const WHEN_HEADS = new Set(['semaine', 'jour', 'soir', 'matin', 'nuit', 'week-end', 'été', 'hiver', 'printemps', 'automne', 'mois', 'année']);
/** 'mon fils ne veut pas aller à l'école', 'dormir': a no to going somewhere is a worry about the place. */
const GOING = /^(?:aller|retourner|entrer|rentrer|dormir|se coucher|rester|partir|monter|descendre|sortir)\b/u;
/** 'on déménage', 'nous déménageons': the child moves, and the new house is what worries. */
const MOVING = /\b(?:on|nous|je|il|elle) (?:va |vont |allons )?demenag/u;
const NEW_HOUSE = { text: 'nouvelle maison', head: 'maison', words: 'nouvelle maison', adjectives: ['nouvelle'], kind: 'place', gender: 'f', plural: false, place: 'village' } as const;

/** 'Une histoire où ma fille...', 'raconte une histoire sur un dragon': the frame, not the idea. */
const STORY_FRAME = /^(?:(?:raconte|racontez|raconte-moi|raconte-nous|écris|ecris|invente|fais|je veux|j'aimerais|je voudrais)\s+)?(?:une|l')\s*histoire\s+(?:où|ou|sur|avec|de|d'|qui parle d[e']|qui raconte|dans laquelle|pour)\s*/iu;

function normalise(text: string): string {
  return text.normalize('NFC').replace(/[’`´]/g, "'").replace(/\s+/g, ' ').trim().replace(STORY_FRAME, '').slice(0, MAX_LENGTH);
}

function situationOf(low: string): { situation: Situation; at: number; end: number } {
  // Cues are accentless on both sides ('la fete', 'il s'est echappe'); the places found are the same.
  const folded = foldAccents(low);
  for (const { situation, patterns } of frIdeaWords().cues) {
    for (const re of patterns) {
      const m = re.exec(folded);
      if (m) return { situation, at: m.index, end: m.index + m[0].length };
    }
  }
  return { situation: 'none', at: -1, end: -1 };
}

function toPart(p: NounPhrase, text: string, tokens: readonly Token[], alive: boolean): IdeaPart {
  const entry = p.entry;
  const kind: IdeaKind = entry?.kind ?? (p.name || alive ? (p.name && p.nameGender ? 'person' : 'animal') : 'object');
  const first = tokens[p.start];
  const last = tokens[p.end - 1];
  const gender = p.nameGender ?? p.noun.g;
  return {
    text: first && last ? text.slice(first.start, last.end) : p.written,
    head: p.head,
    words: [...p.pre, p.written, ...p.post].join(' '),
    ...(p.name ? { name: p.name } : {}),
    adjectives: [...p.pre, ...p.post],
    kind,
    gender,
    plural: p.plural,
    ...(p.noun.aspirated ? { aspirated: true } : {}),
    ...(entry?.unique ? { unique: true } : {}),
    ...(p.family ? { family: true } : {}),
    ...(entry?.prop ? { prop: entry.prop } : {}),
    ...(entry?.place ? { place: entry.place } : {}),
    ...(entry?.figure ? { figure: entry.figure } : {}),
  };
}

/** The verb phrase after 'ne veut pas', 'refuse de', 'apprendre à': 'prêter son train', 'nager'. */
function deedAfter(text: string, end: number): string | undefined {
  const rest = text.slice(end).replace(/^\s*(?:de |d'|à |a )?/, '');
  // '... nager comme une sirène cet été à la mer': when it happens is not part of what is learnt.
  const cut = rest.split(/[.,;!?:()]| et | mais | parce | avec | quand | car | pour | alors | (?:cet|cette|ce|le|la|les|en|pendant les?|dès|avant|après) (?:été|ete|année|annee|soir|matin|semaine|vacances|hiver|printemps|automne|week-end|mercredi|samedi|dimanche)\b| demain\b| bientôt\b| bientot\b/u)[0] ?? '';
  const words = cut.trim().split(' ').filter(Boolean).slice(0, 7);
  const deed = words.map(withAccents).join(' ').toLowerCase();
  return /^[\p{L}' -]{2,60}$/u.test(deed) ? deed : undefined;
}

let accentless: Map<string, string> | undefined;
/** A word typed without its accents, as it is written: 'velo' -> 'vélo', 'tres' -> 'très'. */
function withAccents(word: string): string {
  if (!accentless) {
    accentless = new Map(frIdeaWords().accents);
    for (const key of frLexicon().keys()) if (!key.includes(' ')) accentless.set(foldAccents(key.toLowerCase()), key.toLowerCase());
  }
  const low = word.toLowerCase();
  if (low !== foldAccents(low)) return word;
  return accentless.get(low) ?? word;
}

interface Roles { subject?: NounPhrase; owner?: NounPhrase; other?: NounPhrase; place?: NounPhrase }

function assign(situation: Situation, phrases: NounPhrase[], cueToken: number, beforeCue: string, clauses: readonly number[]): Roles {
  const isPlace = (p: NounPhrase) => p.entry?.kind === 'place' && (LOCATIVE.has(p.before ?? '') || ['au', 'aux', 'du', 'des'].includes(p.det ?? ''));
  const isWeather = (p: NounPhrase) => WEATHER_HEADS.has(p.head);
  const isEvent = (p: NounPhrase) => p.entry?.kind === 'event';
  // Around the cue, within its clause: 'une licorne perdue dans la forêt, et des chaussettes' loses no socks.
  const clause = (p: NounPhrase) => clauses[p.start] === clauses[Math.max(0, cueToken)];
  const before = phrases.filter((p) => (p.start < cueToken || cueToken < 0) && clause(p));
  const after = phrases.filter((p) => p.start >= cueToken && cueToken >= 0 && clause(p));
  // With no situation, a place named anyhow is where it happens: 'Papi et le potager'.
  const place = phrases.find(isPlace) ?? (situation === 'none' ? phrases.find((p, i) => i > 0 && p.entry?.kind === 'place') : undefined);
  const roles: Roles = place ? { place } : {};
  const things = phrases.filter((p) => p !== place);
  // 'a perdu', 'ont cassé', 'avait perdu': a verb with a subject and an object, not 'est perdu'.
  const transitive = /(?:^|\s)(?:a|ont|avait|avaient|as)\s$/u.test(beforeCue);
  switch (situation) {
    case 'lost':
    case 'broken': {
      // 'X a perdu Y', 'Papa a cassé sa tasse': Y is lost and X owns it. Otherwise the lost one comes first.
      // 'au fond du jardin', 'au bout du chemin': where it is, not a second thing.
      const b = before.filter((p) => p !== place && !WHERE_WORDS.has(p.head));
      const a = after.filter((p) => p !== place && !WHERE_WORDS.has(p.head));
      // The one who lost or broke it is a being: 'la tempête a cassé la cabane' has no owner.
      const being = (p: NounPhrase | undefined) => !!p && (!!p.name || p.entry?.kind === 'person' || p.entry?.kind === 'animal');
      // 'La tempête a cassé la cabane de Papi': the storm is no owner, but Papi is.
      if (transitive && b[0] && a[0]) {
        const owner = being(b[0]) ? b[0] : a[0].of;
        const other = a.find((p, i) => i > 0 && p !== a[0]?.of);
        return { ...roles, ...(owner ? { owner } : {}), subject: a[0], ...(other ? { other } : {}) };
      }
      // 'mon chien Rocky est parti et on le retrouve plus': the cue's clause says 'le'; the one lost is before.
      const subject = b[0] ?? a[0] ?? things.find((p) => !WHERE_WORDS.has(p.head) && !isEvent(p));
      const other = [...b, ...a].find((p) => p !== subject && !isPlace(p));
      return { ...roles, ...(subject ? { subject } : {}), ...(subject?.of ? { owner: subject.of } : {}), ...(other && other !== subject?.of ? { other } : {}) };
    }
    case 'storm': {
      const subject = things.find((p) => !isWeather(p));
      const other = things.find((p) => p !== subject && !isWeather(p) && p !== subject?.of);
      return { ...roles, ...(subject ? { subject } : {}), ...(subject?.of ? { owner: subject.of } : {}), ...(other ? { other } : {}) };
    }
    case 'race': {
      // 'une course de luge avec mon grand frère': the brother races; the sledge is only the kind of race.
      const alive = (p: NounPhrase): boolean => !!p.name || p.entry?.kind === 'person' || p.entry?.kind === 'animal';
      const racers = things.filter((p) => !isEvent(p)).sort((x, y) => Number(alive(y)) - Number(alive(x)));
      // A racer and a thing ('Papa', 'vélo'): the thing is not a second racer, and the story does not claim it.
      const second = racers[1] && (alive(racers[1]) || !racers[0] || !alive(racers[0])) ? racers[1] : undefined;
      return { ...roles, ...(racers[0] ? { subject: racers[0] } : {}), ...(second ? { other: second } : {}) };
    }
    case 'party': {
      const subject = things.find(isEvent);
      const owner = things.find((p) => p !== subject && (p.name || p.entry?.kind === 'person') && ['pour', 'de', "d'", 'avec'].includes(p.before ?? ''));
      // 'la fête de Mamie et le gâteau est tombé': the cake is what goes wrong at the party.
      // 'un dragon qui fait un gâteau pour sa mamie': the dragon is the one who bakes, not the thing at stake.
      const other = things.find((p) => p !== subject && p !== owner && !isEvent(p) && !p.name && p.entry?.kind !== 'person' && p.entry?.kind !== 'animal' && !isWeather(p));
      return { ...roles, ...(subject ? { subject } : {}), ...(owner ? { owner } : {}), ...(other ? { other } : {}) };
    }
    default: {
      // afraid, wont, learn, growing, stuck, new-arrival, missing-friend, none: the one it happens to comes
      // first ('un dragon qui a peur du feu'), what it is about after the cue ('du feu').
      const subject = situation === 'none' ? things.find((p) => !isEvent(p)) ?? things[0] : before.find((p) => p !== place) ?? (ALIVE.has(situation) ? undefined : after.find((p) => p !== place));
      // 'cherche un ami': the friend to find is the situation itself, not another character.
      const friendWord = (p: NounPhrase) => situation === 'missing-friend' && FRIEND_WORDS.has(p.head);
      const other = after.find((p) => p !== subject && p !== place && p !== subject?.of && !friendWord(p));
      return {
        ...roles,
        ...(subject ? { subject } : {}),
        ...(subject?.of ? { owner: subject.of } : {}),
        ...(other && situation !== 'none' ? { other } : {}),
      };
    }
  }
}

/** Is the one before 'ne veut pas' the child ('mon fils', 'ma fille', 'il', nobody)? */
function childRefuses(before: string): boolean {
  const words = before.trim().replace(/[’]/g, "'").split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  if (words.length === 1 && ['il', 'elle', 'on', 'je'].includes(words[0] ?? '')) return true;
  const [det, ...rest] = words;
  return ['mon', 'ma', 'notre', 'le', 'la'].includes(det ?? '') && frIdeaWords().hero.has(rest.join(' '));
}

/** The clause each token is in: a new one after . , ; ! ? and before 'et' or 'mais'. */
function clauseNumbers(tokens: readonly Token[]): number[] {
  let n = 0;
  return tokens.map((t) => {
    if (/^[.,;!?:]$/.test(t.raw) || t.low === 'et' || t.low === 'mais') n++;
    return n;
  });
}

export function readIdeaFr(input: string): IdeaReading {
  const text = normalise(input);
  const low = text.toLowerCase();
  const empty: IdeaReading = { language: 'fr', situation: 'none', used: [], unused: text ? [text] : [] };
  if (!text) return { ...empty, unused: [] };
  if (frIdeaWords().refused.some((re) => re.test(foldAccents(low)))) return empty;
  const tokens = tokenize(text);
  // 'nager comme un poisson': a likeness, not a thing of the story.
  // 'peur de pas avoir de copains': 'pas' without an article is the negation, not a step.
  const phrases = nounPhrases(tokens).phrases.filter((p) => p.before !== 'comme' && !(p.head === 'pas' && !p.det)
    && !(WHEN_HEADS.has(p.head) && !['de', 'du', 'des', "d'"].includes(p.before ?? '')));
  const found = situationOf(low);
  const { at, end } = found;
  const folded = foldAccents(low);
  // 'mon fils ne veut pas aller à l'école', 'elle ne veut pas dormir': the one who won't is the child, who is
  // the hero. A story does not talk its hero out of a no; it helps them past the worry behind it (face-fear,
  // with the school as the thing that frightens).
  // Any other no ('ne veut pas se brosser les dents', 'partager ses jouets') stays a no: a grumpy friend
  // says it in the story and the hero wins them round, so the child meets their own no from outside.
  const byChild = found.situation === 'wont' && childRefuses(low.slice(0, Math.max(0, at)));
  const going = byChild && GOING.test(foldAccents(deedAfter(text, end) ?? '').replace(/^s'/, 'se '));
  // The child's first day ('premier jour a la creche', 'la rentrée') or a move ('on déménage') is a worry.
  const firstDay = found.situation === 'new-arrival' && /\b(?:premier jour|rentree)\b/u.test(folded) && !phrases.some((p) => p.entry?.kind === 'person' || p.entry?.kind === 'animal' || p.name);
  const moving = found.situation === 'missing-friend' && MOVING.test(folded);
  const situation = going || firstDay || moving ? 'afraid' : found.situation;
  const cueToken = at < 0 ? -1 : tokens.findIndex((t) => t.start >= at);
  const roles = assign(situation, phrases, cueToken, at < 0 ? '' : low.slice(0, at), clauseNumbers(tokens));
  if (byChild && !going) delete roles.subject;
  // 'un orage la nuit fait peur à mon petit garçon': what frightens comes before the cue, who is afraid after.
  if (situation === 'afraid' && /fai\w* peur/u.test(folded.slice(at, end))) {
    const feared = phrases.find((p) => p.start < cueToken && p !== roles.place);
    const who = phrases.find((p) => p.start >= cueToken && p !== roles.place);
    delete roles.subject;
    delete roles.other;
    if (feared) roles.other = feared;
    if (who) roles.subject = who;
  }
  if (firstDay) delete roles.other;
  const alive = ALIVE.has(situation);
  const reading: IdeaReading = { language: 'fr', situation, used: [], unused: [] };
  if (roles.subject) reading.subject = toPart(roles.subject, text, tokens, alive);
  if (roles.owner) reading.owner = toPart(roles.owner, text, tokens, true);
  if (roles.other) reading.other = toPart(roles.other, text, tokens, false);
  if (roles.place) reading.place = toPart(roles.place, text, tokens, false);
  else if (moving) reading.place = { ...NEW_HOUSE, adjectives: [...NEW_HOUSE.adjectives] };
  if ((situation === 'wont' || situation === 'learn') && end >= 0) {
    const deed = deedAfter(text, end);
    if (deed) reading.deed = deed;
  }
  // What we use, in the parent's words; each clause we took nothing from is listed as unused.
  const usedPhrases = [roles.subject, roles.owner, roles.other, roles.place].filter((p): p is NounPhrase => !!p);
  reading.used = [...new Set(usedPhrases.map((p) => toPart(p, text, tokens, false).text))];
  if (reading.deed && !reading.used.some((u) => reading.deed?.includes(u.toLowerCase()))) reading.used.push(reading.deed);
  reading.unused = unusedClauses(text, tokens, usedPhrases, at, end);
  return reading;
}

/** Clauses (between commas, 'et', 'avec', full stops) that gave us no phrase and no cue. */
function unusedClauses(text: string, tokens: readonly Token[], used: readonly NounPhrase[], cueAt: number, cueEnd: number): string[] {
  const spans: [number, number][] = used.map((p) => [tokens[p.start]?.start ?? 0, tokens[p.end - 1]?.end ?? 0]);
  if (cueAt >= 0) spans.push([cueAt, cueEnd]);
  const out: string[] = [];
  const re = /[^.,;!?]+/g;
  for (const m of text.matchAll(re)) {
    for (const part of m[0].split(/(?= et | avec | mais )/)) {
      const start = (m.index ?? 0) + m[0].indexOf(part);
      const end = start + part.length;
      const clause = part.replace(/^ (?:et|avec|mais) /, '').trim();
      if (!/\p{L}{3,}/u.test(clause)) continue;
      if (spans.some(([s, e]) => s < end && e > start)) continue;
      out.push(clause);
    }
  }
  return out;
}

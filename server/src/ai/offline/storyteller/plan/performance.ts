// A performance or a competition the child is in (issue 10): 'Emma's first piano recital' was a recital lost and
// found, 'his first judo competition' a running race, « le gala de danse de Léa » a gala mended, « le match de foot de
// samedi » a race against Saturday. Such an idea is now that day (face-fear, flag 'show', plan/fear-shapes.yaml):
// practised at home with the activity's own thing (the piano, the white belt), the night before, the hall, the pool or
// the pitch, a wobble on the day, the child carrying on, the applause. The table is plan/performances.yaml.
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import { guessNameGender, isFirstName } from '../grammar/first-name-gender.ts';
import type { EntitySource } from '../content/schema.ts';
import type { IdeaPart, IdeaReading, Situation } from '../idea/types.ts';
import { PLACE_IDS, type PlaceId, type PlotId } from './types.ts';

const gender = z.enum(['m', 'f', 'n']);
const tool = z.strictObject({ noun: z.string().min(1), gender, plural: z.boolean().optional() });
const TABLE = readYaml(new URL('./performances.yaml', import.meta.url), z.strictObject({
  events: z.record(z.string().min(1), z.strictObject({ family: z.string().optional(), gender: gender.optional() })),
  qualifiers: z.array(z.string().min(1)),
  before: z.array(z.string().min(1)),
  'not-names': z.array(z.string().min(1)),
  watch: z.array(z.string().min(1)),
  families: z.record(z.string().regex(/^[a-z]+$/), z.strictObject({
    place: z.enum(PLACE_IDS),
    kinds: z.record(z.string(), z.strictObject({ words: z.array(z.string().min(1)).min(1), en: tool.optional(), fr: tool.optional() })),
  })),
}));

/** Words to compare, lower case and spaced at both ends so that a phrase is found whole; an apostrophe is a space. */
const spaced = (text: string): string => ` ${text.toLowerCase().replace(/[’'`´]/g, ' ').replace(/[^\p{L}-]+/gu, ' ').trim()} `;
const says = (said: string, w: string): boolean => said.includes(spaced(w));

/** Readings a performance replaces: nothing read, a race or a lesson for a match or a competition, a fear of it, a
 * party for a gala, a thing mended or lost that was only the day's name. Anything else keeps its own story. */
const OVER: ReadonlySet<Situation> = new Set<Situation>(['none', 'race', 'learn', 'afraid', 'party', 'broken', 'together']);

interface Said { family: string; kind: string; event: string }

const KIND_WORDS = new Set(Object.values(TABLE.families).flatMap((f) => Object.values(f.kinds).flatMap((k) => k.words)));
/** The event word said as a noun: after an article, a possessive, a qualifier or an activity ('her show', 'Emma's
 * recital', 'the dance show', « le gala »), never the verb of 'show grandma her dance'. */
function eventSaid(said: string, event: string): boolean {
  const words = said.trim().split(' ');
  return words.some((w, i) => w === event && (TABLE.before.includes(words[i - 1] ?? '') || KIND_WORDS.has(words[i - 1] ?? '') || TABLE.qualifiers.includes(words[i - 1] ?? '')));
}

/** The activity and the event word the parent's text says, or undefined (no event word, or nothing done there). */
function saidPerformance(text: string): Said | undefined {
  const said = spaced(text);
  if (TABLE.watch.some((w) => says(said, w))) return undefined;
  const event = Object.keys(TABLE.events).find((e) => eventSaid(said, e));
  if (!event) return undefined;
  let best: { family: string; kind: string; word: string } | undefined;
  for (const [family, row] of Object.entries(TABLE.families)) {
    for (const [kind, k] of Object.entries(row.kinds)) for (const w of k.words) if (says(said, w) && w.length > (best?.word.length ?? 0)) best = { family, kind, word: w };
  }
  const family = best?.family ?? TABLE.events[event]?.family;
  if (!family) return undefined;
  const kind = best?.kind ?? Object.keys(TABLE.families[family]?.kinds ?? {})[0] ?? family;
  return { family, kind, event };
}

/** The day's name in the parent's words: the event word with the activity and qualifiers said around it ('piano
 * recital', 'Christmas concert', « gala de danse », « match de foot »), never 'first' or the date. */
function eventName(text: string, event: string, lang: 'en' | 'fr'): string {
  const kept = (w: string): boolean => {
    const low = w.toLowerCase();
    return TABLE.qualifiers.includes(low) || Object.values(TABLE.families).some((f) => Object.values(f.kinds).some((k) => k.words.includes(low)));
  };
  // « l'audition », « d'Emma »: the article or 'de' elided onto a word is no part of it.
  const raw = text.replace(/[’`´]/g, "'").split(/[^\p{L}'-]+/u).filter(Boolean);
  const words = raw.map((w) => w.replace(/^[ldj]'/i, ''));
  const at = words.findIndex((w) => w.toLowerCase() === event);
  if (at < 0) return event;
  if (lang === 'en') {
    const before: string[] = [];
    for (let i = at - 1; i >= 0 && before.length < 2 && kept(words[i] ?? ''); i--) before.unshift(words[i] ?? '');
    return [...before, words[at]].join(' ').toLowerCase().replace(/\bchristmas\b/, 'Christmas');
  }
  // « gala de danse », « concert de Noël », « spectacle de fin d'année »: 'de' and the word after, when it is one to keep.
  const next = words[at + 1]?.toLowerCase();
  const noun = words[at + 2] ?? '';
  // « de l'école »: the article the parent wrote is kept with the word.
  const said = (raw[at + 2] ?? '').replace(/^([ldj]')/i, (m) => m.toLowerCase());
  if ((next === 'de' || next === 'du') && kept(noun)) return `${event} ${next} ${noun.toLowerCase() === 'noël' ? 'Noël' : said.toLowerCase()}`;
  return event;
}

/** The family of the performance the reading is about ('music', 'dance', 'judo'...), read from the parent's words. */
export function performFamily(idea: IdeaReading | undefined): string | undefined {
  if (!idea || idea.situation !== 'afraid' || idea.other?.kind !== 'event') return undefined;
  return saidPerformance([...idea.used, ...idea.unused, idea.other.words].join(' '))?.family;
}

/** What the child plays, dances or plays with (the book's {tool}): the piano, the white belt; none for a play. */
export function performTool(idea: IdeaReading | undefined): EntitySource | undefined {
  if (!idea || !performFamily(idea)) return undefined;
  const s = saidPerformance([...idea.used, ...idea.unused, idea.other?.words ?? ''].join(' '));
  const t = s ? TABLE.families[s.family]?.kinds[s.kind]?.[idea.language] : undefined;
  return t ? { ...t } : undefined;
}

/** Where the day is: the hall, the pool, the pitch in the park. */
export const performPlace = (idea: IdeaReading | undefined): PlaceId | undefined => {
  const family = performFamily(idea);
  return family ? TABLE.families[family]?.place : undefined;
};

/** The flags of a performance's book: 'perform' and its family ('perform-music', 'perform-judo'...), told first. Its
 * complication 'sets' the wobble on the day (plan/flags.ts 'perform-slip': a wrong note, a throw, a missed kick;
 * 'perform-stuck': cold hands, the words gone, a belt undone), so that the turning point answers that one. */
export const PERFORM_FAMILIES = Object.keys(TABLE.families).map((f) => `perform-${f}`);
export function performFlags(plot: PlotId, idea: IdeaReading | undefined): string[] {
  const family = plot === 'face-fear' ? performFamily(idea) : undefined;
  // A play keeps the show's own tellings (the lines, the costume): it has none of its own here.
  return family && family !== 'theatre' ? ['perform', `perform-${family}`] : [];
}

/** A child's first name the parent wrote ('Ruby', « Léa »), as the one the day is for. */
function nameSaid(text: string): IdeaPart | undefined {
  const name = text.split(/[^\p{L}-]+/u).find((w) => /^\p{Lu}/u.test(w) && !TABLE['not-names'].includes(w.toLowerCase()) && isFirstName(w));
  if (!name) return undefined;
  const g = guessNameGender(name);
  return { text: name, head: name.toLowerCase(), words: name, name, adjectives: [], kind: 'person', gender: g === 'u' ? 'n' : g, plural: false };
}

// A grown-up of the family named as the one whose day it is ('Daddy's concert', 'her big sister's dance show') watches
// nothing of the child's: their day keeps its own reading.
const someoneElse = (p: IdeaPart | undefined): boolean => p?.kind === 'person' && p.family === true && !p.self;

/** The idea read as the child's performance day, or the idea as it was. A fear of a show already read as one keeps
 * its details ('the school play where he is a tree'). */
export function asPerformance(idea: IdeaReading | undefined, text: string): IdeaReading | undefined {
  if (!idea || !OVER.has(idea.situation) || someoneElse(idea.owner) || someoneElse(idea.subject)) return idea;
  // 'A swimming competition against a show-off otter': a race with a rival of its own stays that race.
  if (idea.situation === 'race' && (idea.other?.kind === 'animal' || idea.other?.kind === 'person' || idea.subject?.kind === 'animal')) return idea;
  const said = saidPerformance(text);
  if (!said) return idea;
  if (idea.situation === 'afraid' && idea.other?.kind === 'event') return idea;
  const words = eventName(text, said.event, idea.language);
  const g = idea.language === 'fr' ? TABLE.events[said.event]?.gender ?? 'm' : 'n';
  const other: IdeaPart = { text: words, head: said.event, words, adjectives: [], kind: 'event', gender: g, plural: false, unique: true, place: 'village' };
  // The child the idea names ('Emma's first piano recital', 'Ruby is dancing in the ballet show') is the one on the
  // stage: the subject who is nervous, whatever part the reading gave the name.
  const child = [idea.subject, idea.owner].find((p) => p?.kind === 'person' && p.name !== undefined && !p.family) ?? nameSaid(text);
  const { subject: _s, owner: _o, other: _x, tool: _t, deed: _d, ...rest } = idea;
  return { ...rest, situation: 'afraid', ...(child ? { subject: child } : {}), other, used: [text.trim()], unused: [] };
}

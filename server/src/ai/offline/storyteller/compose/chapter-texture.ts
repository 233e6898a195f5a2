// A chapter's texture (scenery, weather, a feeling, a word between friends) and where it goes among the plot's
// paragraphs. Blind editors marked a scenery line dropped between two plot lines ('A spider had made a web in the
// corner of the window') as filler that breaks the thread: a chapter where something happens (a try, a complication,
// the turning point) looks around only when the cast has just arrived somewhere new, and then in one short sentence.
import type { LocaleContent } from '../content/load-content.ts';
import type { Telling } from '../content/tellings.ts';
import { EVENT_TABLE } from '../plan/event-table.ts';
import type { ChapterPlan, EventKind, StoryPlan } from '../plan/types.ts';
import type { BookChapter } from './write-book.ts';
import { fitsMoods, type BeatMood } from './beat-mood.ts';

export function sentencesIn(text: string): number {
  return (text.match(/[.!?…]+["”»]?(\s|$)/g) ?? []).length || 1;
}

/** What picks one telling of a list, never the same twice in a book (write-book's Teller). */
export interface TellingPicker {
  pick(list: readonly Telling[] | undefined, flags: ReadonlySet<string>, roles: ReadonlySet<string>): Telling | undefined;
}

/** The situations whose place has scenery of their own (places.yaml lines gated on them): only those are seen there. */
const SCENERY_OWN = ['first-day'];
/** The events that travel to the chapter's place: its scenery waits for them (placeTexture). */
const TRAVEL: ReadonlySet<string> = new Set(['set-off', 'journey', 'move-on']);
/** The beats where the story happens: a chapter with one of them is told, not looked around in. */
export const PLOT_BEATS: ReadonlySet<EventKind> = new Set(['problem', 'meet-helper', 'helper-task', 'try', 'complication', 'turning-point', 'resolution']);
/** The most words of the one look around a plotted chapter gets on arrival (an editor's 'short'). */
export const ARRIVAL_LOOK = 16;

/**
 * Where the cast first is in this chapter (the book's first page, or a place not the one of the chapter before):
 * the time to describe a place is when they get there.
 */
export function arrivesIn(plan: StoryPlan, index: number): boolean {
  const placeOf = (i: number): string | undefined => plan.places.find((p) => p.role === plan.chapters[i]?.place)?.id;
  return index === 0 || placeOf(index) !== placeOf(index - 1);
}

/** How much scenery a chapter may have: any in a quiet one, one short line on arrival in a plotted one, else none. */
export function sceneryRoom(plan: StoryPlan, chapter: ChapterPlan): 'any' | 'short' | 'none' {
  if (!chapter.events.some((e) => PLOT_BEATS.has(e.kind))) return 'any';
  return arrivesIn(plan, chapter.index) ? 'short' : 'none';
}

export interface TextureAsk {
  chapter: ChapterPlan;
  weatherNews: boolean;
  plot: BookChapter['parts'];
  content: LocaleContent;
  placeId: string | undefined;
  teller: TellingPicker;
  flags: ReadonlySet<string>;
  roles: ReadonlySet<string>;
  say: (t: Telling) => string;
  storyNouns?: readonly string[];
  ideaSky?: boolean;
  maxWords?: number;
  scenery: 'any' | 'short' | 'none';
  /** The moods of the chapter's beats (compose/beat-mood.ts): a feeling or a word between friends fits them all. */
  moods: ReadonlySet<BeatMood>;
}

/** Scenery of the place the cast is in, then a feeling or a word between friends, within the budget. */
export function texture(ask: TextureAsk): BookChapter['parts'] {
  const { chapter, content, flags, roles, teller, say, storyNouns = [], ideaSky = false, maxWords = Infinity } = ask;
  const names = (text: string): boolean => storyNouns.some((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'iu').test(text));
  const plotSentences = ask.plot.reduce((n, p) => n + sentencesIn(p.text), 0);
  // Texture may be at most a quarter of the chapter: t / (plot + t) <= 1/4, so t <= plot / 3.
  // A plotted chapter keeps to its thread: one line at most beside the weather's news (a glance on arrival, or how the
  // hero feels), and no small talk, which only took the stray scenery's place.
  const plotted = ask.scenery !== 'any';
  let budget = Math.min(plotted ? 1 : chapter.texture, Math.floor(plotSentences / 3));
  const place = ask.placeId ? content.places[ask.placeId as keyof LocaleContent['places']] : undefined;
  // A young reader's scenery and weather: one short look around (maxWords), not a long sentence to wait through.
  const short = (list: readonly Telling[] | undefined, most = maxWords): Telling[] | undefined => list?.filter((t) => wordsIn(t.young.source) <= most);
  // The one look around of a plotted chapter's arrival: a single short sentence at every age.
  const glance = (list: readonly Telling[] | undefined): Telling[] | undefined => list?.filter((t) => [t.young, t.older, t.old].every((x) => !x || (wordsIn(x.source) <= Math.min(maxWords, ARRIVAL_LOOK) && sentencesIn(x.source) === 1)));
  // A new house on moving day has only its own scenery (boxes, echoes, fresh paint), never the old home's.
  // A magic land has only its own (plots/do-together/land.yaml): never the garden's scarecrow in the land made of sweets.
  const placed = flags.has('new-house') || flags.has('in-land') ? place?.scenery.filter((t) => t.if.includes(flags.has('in-land') ? 'in-land' : 'new-house')) : place?.scenery;
  const sky = ideaSky ? placed?.filter((t) => t.if.includes(chapter.weather)) : placed;
  const seen = ask.scenery === 'none' ? [] : ask.scenery === 'short' ? glance(sky) : short(sky);
  // A first day at school is in the village, but what is seen there is the school: its own lines when it has them.
  const own = seen?.filter((t) => SCENERY_OWN.some((f) => flags.has(f) && t.if.includes(f)));
  const scenery = own && own.length > 0 ? own : seen;
  // A yawn at the worst of the storm, a giggle at a sad moment: a feeling or a word is told only where its moods fit.
  const fitting = (list: readonly Telling[]): Telling[] => list.filter((t) => fitsMoods(t.moods, ask.moods));
  const sources: [string, readonly Telling[] | undefined][] = [['texture:scenery', scenery], ['texture:feelings', fitting(content.texture.feelings)], ...(plotted ? [] : [['texture:talk', fitting(content.texture.talk)] as [string, readonly Telling[]]])];
  // The weather's news is news, not filler: it has its own sentence even in a plotted chapter.
  if (ask.weatherNews) { sources.unshift(['texture:weather', short(content.texture.weather)]); if (plotted) budget = Math.min(budget + 1, Math.floor(plotSentences / 3)); }
  const out: BookChapter['parts'] = [];
  for (const [kind, list] of sources) {
    if (budget <= 0) break;
    const t = teller.pick(list, flags, roles);
    if (!t) continue;
    const text = say(t);
    const n = sentencesIn(text);
    if (n > budget || names(text)) continue;
    budget -= n;
    out.push({ kind, text, key: t.key });
  }
  return out;
}

/** Words a reader reads in a line: a token ({hero}, {~a|b}) counts as one. */
function wordsIn(source: string): number {
  return source.replace(/\{[^}]*\}/g, 'x').split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}

/**
 * Weather sets the scene at the chapter's start (after its first event when that event sets it); a feeling
 * or a word between friends follows the first event with its moral line, never splits them and never comes
 * after the good-night. In English a place's scenery also waits for the first event: an editor marks a page
 * that describes the teapot before anything happens ('sceneryAfter'). A chapter that travels to its place
 * tells that place's scenery once they are there, in both languages (arrivedAfter).
 */
export function placeTexture(all: BookChapter['parts'][], chapter: ChapterPlan, extra: BookChapter['parts'], sceneryAfter = false): BookChapter['parts'] {
  // The way to a new place (compose/going-there.ts) opens the chapter: everything told there comes after it.
  const lead = all[0]?.some((p) => p.kind === 'move-on') ? all.slice(0, 1) : [];
  const groups = all.slice(lead.length);
  const arrived = arrivedAfter(groups, chapter);
  const late = extra.filter((p) => (sceneryAfter || arrived > 0) && p.kind === 'texture:scenery');
  const scene = extra.filter((p) => !late.includes(p) && (p.kind === 'texture:scenery' || p.kind === 'texture:weather'));
  const rest = extra.filter((p) => !scene.includes(p) && !late.includes(p));
  const [first = [], ...later] = groups;
  // A chapter that starts with its own time or place line (plan/events.yaml 'sets-the-scene'): the scenery follows it.
  const sceneFirst = !(chapter.events[0] && EVENT_TABLE[chapter.events[0].kind]['sets-the-scene']);
  const opening = sceneFirst ? [...scene, ...first] : [...first, ...scene];
  if (arrived > 0) return [...lead.flat(), ...opening, ...rest, ...later.slice(0, arrived).flat(), ...late, ...later.slice(arrived).flat()];
  return [...lead.flat(), ...opening, ...late, ...rest, ...later.flat()];
}

/**
 * 'They set off down the road', then 'Smooth grey pebbles lay in a long curve', then 'there it was: the beach': a
 * chapter away from home that sets off or journeys there sees its place once they have arrived, after the last group
 * of the way (the journey), or after the first thing done there when the chapter only sets off. The index of the
 * group the scenery follows; 0 when nothing travels.
 */
function arrivedAfter(groups: readonly BookChapter['parts'][], chapter: ChapterPlan): number {
  if (chapter.place === 'home') return 0;
  const way = groups.findLastIndex((g) => g.some((p) => TRAVEL.has(p.kind)));
  if (way < 0) return 0;
  const onlySetOff = !groups[way]?.some((p) => p.kind === 'journey');
  return onlySetOff && way + 1 < groups.length ? way + 1 : way;
}

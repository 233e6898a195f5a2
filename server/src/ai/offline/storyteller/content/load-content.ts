// Loads and checks a language's content (CONTENT.md) once, at start: a missing file, a broken one, an
// unknown token or role stops the program with the file's name, never a story with a hole in it.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHARACTERS, MORAL_LESSONS, type MoralLesson } from '@storyloom/contracts/options';
import type { z } from 'zod';
import { CAST_ROLES, OBJECT_ROLES, PLACE_IDS, PLACE_ROLES, PLOTS, type Lang, type PlaceId, type PlotId } from '../plan/types.ts';
import { KNOWN_FLAGS } from '../plan/flags.ts';
import { DETAIL_KINDS, type DetailKind } from '../idea/types.ts';
import { PLOT_TABLE } from '../plan/plot-table.ts';
import type { LanguageGrammar } from '../template/grammar-types.ts';
import {
  BEAT_FILES, beatSchema, castFileSchema, detailsFileSchema, moralFileSchema, placesFileSchema, plotFileSchema, plotPartSchema, TEXTURE_FILES, wordsFileSchema,
  type defaultsSchema, type BeatFile, type CastFile, type EntitySource, type FocusSource, type TellingSource,
} from './schema.ts';
import { ContentError, readYaml } from './read-yaml.ts';
import { compileTelling, type Telling } from './tellings.ts';
import { parseTemplate, type Template } from '../template/render.ts';

export interface LocaleContent {
  lang: Lang;
  grammar: LanguageGrammar;
  plots: Record<PlotId, Record<string, Telling[]>>;
  beats: Record<BeatFile, Telling[]>;
  morals: Record<MoralLesson, { setup: Telling[]; 'turning-point': Telling[]; ending: Telling[] }>;
  places: Record<PlaceId, { forms: Record<string, string>; noun?: string; gender: 'm' | 'f' | 'n'; scenery: Telling[] }>;
  texture: Record<(typeof TEXTURE_FILES)[number], Telling[]>;
  cast: CastFile;
  /** How each kind of the idea's details beside the plot is told (details.yaml: a fox heard, marshmallows toasted). */
  details: Record<DetailKind, Telling[]>;
  words: { child: Record<'m' | 'f' | 'n', string>; 'older-child'?: Record<'m' | 'f' | 'n', string>; titles: Record<string, Telling[]>; description: Telling[]; defaults: Record<PlotId, z.infer<typeof defaultsSchema>>; gifts: EntitySource[]; celebrations?: Record<string, EntitySource>; skill?: Focus; 'dream-skill'?: Focus; party?: Focus; outing?: Focus; 'visit-goal'?: Focus; refusal?: Focus; 'own-refusal'?: Focus; friendship?: Focus; missing?: Focus; feelings?: Record<string, Focus>; belongs?: Record<string, EntitySource>; dreams?: Record<string, EntitySource>; 'dream-names'?: Record<string, string>; together?: Record<string, EntitySource[]>; spots?: { places: Record<string, string[]>; low: string[]; fixed?: Record<string, string> }; 'pet-names'?: Record<string, string>; numbers?: string[] };
}

// 'pair' (hero and companion) and 'group' (with the helper): French says 'elles' only when all are girls.
// 'detail': one of the idea's details beside the plot (details.yaml), named only in its own tellings.
// 'advice': the helper's advice in the helper's own words (beats/helper-task.yaml 'advice'), quoted where it is remembered.
const ROLES = new Set<string>([...CAST_ROLES, ...OBJECT_ROLES, ...PLACE_ROLES, 'here', 'focus', 'pair', 'group', 'detail', 'age', 'trip', 'town', 'advice']);
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');

function compile(list: readonly TellingSource[], key: string, grammar: LanguageGrammar): Telling[] {
  return list.map((src, i) => {
    try {
      const t = compileTelling(src, `${key}#${i}`, grammar);
      for (const tpl of [t.young, t.older, t.old]) for (const r of tpl?.roles ?? []) if (!ROLES.has(r)) throw new ContentError(`unknown role '${r}'`);
      // The advice is only known once a task has given it: a line quoting it is told only after one ('if: [advice-…]').
      const quotes = [t.young, t.older, t.old].some((tpl) => tpl?.roles.includes('advice'));
      if (quotes && !t.if.some((f) => f.startsWith('advice-'))) throw new ContentError('{advice} is quoted by a telling with no advice-… flag in if:');
      if (t.advice && !(t.sets ?? []).some((f) => f.startsWith('advice-'))) throw new ContentError('advice: given by a telling that sets no advice-… flag');
      // A flag no code sets would silently never match (or always, after '!'): a typo stops the server here.
      for (const f of [...t.if, ...(t.sets ?? [])]) if (!KNOWN_FLAGS.has(f.replace(/^!/, ''))) throw new ContentError(`unknown flag '${f}' in if: or sets: (plan/flags.ts lists the known ones)`);
      return t;
    } catch (e) {
      throw new ContentError(`storyteller content: ${key} #${i + 1}: ${(e as Error).message}`);
    }
  });
}

function compileRecord(rec: Record<string, readonly TellingSource[] | undefined>, key: string, grammar: LanguageGrammar): Record<string, Telling[]> {
  return Object.fromEntries(Object.entries(rec).flatMap(([beat, list]) => (list ? [[beat, compile(list, `${key}#${beat}`, grammar)]] : [])));
}

export function loadLocale(lang: Lang, grammar: LanguageGrammar, root = LOCALES_DIR): LocaleContent {
  const dir = join(root, lang);
  const plots = Object.fromEntries(PLOTS.map((p) => [p, plotTellings(dir, lang, p, grammar)])) as LocaleContent['plots'];
  const beats = Object.fromEntries(BEAT_FILES.map((b) => [b, compile(readYaml(join(dir, `beats/${b}.yaml`), beatSchema), `${lang}/beats/${b}`, grammar)])) as LocaleContent['beats'];
  const morals = Object.fromEntries(MORAL_LESSONS.map((m) => {
    const file = readYaml(join(dir, `morals/${m}.yaml`), moralFileSchema);
    return [m, { setup: compile(file.setup ?? [], `${lang}/morals/${m}#setup`, grammar), 'turning-point': compile(file['turning-point'], `${lang}/morals/${m}#turning-point`, grammar), ending: compile(file.ending, `${lang}/morals/${m}#ending`, grammar) }];
  })) as LocaleContent['morals'];
  // The story-world's places, and (day-out-places.yaml) where a family's day out goes: one table, no place twice.
  const placesFile = readYaml(join(dir, 'places.yaml'), placesFileSchema);
  const dayOut = readYaml(join(dir, 'day-out-places.yaml'), placesFileSchema);
  for (const id of Object.keys(dayOut)) if (Object.hasOwn(placesFile, id)) throw new ContentError(`storyteller content: ${dir} has place '${id}' twice`);
  const allPlaces = { ...placesFile, ...dayOut };
  const places = Object.fromEntries(PLACE_IDS.map((id) => {
    const p = allPlaces[id];
    if (!p) throw new ContentError(`storyteller content: ${dir}/places.yaml has no place '${id}'`);
    return [id, { forms: p.forms ?? {}, ...(p.noun ? { noun: p.noun } : {}), gender: p.gender ?? 'n', scenery: compile(p.scenery, `${lang}/places/${id}`, grammar) }];
  })) as LocaleContent['places'];
  const texture = Object.fromEntries(TEXTURE_FILES.map((k) => [k, compile(readYaml(join(dir, `texture/${k}.yaml`), beatSchema), `${lang}/texture/${k}`, grammar)])) as LocaleContent['texture'];
  const cast = readYaml(join(dir, 'cast.yaml'), castFileSchema);
  for (const c of CHARACTERS) if (!cast[c]) throw new ContentError(`storyteller content: ${dir}/cast.yaml has no '${c}'`);
  const words = readYaml(join(dir, 'words.yaml'), wordsFileSchema);
  const details = readYaml(join(dir, 'details.yaml'), detailsFileSchema);
  return {
    lang, grammar, plots, beats, morals, places, texture, cast,
    details: Object.fromEntries(DETAIL_KINDS.map((k) => [k, compile(details[k], `${lang}/details#${k}`, grammar)])) as LocaleContent['details'],
    words: { defaults: checkDefaults(words.defaults, dir), gifts: words.gifts, ...(words.celebrations ? { celebrations: words.celebrations } : {}), ...(words.belongs ? { belongs: words.belongs } : {}), ...(words.dreams ? { dreams: words.dreams } : {}), ...(words['dream-names'] ? { 'dream-names': words['dream-names'] } : {}), ...(words.together ? { together: words.together } : {}), ...(words['pet-names'] ? { 'pet-names': words['pet-names'] } : {}), ...(words.numbers ? { numbers: words.numbers } : {}), ...(words.spots ? { spots: checkSpots(words.spots, dir) } : {}), ...focusTemplates(words, grammar), ...(words.feelings ? { feelings: feelingFocus(words.feelings, grammar) } : {}), child: words.child, ...(words['older-child'] ? { 'older-child': words['older-child'] } : {}), titles: compileRecord(words.titles, `${lang}/words#titles`, grammar), description: compile(words.description, `${lang}/words#description`, grammar) },
  };
}

/** A plot's tellings: its file, then each situation's own file under plots/<plot>/ (plotPartSchema), beat by beat. */
function plotTellings(dir: string, lang: Lang, plot: PlotId, grammar: LanguageGrammar): Record<string, Telling[]> {
  const own = compileRecord(readYaml(join(dir, `plots/${plot}.yaml`), plotFileSchema), `${lang}/plots/${plot}`, grammar);
  const parts = join(dir, 'plots', plot);
  const files = existsSync(parts) ? readdirSync(parts).filter((f) => f.endsWith('.yaml')).sort() : [];
  for (const f of files) {
    const part = compileRecord(readYaml(join(parts, f), plotPartSchema), `${lang}/plots/${plot}/${f.replace(/\.yaml$/, '')}`, grammar);
    for (const [beat, list] of Object.entries(part)) own[beat] = [...(own[beat] ?? []), ...list];
  }
  return own;
}

/** A book's focus template with its gender, when one is given (words.yaml skill, party, outing, refusal, own-refusal). */
export interface Focus { template: Template; gender?: 'm' | 'f' | 'n'; short?: string }

type FocusKey = 'skill' | 'dream-skill' | 'party' | 'outing' | 'visit-goal' | 'refusal' | 'own-refusal' | 'friendship' | 'missing';

function focusTemplates(words: Partial<Record<FocusKey, FocusSource>>, grammar: LanguageGrammar): Partial<Record<FocusKey, Focus>> {
  return Object.fromEntries((['skill', 'dream-skill', 'party', 'outing', 'visit-goal', 'refusal', 'own-refusal', 'friendship', 'missing'] as const).flatMap((k) => {
    const f = words[k];
    if (!f) return [];
    return [[k, typeof f === 'string' ? { template: parseTemplate(f, grammar) } : { template: parseTemplate(f.text, grammar), ...(f.gender ? { gender: f.gender } : {}), ...(f.short ? { short: f.short } : {}) }]];
  }));
}

/** words.yaml 'feelings': how the child's own big feeling is named, by kind (plan/plots.yaml 'feelings'), checked. */
function feelingFocus(words: Record<string, FocusSource>, grammar: LanguageGrammar): Record<string, Focus> {
  for (const k of Object.keys(words)) if (!(k in PLOT_TABLE.feelings)) throw new ContentError(`storyteller content: words.yaml feelings: '${k}' is no feeling of plan/plots.yaml`);
  return Object.fromEntries(Object.entries(words).map(([k, f]) => [k, typeof f === 'string' ? { template: parseTemplate(f, grammar) } : { template: parseTemplate(f.text, grammar), ...(f.gender ? { gender: f.gender } : {}), ...(f.short ? { short: f.short } : {}) }]));
}

function checkDefaults(rec: Record<string, z.infer<typeof defaultsSchema>>, dir: string): Record<PlotId, z.infer<typeof defaultsSchema>> {
  for (const p of PLOTS) if (!rec[p]) throw new ContentError(`storyteller content: ${dir}/words.yaml has no defaults for '${p}'`);
  return rec as Record<PlotId, z.infer<typeof defaultsSchema>>;
}

/** A trouble spot names a place the storyteller has (or 'home'): a typo is an error at start. */
function checkSpots<T extends { places: Record<string, string[]>; fixed?: Record<string, string> }>(spots: T, dir: string): T {
  for (const id of [...Object.keys(spots.places), ...Object.values(spots.fixed ?? {})]) if (id !== 'home' && !(PLACE_IDS as readonly string[]).includes(id)) throw new ContentError(`storyteller content: ${dir}/words.yaml spots: unknown place '${id}'`);
  return spots;
}

// The words that tell a page's picture what to show (scene-cues/<lang>.yaml): the action a sentence
// describes, the weather it brings, the landmarks it names, a thing's state (the lantern went out), and
// the figures of people an idea names by a noun. Loaded and checked once: a pose, weather, prop or state
// the scene brief does not know stops the program at start, never a page drawn wrong.
import { readFileSync } from 'node:fs';
import { parseYaml } from '../content/parse-yaml.ts';
import { z } from 'zod';
import { SCENE_EXTRA_CHARACTERS, SCENE_POSES, SCENE_PROP_STATES, SCENE_WEAR, SCENE_WEATHER, type ScenePose, type SceneProp, type SceneWear, type SceneWeather } from '../../../scene-brief.ts';
import { perLanguage } from '../content/read-yaml.ts';

const words = z.array(z.string().min(1)).min(1);
const propKeys = Object.keys(SCENE_PROP_STATES) as [SceneProp, ...SceneProp[]];

const cueFileSchema = z.object({
  /** Phrases whose words are not what they seem ('jumped out of their skins'): taken out before reading. */
  ignore: words,
  poses: z.partialRecord(z.enum(SCENE_POSES), words),
  together: words,
  /** Words whose object, the one named right after them, is tucked in bed ('Mum tucked Emma in'). */
  tucks: words.optional(),
  /** The costumes the illustrator draws worn, by the words that name them ('pirate hat', 'dressed up as a knight'). */
  wear: z.partialRecord(z.enum(SCENE_WEAR), words).default({}),
  /** Words that put a thing on someone ('put on', 'wore', 'dressed up as'): a costume named in the same sentence is worn. */
  wearing: words.optional(),
  pronouns: words,
  /** The pronouns that say she or he, so "She climbed" is not given to the last he named. */
  gendered: z.object({ f: words, m: words }).strict(),
  weather: z.partialRecord(z.enum(SCENE_WEATHER), words),
  props: z.partialRecord(z.enum(propKeys), z.object({ words, not: words.optional() }).strict()),
  /** What the pictured words ride in ('off they drove', 'on the plane', « en train »): drawn where it can stand. */
  vehicles: z.partialRecord(z.enum(propKeys), z.object({ words, not: words.optional() }).strict()).default({}),
  states: z.partialRecord(z.enum(propKeys), z.record(z.string(), words)),
  figures: z.partialRecord(z.enum(SCENE_EXTRA_CHARACTERS), words),
  pets: z.partialRecord(z.enum(propKeys), words),
  things: z.partialRecord(z.enum(propKeys), words).default({}),
  /** People the pictured event's narration brings onto its page without a part in the plan (the lady at the till). */
  'walk-ons': z.partialRecord(z.enum(SCENE_EXTRA_CHARACTERS), words).default({}),
  /** Words that put a room's own light out on the pictured page ('the lamp went out'). */
  'lights-out': words,
}).strict();

/** One language's cues, compiled: each list a regular expression, in the file's order (the first that matches wins). */
export type SceneCues = ReturnType<typeof parseCues>;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One list of words or phrases as a regular expression: whole words, any case, 'climb*' any ending, a
 * lone '*' any one word; a French word after its elided article counts ("l'orage" for 'orage*'). */
export function cueRegex(list: readonly string[]): RegExp {
  const alternatives = list.map((phrase) => phrase.trim().split(/\s+/).map((w) => {
    if (w === '*') return "[\\p{L}'’-]+";
    return w.endsWith('*') ? `${escape(w.slice(0, -1))}[\\p{L}-]*` : escape(w);
  }).join('\\s+'));
  // A word may follow an elided article ("l'orage", "d'arc-en-ciel", "s'éteignit"), never the inside of
  // a longer word ("aujourd'hui", "Grandma's").
  return new RegExp(`(?<![\\p{L}-])(?<!\\p{L}{2}['’])(?:${alternatives.join('|')})(?![\\p{L}-])`, 'iu');
}

export class SceneCueError extends Error {}

/** Checks and compiles one language's cue file (its parsed YAML). */
export function parseCues(lang: string, raw: unknown) {
  const parsed = cueFileSchema.safeParse(raw);
  if (!parsed.success) throw new SceneCueError(`scene cues ${lang}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const f = parsed.data;
  const states: { prop: SceneProp; state: string; re: RegExp }[] = [];
  for (const [prop, byState] of Object.entries(f.states) as [SceneProp, Record<string, string[]>][]) {
    for (const [state, list] of Object.entries(byState)) {
      if (!(SCENE_PROP_STATES[prop] as readonly string[]).includes(state)) throw new SceneCueError(`scene cues ${lang}: prop '${prop}' has no state '${state}'`);
      states.push({ prop, state, re: cueRegex(list) });
    }
  }
  return {
    ignore: new RegExp(cueRegex(f.ignore).source, 'giu'),
    poses: Object.entries(f.poses).map(([pose, list]) => ({ pose: pose as ScenePose, re: cueRegex(list) })),
    // "they", "everyone"...: a global search.
    together: new RegExp(cueRegex(f.together).source, 'giu'),
    tucks: f.tucks ? new RegExp(cueRegex(f.tucks).source, 'giu') : /(?!)/g,
    wear: Object.entries(f.wear).map(([wear, list]) => ({ wear: wear as SceneWear, re: cueRegex(list) })),
    wearing: f.wearing ? cueRegex(f.wearing) : /(?!)/,
    // All the words that may stand before an action without naming another actor.
    pronouns: new Set(f.pronouns.map((w) => w.toLowerCase())) as ReadonlySet<string>,
    // A pronoun's gender (she: f, il: m).
    gendered: new Map([...f.gendered.f.map((w) => [w.toLowerCase(), 'f'] as const), ...f.gendered.m.map((w) => [w.toLowerCase(), 'm'] as const)]) as ReadonlyMap<string, 'f' | 'm'>,
    weather: Object.entries(f.weather).map(([weather, list]) => ({ weather: weather as SceneWeather, re: cueRegex(list) })),
    props: Object.entries(f.props).map(([prop, p]) => ({ prop: prop as SceneProp, re: cueRegex(p.words), ...(p.not ? { not: cueRegex(p.not) } : {}) })),
    states,
    vehicles: Object.entries(f.vehicles).map(([prop, p]) => ({ prop: prop as SceneProp, re: cueRegex(p.words), ...(p.not ? { not: cueRegex(p.not) } : {}) })),
    figures: Object.entries(f.figures).map(([figure, list]) => ({ figure: figure as (typeof SCENE_EXTRA_CHARACTERS)[number], re: cueRegex(list) })),
    // Animals of an idea without a character design, drawn as a prop (our dog Biscuit as the puppy).
    pets: Object.entries(f.pets).map(([prop, list]) => ({ prop: prop as SceneProp, re: cueRegex(list) })),
    // The nouns of the plan's things the lexicon gives no drawing (a music box, 'un vélo tout neuf').
    things: Object.entries(f.things).map(([prop, list]) => ({ prop: prop as SceneProp, re: cueRegex(list) })),
    lightsOut: cueRegex(f['lights-out']),
    walkOns: Object.entries(f['walk-ons']).map(([figure, list]) => ({ figure: figure as (typeof SCENE_EXTRA_CHARACTERS)[number], re: cueRegex(list) })),
  };
}

export const sceneCues = perLanguage((lang): SceneCues => parseCues(lang, parseYaml(readFileSync(new URL(`./scene-cues/${lang}.yaml`, import.meta.url), 'utf8'))));

/** Typographic apostrophes as plain ones, so "s’éteignit" matches "s'éteignit". */
export function plainText(text: string): string {
  return text.replace(/[’‘]/g, "'");
}

/** The text without the cue file's idioms, ready to read for poses and weather. */
export function withoutIdioms(text: string, cues: SceneCues): string {
  return text.replace(cues.ignore, ' ');
}

/** The first figure the words name (the file's order), that figure among those a thing can be drawn as when
 * `things` is set; a baby animal ('baby seal', « un bébé phoque ») is that animal, never the new baby in its pram. */
export function figureNamed(cues: SceneCues, words: string, things?: ReadonlySet<string>): SceneCues['figures'][number]['figure'] | undefined {
  const named = cues.figures.filter((f) => f.re.test(words) && (!things || things.has(f.figure)));
  return (named[0]?.figure === 'baby' ? named.find((f) => f.figure !== 'baby' && !HUMAN_FIGURES.has(f.figure)) ?? named[0] : named[0])?.figure;
}
// The people among the figures: a baby brother is the baby, a baby seal the seal.
const HUMAN_FIGURES: ReadonlySet<string> = new Set(['brother', 'sister', 'boy', 'girl', 'mother', 'father', 'grandmother', 'grandfather', 'aunt', 'uncle']);

/** Whether the text names the prop as itself (a 'lighthouse', not a 'lighthouse keeper'). */
export function namesProp(cue: SceneCues['props'][number], text: string): boolean {
  return cue.re.test(cue.not ? text.replace(new RegExp(cue.not.source, 'giu'), ' ') : text);
}

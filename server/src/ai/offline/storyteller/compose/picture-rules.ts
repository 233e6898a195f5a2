// How a picture is put together (compose/picture-rules.yaml), read and checked once at start: shared by the
// chapter's picture (scene-for-chapter.ts) and the parts of it kept in files of their own (scene-rooms.ts, scene-wear.ts).
import { z } from 'zod';
import { SCENE_EXTRA_CHARACTERS, SCENE_PLACES, SCENE_VISIT_ROOMS, SCENE_WEAR, SCENE_POSES, SCENE_PROP_STATES, SCENE_PROPS, SCENE_WEATHER, type SceneProp } from '../../../scene-brief.ts';
import { readYaml } from '../content/read-yaml.ts';
import { EVENT_KINDS, PLACE_IDS, PLOTS } from '../plan/types.ts';
import { PLOT_TABLE } from '../plan/plot-table.ts';

/** How a picture is put together (compose/picture-rules.yaml): the poses that show the key object, the things
 * that stand in the landscape, the states out of reach and the scenes they are not drawn in, the weather's strength. */
const asSet = <T extends string>(list: readonly T[]): ReadonlySet<string> => new Set<string>(list);
export const RULES = readYaml(new URL('./picture-rules.yaml', import.meta.url), z.strictObject({
  showing: z.array(z.enum(SCENE_POSES)).transform(asSet), landscape: z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])).transform(asSet),
  'out-of-reach': z.array(z.enum([...new Set(Object.values(SCENE_PROP_STATES).flat())] as [string, ...string[]])).transform(asSet),
  indoors: z.array(z.enum(SCENE_PLACES)).transform(asSet), 'weather-strength': z.record(z.enum(SCENE_WEATHER), z.number()),
  'never-held': z.partialRecord(z.enum(PLOTS), z.array(z.string())), 'told-only': z.array(z.enum(EVENT_KINDS)),
  'stays-there': z.partialRecord(z.enum(PLOTS), z.array(z.string())),
  'night-places': z.array(z.enum(PLACE_IDS)),
  'garden-things': z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])).transform(asSet),
  'made-anew': z.partialRecord(z.enum(PLOTS), z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]]))),
  'met-away': z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])).transform(asSet),
  'indoor-things': z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])).transform(asSet),
  'outdoor-things': z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])).transform(asSet), 'seen-from-afar': z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])).transform(asSet),
  'bedside-figures': z.array(z.enum(SCENE_EXTRA_CHARACTERS)).transform(asSet), 'told-elsewhere': z.array(z.enum(EVENT_KINDS)),
  'made-at-the-end': z.array(z.string()).transform(asSet), 'together-on': z.array(z.enum(EVENT_KINDS)), 'together-unless': z.array(z.enum(SCENE_POSES)),
  'together-poses': z.record(z.string(), z.enum(SCENE_POSES)), 'together-seekers': z.record(z.string(), z.enum(SCENE_POSES)),
  'outdoors-only': z.partialRecord(z.enum(SCENE_POSES), z.enum(SCENE_POSES)),
  'swum-on': z.array(z.enum(EVENT_KINDS)), 'swum-unless': z.array(z.enum(SCENE_POSES)),
  'kept-states': z.partialRecord(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]]), z.string()),
  'lives-in': z.partialRecord(z.enum(SCENE_EXTRA_CHARACTERS), z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])),
  'habit-props': z.record(z.string(), z.strictObject({ prop: z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]]), state: z.string().optional(), pose: z.enum(SCENE_POSES) })),
  'visit-rooms': z.record(z.string(), z.enum(SCENE_PLACES)), 'outdoor-states': z.partialRecord(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]]), z.array(z.string())), 'visit-people': z.record(z.string(), z.enum(SCENE_EXTRA_CHARACTERS)),
  'examined-on': z.record(z.string(), z.strictObject({ table: z.literal('exam-table'), as: z.record(z.string(), z.enum(SCENE_PROP_STATES['exam-table'])) })),
  'worn-as': z.partialRecord(z.enum(SCENE_WEAR), z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])),
  'in-bed': z.strictObject({ poses: z.array(z.enum(SCENE_POSES)).transform(asSet), places: z.array(z.enum(SCENE_PLACES)).transform(asSet) }),
  'drawn-within': z.partialRecord(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]]), z.record(z.string(), z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])))),
  'vehicle-scenes': z.strictObject({ rooms: z.array(z.enum(SCENE_PLACES)).transform(asSet), never: z.array(z.enum(SCENE_PLACES)).transform(asSet), afloat: z.partialRecord(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]]), z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])), toys: z.partialRecord(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]]), z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])) }),
  'waiting-rooms': z.strictObject({ by: z.record(z.string(), z.enum(SCENE_VISIT_ROOMS)), else: z.enum(SCENE_VISIT_ROOMS) }),
  'worn-for': z.strictObject({ hurt: z.enum(SCENE_WEAR), 'hurt-leg': z.enum(SCENE_WEAR), 'ski-lesson': z.enum(SCENE_WEAR) }),
  'house-days': z.array(z.string()).transform(asSet), 'bedroom-days': z.array(z.string()).transform(asSet), 'visit-things': z.array(z.enum(SCENE_PROPS as [SceneProp, ...SceneProp[]])).transform(asSet),
}));
for (const habit of Object.keys(RULES['habit-props'])) if (!(habit in PLOT_TABLE.habits)) throw new Error(`picture-rules.yaml habit-props: '${habit}' is no habit of plan/plots.yaml`);
for (const [prop, byState] of Object.entries(RULES['drawn-within'])) for (const state of Object.keys(byState ?? {})) if (!(SCENE_PROP_STATES[prop as SceneProp] as readonly string[]).includes(state)) throw new Error(`picture-rules.yaml drawn-within: '${prop}' has no state '${state}'`);

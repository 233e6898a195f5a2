// The plot table (plan/plots.yaml): what each plot needs and where it goes, how its tries are pictured,
// and which plot tells a situation, a theme or a bare thing. Read and checked once, at start.
import { THEMES } from '@storyloom/contracts/options';
import { z } from 'zod';
import { SCENE_PLACES, SCENE_POSES, SCENE_PROP_STATES, type SceneProp } from '../../../scene-brief.ts';
import { ContentError, readYaml } from '../content/read-yaml.ts';
import { SITUATIONS } from '../idea/types.ts';
import { CAST_ROLES, OBJECT_ROLES, PLACE_IDS, PLOTS, } from './types.ts';

const plot = z.enum(PLOTS);
const places = z.array(z.enum(PLACE_IDS)).min(1);
const props = Object.keys(SCENE_PROP_STATES) as [SceneProp, ...SceneProp[]];
const words = z.array(z.string().min(1));

const rowSchema = z.strictObject({
  needs: z.array(z.enum([...CAST_ROLES, ...OBJECT_ROLES])).min(1),
  'owner-on': z.enum(['all', 'home', 'found']),
  key: z.enum(OBJECT_ROLES),
  'idea-role': z.strictObject({ being: z.enum(['goal', 'owner', 'rival', 'tool']), thing: z.enum(['goal', 'rival', 'tool']) }).optional(),
  away: places,
  far: places,
  'at-the-trouble': places.optional(),
  'fixed-at': places.optional(),
  'stays-home': z.boolean().optional(), 'sleeps-home': z.boolean().optional(), arrives: z.boolean().optional(),
  tries: z.array(z.enum(SCENE_POSES)).min(1),
  trouble: z.partialRecord(z.enum(props), z.string()).optional(),
  mended: z.partialRecord(z.enum(props), z.string()).optional(),
  'let-go': z.boolean().optional(),
  way: z.boolean().optional(),
});

const schema = z.strictObject({
  plots: z.record(plot, rowSchema),
  situations: z.record(z.enum(SITUATIONS.filter((s) => s !== 'none') as [string, ...string[]]), plot),
  themes: z.record(z.enum(THEMES), z.array(plot).min(1)),
  landmarks: words,
  'landmark-plots': z.array(plot).min(1),
  catchable: words.default([]),
  butterflies: words,
  together: z.record(z.string().regex(/^[a-z]+$/), z.strictObject({ away: places, far: places, 'at-home': z.boolean().optional(), 'idea-places': places.optional(), owner: z.enum(['friend', 'sibling', 'parent', 'mother', 'none']).optional(), met: z.boolean().optional(), 'home-day': z.boolean().optional() })),
  outing: z.strictObject({ words: words.min(1), plot, 'day-out': words.min(1), 'nights-out': words.default([]) }),
  kinds: z.record(z.enum(['object', 'animal', 'person', 'place', 'event']), z.array(plot).min(1)),
  'no-situation': z.strictObject({ 'lost-words': words.min(1), props: z.partialRecord(z.enum(props), plot), toys: words }),
  'idea-places': z.partialRecord(z.enum(SCENE_PLACES), z.enum(PLACE_IDS)),
  'near-home': places,
  'sleep-at-home': places,
  'friend-places': places,
  'handy-deeds': words, 'craft-deeds': words, 'dream-deeds': words, 'dream-drives': words, 'dream-sports': words, 'fixed-things': words, 'soft-things': words,
  'home-troubles': z.record(z.enum(['melted', 'power-cut']), words.min(1)),
  'dream-jobs': z.record(z.string(), words),
  'deed-tools': z.record(z.string(), z.string()),
  lessons: z.record(z.enum(['bike', 'swim-lesson', 'ski-lesson']), words),
  'race-tools': z.record(z.enum(['ride', 'hop', 'balance', 'swim']), words),
  'far-instead': z.partialRecord(z.enum(SITUATIONS), z.partialRecord(z.enum(PLACE_IDS), z.enum(PLACE_IDS))).default({}),
  habits: z.record(z.string().regex(/^[a-z-]+$/), words),
  feelings: z.record(z.string().regex(/^[a-z-]+$/), words.min(1)),
  'journey-ways': z.record(z.enum(['fly', 'sail']), z.strictObject({ words: words.min(1), away: places, tool: z.enum(props), air: words.optional() })),
  days: z.strictObject({
    from: z.array(z.enum(SITUATIONS)).min(1),
    words: words.min(1),
    'storm-words': words.min(1),
    pets: words.min(1),
    'not-festival': words.min(1),
    kinds: z.record(z.string().regex(/^[a-z-]+$/), z.strictObject({ words: words.min(1), place: z.enum(PLACE_IDS), event: z.boolean().optional(), over: z.array(z.enum(SITUATIONS)).optional(), festival: z.boolean().optional(), home: z.boolean().optional(), pet: z.boolean().optional() })),
    roofed: z.array(z.enum(PLACE_IDS)).optional(),
  }),
  // A holiday trip (plan/holiday.ts): where each way of travel is drawn (the airport and the station are the hall, the
  // port the seashore, the road the village) and where each kind of place named is ('scene' of reading-<lang>.yaml).
  trips: z.strictObject({ ways: z.record(z.enum(['plane', 'train', 'boat', 'car']), z.enum(PLACE_IDS)), scenes: z.record(z.enum(['seashore', 'mountain', 'village']), z.strictObject({ place: z.enum(PLACE_IDS), flag: z.string().regex(/^[a-z-]+$/) })) }),
  lands: z.strictObject({
    kinds: z.record(z.string().regex(/^[a-z]+$/), z.strictObject({ words, place: z.enum(PLACE_IDS) })),
    ways: z.record(z.string().regex(/^[a-z]+$/), words.min(1)),
  }),
  belongs: z.strictObject({
    from: z.array(z.enum(SITUATIONS)),
    default: z.string().regex(/^[a-z]+$/),
    'found-in': places,
    homes: z.record(z.string().regex(/^[a-z]+$/), words),
    kinds: z.record(z.string().regex(/^[a-z]+$/), z.strictObject({ words: words.min(1), away: places, far: places })),
  }),
});

export type PlotRow = z.infer<typeof rowSchema>;

function load(): z.infer<typeof schema> {
  const url = new URL('./plots.yaml', import.meta.url);
  const table = readYaml(url, schema);
  for (const [id, row] of Object.entries(table.plots)) {
    for (const [prop, state] of [...Object.entries(row.trouble ?? {}), ...Object.entries(row.mended ?? {})]) {
      if (!(SCENE_PROP_STATES[prop as SceneProp] as readonly string[]).includes(state)) throw new ContentError(`storyteller content: ${url.pathname}: ${id}: prop '${prop}' has no state '${state}'`);
    }
  }
  if (!table.belongs.kinds[table.belongs.default]) throw new ContentError(`storyteller content: ${url.pathname}: belongs: no kind '${table.belongs.default}'`);
  return table;
}

export const PLOT_TABLE = load();


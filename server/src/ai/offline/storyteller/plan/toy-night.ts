// The toys that come alive at night (plan/toy-night-shapes.yaml, issue 10): the child's bedroom from bedtime to the
// next morning, with its own tellings ('toys'), never a search in a meadow nor a party at a castle.
import { z } from 'zod';
import type { StoryLength } from '@storyloom/contracts/options';
import { readYaml } from '../content/read-yaml.ts';
import type { IdeaReading } from '../idea/types.ts';
import { EVENT_KINDS, PLACE_ROLES, TIME_SLOTS, type PlotId } from './types.ts';

const events = z.array(z.enum(EVENT_KINDS)).min(1);
const shapeList = z.array(z.strictObject({ events, slot: z.enum(TIME_SLOTS), place: z.enum(PLACE_ROLES), older: events.optional() })).min(1);

const TOY_NIGHT = readYaml(new URL('./toy-night-shapes.yaml', import.meta.url), z.strictObject({
  activities: z.array(z.string().regex(/^[a-z]+$/)).min(1), short: shapeList, medium: shapeList, long: shapeList,
}));

/** The child who cannot sleep (together 'bedtime'): bedtime to the next night (plan/bedtime-shapes.yaml). */
const BEDTIME_NIGHT = readYaml(new URL('./bedtime-shapes.yaml', import.meta.url), z.strictObject({ short: shapeList, medium: shapeList, long: shapeList }));

/** The chapters of a night at home: the toys' night, or the sleepless child's. */
export const nightShape = (length: StoryLength, idea: IdeaReading | undefined): z.infer<typeof shapeList> =>
  (idea?.together === 'bedtime' ? BEDTIME_NIGHT : TOY_NIGHT)[length];

/** A book from bedtime to morning (the toys awake, the child who cannot sleep): told by do-together, the idea reader's activity. */
export const isToyNight = (plot: PlotId, idea: IdeaReading | undefined): boolean => plot === 'do-together' && idea?.together !== undefined && TOY_NIGHT.activities.includes(idea.together);

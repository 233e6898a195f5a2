// Chapter shapes (issue 10 'chapter shapes written as tables'), read from plan/shapes.yaml and checked at
// start: for each length, what each chapter tells, where and when, and the plot older readers get more of.
// Plots told in one day (plan/one-day-shapes.yaml: a day with the family) have their own long shape, with no night.
import { STORY_LENGTHS, type StoryLength } from '@storyloom/contracts/options';
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import { EVENT_KINDS, PLACE_ROLES, PLOTS, TIME_SLOTS, type PlotId } from './types.ts';

const events = z.array(z.enum(EVENT_KINDS)).min(1);
const shapeSchema = z.strictObject({ events, slot: z.enum(TIME_SLOTS), place: z.enum(PLACE_ROLES), older: events.optional() });
const shapeList = z.array(shapeSchema).min(1);

export type ChapterShape = z.infer<typeof shapeSchema>;

export const SHAPES = readYaml(new URL('./shapes.yaml', import.meta.url), z.record(z.enum(STORY_LENGTHS), shapeList));

const ONE_DAY = readYaml(new URL('./one-day-shapes.yaml', import.meta.url), z.strictObject({
  plots: z.array(z.enum(PLOTS)).min(1), short: shapeList.optional(), medium: shapeList.optional(), long: shapeList.optional(),
}));

// A pet trained at home ('our puppy chews shoes'): the house and the garden, never a setting off or a journey.
const PET = readYaml(new URL('./pet-shapes.yaml', import.meta.url), z.strictObject({ short: shapeList, medium: shapeList, long: shapeList }));

/** The chapters of a book of this length and plot: a plot told in one day has no night-camp nor new-morning;
 * a pet's mischief (pet) is taught at home. */
export function shapeFor(length: StoryLength, plot: PlotId, pet = false): readonly ChapterShape[] {
  if (pet) return PET[length];
  return (ONE_DAY.plots.includes(plot) ? ONE_DAY[length] : undefined) ?? SHAPES[length];
}

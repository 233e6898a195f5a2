// Chapter shapes (issue 10 'chapter shapes written as tables'), read from plan/shapes.yaml and checked at
// start: for each length, what each chapter tells, where and when, and the plot older readers get more of.
import { STORY_LENGTHS } from '@storyloom/contracts/options';
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import { EVENT_KINDS, PLACE_ROLES, TIME_SLOTS } from './types.ts';

const events = z.array(z.enum(EVENT_KINDS)).min(1);
const shapeSchema = z.strictObject({ events, slot: z.enum(TIME_SLOTS), place: z.enum(PLACE_ROLES), older: events.optional() });

export type ChapterShape = z.infer<typeof shapeSchema>;

export const SHAPES = readYaml(new URL('./shapes.yaml', import.meta.url), z.record(z.enum(STORY_LENGTHS), z.array(shapeSchema).min(1)));

// A baby on its way (plan/new-baby-shapes.yaml, issue 10): the days of the wait and the baby's homecoming, at home,
// with the night Mum goes to hospital in every length; never a party to save nor a trek to a meadow.
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import type { IdeaReading } from '../idea/types.ts';
import { EVENT_KINDS, PLACE_ROLES, TIME_SLOTS, type PlotId } from './types.ts';

const events = z.array(z.enum(EVENT_KINDS)).min(1);
const shapeList = z.array(z.strictObject({ events, slot: z.enum(TIME_SLOTS), place: z.enum(PLACE_ROLES), older: events.optional() })).min(1);

export const NEW_BABY = readYaml(new URL('./new-baby-shapes.yaml', import.meta.url), z.strictObject({
  activity: z.string().regex(/^[a-z]+$/), short: shapeList, medium: shapeList, long: shapeList,
}));

/** A book of a baby on its way: told by do-together, the idea reader's activity. */
export const isNewBaby = (plot: PlotId, idea: IdeaReading | undefined): boolean => plot === 'do-together' && idea?.together === NEW_BABY.activity;

// The event table (plan/events.yaml): for each kind of event, the plan's pose and mood, who is on its
// page, and how its picture is framed and posed. Read and checked once, at start.
import { z } from 'zod';
import { SCENE_FRAMINGS, SCENE_MOODS, SCENE_POSES } from '../../../scene-brief.ts';
import { readYaml } from '../content/read-yaml.ts';
import { EVENT_KINDS } from './types.ts';

// A list of one pose or more: the first is always there.
const poses = z.tuple([z.enum(SCENE_POSES)], z.enum(SCENE_POSES));

const rowSchema = z.strictObject({
  pose: poses,
  mood: z.enum(SCENE_MOODS),
  hero: poses,
  others: poses.optional(),
  framing: z.tuple([z.enum(SCENE_FRAMINGS), z.enum(SCENE_FRAMINGS)]),
  'key-object': z.boolean().optional(),
  helper: z.boolean().optional(),
  rival: z.boolean().optional(),
  stays: z.boolean().optional(),
  calm: z.boolean().optional(),
  'sets-the-scene': z.boolean().optional(),
});

export type EventRow = z.infer<typeof rowSchema>;

export const EVENT_TABLE = readYaml(new URL('./events.yaml', import.meta.url), z.record(z.enum(EVENT_KINDS), rowSchema));

// A pet fish (plan/fish-shapes.yaml, issue 10): a goldfish lives in its bowl or tank, so its book is told at home,
// where the water is, with its own tellings ('fish'), never a race to a wood nor a search in a meadow.
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import { SITUATIONS, type IdeaReading } from '../idea/types.ts';
import { EVENT_KINDS, PLACE_ROLES, PLOTS, TIME_SLOTS, type PlotId } from './types.ts';

const events = z.array(z.enum(EVENT_KINDS)).min(1);
const shapeList = z.array(z.strictObject({ events, slot: z.enum(TIME_SLOTS), place: z.enum(PLACE_ROLES), older: events.optional() })).min(1);
const words = z.array(z.string().min(1)).min(1);

export const FISH = readYaml(new URL('./fish-shapes.yaml', import.meta.url), z.strictObject({
  words, kept: words, situations: z.array(z.enum(SITUATIONS)).min(1), plot: z.enum(PLOTS),
  short: shapeList, medium: shapeList, long: shapeList,
}));

/** The idea is about a pet fish ('our goldfish looks lonely', « le poisson rouge de Léo »), in a situation its story tells;
 * one fish: the tellings have the lonely one find a friend, so two or more (« les poissons rouges de la classe ») are not yet told so. */
export function isPetFishIdea(idea: IdeaReading | undefined): boolean {
  const s = idea?.subject;
  if (!idea || !s || s.kind !== 'animal' || s.self || s.plural || !FISH.situations.includes(idea.situation)) return false;
  const head = s.head.toLowerCase();
  return FISH.words.includes(head) || (FISH.kept.includes(head) && (s.family === true || idea.owner !== undefined));
}

/** A pet fish's book: its idea, told by its plot (a plan made otherwise keeps its own). */
export const isPetFish = (plot: PlotId, idea: IdeaReading | undefined): boolean => plot === FISH.plot && isPetFishIdea(idea);

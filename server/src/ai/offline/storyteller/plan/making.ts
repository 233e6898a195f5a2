// A thing the child makes (idea/making.ts; plan/plots.yaml 'together' 'making'): what kind of thing it is, so that its
// own lines are told (a rocket's wing that falls off and its pretend flight, a boat's mast and the pond, a robot's arm
// and its wave), and what it is made of (a wooden one is sawn and nailed, never taped), by the words of plan/making-kinds.yaml.
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import type { IdeaReading } from '../idea/types.ts';
import type { PlotId } from './types.ts';

const words = z.array(z.string().min(1)).min(1);
const KINDS = readYaml(new URL('./making-kinds.yaml', import.meta.url), z.strictObject({ kinds: z.record(z.string().regex(/^[a-z]+$/), words), wood: words, craft: words }));

const isMaking = (plot: PlotId, idea: IdeaReading | undefined): boolean => plot === 'do-together' && idea?.together === 'making';
/** Whether a list's word (one word or two) is said in the text. */
const says = (text: string, list: readonly string[]): boolean => {
  const said = ` ${text.toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `;
  return list.some((w) => said.includes(` ${w} `));
};

/** The flags of a making's book: 'made-fly', 'made-float', 'made-robot', 'made-nest' (none for another thing), 'made-wood';
 * 'made-craft' for a thing sewn, knitted or of paper, made for someone (a cushion, a scarf, a card, a present). */
export const MAKING_FLAGS = [...Object.keys(KINDS.kinds).map((k) => `made-${k}`), 'made-wood', 'made-craft'];
export function makingFlags(plot: PlotId, idea: IdeaReading | undefined): string[] {
  if (!isMaking(plot, idea)) return [];
  const used = (idea?.used ?? []).join(' ');
  // A card or a cushion is a craft of its own: never a rocket's wing or a boat's mast, even with a rocket drawn on it.
  if (says(used, KINDS.craft)) return ['made-craft'];
  const kind = Object.entries(KINDS.kinds).find(([, list]) => says(idea?.subject?.words ?? '', list))?.[0];
  return [...(kind ? [`made-${kind}`] : []), ...(says(used, KINDS.wood) ? ['made-wood'] : [])];
}

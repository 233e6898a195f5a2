// What the parent said: whether the idea's words name a word, a stock thing or a tool's deed. The planner picks
// stock things (words.yaml defaults) the parent named before others, and only a tool that fits the deed.
import { foldAccents } from '../idea/tables.ts';
import type { IdeaReading } from '../idea/types.ts';
import { PLOT_TABLE } from './plot-table.ts';

/** Whether the parent's idea holds this word ('christmas' in 'Christmas Eve'). */
export function saidWord(word: string, idea: IdeaReading | undefined): boolean {
  return [...(idea?.unused ?? []), ...(idea?.used ?? [])].join(' ').toLowerCase().split(/[^\p{L}]+/u).includes(word);
}

/** Whether the parent's words name a stock thing: its last word ('birthday cake': cake) is among them. */
export function parentSaid(noun: string, idea: IdeaReading | undefined): boolean {
  // Accents and the œ folded: parents type 'paques', 'oeufs'; 'citrouilles d'Halloween' ends in 'halloween'.
  const plain = (w: string): string => foldAccents(w.toLowerCase()).replace(/œ/gu, 'oe');
  const head = plain(noun).split(/[^\p{L}]+/u).pop() ?? '';
  const said = ` ${plain([...(idea?.unused ?? []), ...(idea?.used ?? [])].join(' ')).replace(/[^\p{L}]+/gu, ' ')} `;
  return head.length > 2 && (said.includes(` ${head} `) || said.includes(` ${head.replace(/s$/, '')} `));
}

/** Whether a tool fits the deed: its noun names the deed's thing (plan/plots.yaml 'deed-tools': "ride a
 * bike" is done with the bicycle) or one of its words. */
export function toolFits(noun: string, deed: string): boolean {
  const tools = new Map(Object.entries(PLOT_TABLE['deed-tools']));
  return deed.toLowerCase().split(/[^\p{L}]+/u).some((w) => noun.includes(tools.get(w) ?? '\u0000') || (w.length > 3 && noun.includes(w)));
}

// A magic land reached through a door (idea/magic-land.ts; plan/plots.yaml 'together' 'land' and 'lands'): what the land
// is made of and how it is reached, by the idea's words, so that each kind is told by its own lines ('land-sweets',
// 'way-wardrobe') and drawn in the place that fits it (the library for talking books, the clouds for dreams).
import type { IdeaReading } from '../idea/types.ts';
import { PLOT_TABLE } from './plot-table.ts';
import type { PlaceId, PlotId } from './types.ts';

const LANDS = PLOT_TABLE.lands;
const wordsOf = (text: string | undefined): string[] => (text ?? '').toLowerCase().split(/[^\p{L}-]+/u).filter(Boolean);
const isLand = (idea: IdeaReading | undefined): boolean => idea?.together === 'land';

/** What the land is made of, by a word of its name: 'sweets' for 'a land made of sweets', 'any' for 'a hidden world'. */
export function landKind(idea: IdeaReading | undefined): string | undefined {
  if (!isLand(idea)) return undefined;
  const said = wordsOf(idea?.subject?.words);
  return Object.entries(LANDS.kinds).find(([, row]) => row.words.some((w) => said.includes(w)))?.[0] ?? 'any';
}

/** How the land is reached, by a word of the idea: a wardrobe, under the bed, a dream; else a door never there before. */
export function landWay(idea: IdeaReading | undefined): string | undefined {
  if (!isLand(idea)) return undefined;
  const said = wordsOf([...(idea?.used ?? []), ...(idea?.unused ?? []), idea?.place?.words ?? ''].join(' '));
  return Object.entries(LANDS.ways).find(([, words]) => words.some((w) => said.includes(w)))?.[0] ?? 'door';
}

/** Where the land is drawn: its kind's place. */
export const landPlace = (idea: IdeaReading | undefined): PlaceId | undefined => LANDS.kinds[landKind(idea) ?? '']?.place;

/** The flags of a land's book: its kind and its way ('land-sweets', 'way-door'). */
export const LAND_FLAGS = [...Object.keys(LANDS.kinds).map((k) => `land-${k}`), ...Object.keys(LANDS.ways).map((w) => `way-${w}`)];
export const landFlags = (plot: PlotId, idea: IdeaReading | undefined): string[] =>
  plot === 'do-together' && isLand(idea) ? [`land-${landKind(idea)}`, `way-${landWay(idea)}`] : [];

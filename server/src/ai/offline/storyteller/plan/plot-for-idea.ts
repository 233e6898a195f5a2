// Which plot tells a request: the idea's situation first, the theme second (issue 10), and not one of the
// family's last plots when another fits.
import type { Theme } from '@storyloom/contracts/options';
import type { IdeaReading, Situation } from '../idea/types.ts';
import type { Rng } from '../rng.ts';
import type { PlotId } from './types.ts';

const BY_SITUATION: Record<Exclude<Situation, 'none'>, PlotId> = {
  lost: 'find-lost', stuck: 'free-stuck', broken: 'mend-broken', afraid: 'face-fear', wont: 'change-mind',
  growing: 'learn-skill', race: 'win-race', storm: 'weather-storm', party: 'save-party', 'new-arrival': 'save-party',
  'missing-friend': 'find-friend', learn: 'learn-skill',
};

const BY_THEME: Record<Theme, PlotId[]> = {
  adventure: ['find-lost', 'free-stuck', 'win-race', 'weather-storm'],
  friendship: ['find-friend', 'change-mind', 'save-party'],
  magic: ['mend-broken', 'find-lost', 'weather-storm'],
  learning: ['learn-skill', 'mend-broken'],
  kindness: ['free-stuck', 'find-lost', 'mend-broken'],
  bravery: ['face-fear', 'weather-storm', 'free-stuck'],
  discovery: ['find-lost', 'learn-skill', 'free-stuck'],
  family: ['save-party', 'find-lost', 'change-mind'],
};

/** Plots a bare thing can drive (an idea with no situation): the thing becomes their goal or rival. */
const BY_KIND: Record<string, PlotId[]> = {
  object: ['find-lost', 'free-stuck', 'mend-broken'],
  animal: ['find-friend', 'win-race', 'free-stuck'],
  person: ['find-friend', 'save-party'],
  place: ['find-lost', 'weather-storm', 'win-race'],
  event: ['save-party'],
};

export function plotFor(idea: IdeaReading | undefined, theme: Theme, rng: Rng, recent: readonly string[] = []): PlotId {
  if (idea && idea.situation !== 'none') return BY_SITUATION[idea.situation];
  const themed = BY_THEME[theme];
  const kind = idea?.subject?.kind ?? idea?.place?.kind;
  // A bare idea narrows the theme's plots to those it can drive; the theme orders them.
  const fitting = kind ? [...themed.filter((p) => BY_KIND[kind]?.includes(p)), ...(BY_KIND[kind] ?? [])] : themed;
  const fresh = fitting.filter((p) => !recent.includes(p));
  return rng.pick(fresh.length > 0 ? fresh : fitting);
}

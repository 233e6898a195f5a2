// A storm on a day out with the family ('Jack and his grandpa go fishing on the lake and a storm comes', « à la pêche
// avec papi, un orage éclate »): told before as plot weather-storm, a quest to 'beat the storm with the red spotty
// umbrella held tight' from a castle to the garden, with no lake and no fishing. The activity is the plot
// (idea/together.ts reads the storm beside it); the storm is its trouble: a fair morning, the sky turning at the
// complication, the shelter found at the turning point, the rainbow and the activity finished after.
import type { IdeaReading } from '../idea/types.ts';
import { PLOT_TABLE } from './plot-table.ts';
import type { PlotId } from './types.ts';

/** Does a storm come on this day out? Only out of doors: a day at home hears the rain on the window, no more. */
export function stormComes(plot: PlotId, idea: IdeaReading | undefined): boolean {
  if (plot !== 'do-together' || idea?.storm !== true || !idea.together) return false;
  return PLOT_TABLE.together[idea.together]?.['at-home'] !== true;
}

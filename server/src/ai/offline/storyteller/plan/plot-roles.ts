// How each plot uses the parent's idea (issue 10 'the idea becomes the problem, the goal or the helper'),
// and who is present when: plan/plots.yaml's rows, and the rule for the idea's role.
import { PLOT_TABLE } from './plot-table.ts';
import { PLOTS, type CastRole, type ObjectRole, type PlotId } from './types.ts';

export interface PlotRoles {
  /** Roles the plot cannot be told without (filled from the idea, else from words.yaml defaults). */
  needs: (CastRole | ObjectRole)[];
  /** When the owner is on the page: all along, at home (start and end), or once found (the missing friend). */
  ownerOn: 'all' | 'home' | 'found';
  /** The object every plot event turns on. */
  key: ObjectRole;
}

export const PLOT_ROLES = Object.fromEntries(PLOTS.map((id) => {
  const row = PLOT_TABLE.plots[id];
  return [id, { needs: row.needs, ownerOn: row['owner-on'], key: row.key }];
})) as Record<PlotId, PlotRoles>;

/** Which role of the plan holds the idea's subject, by plot and the subject's kind. */
export function ideaRoleFor(plot: PlotId, kind: string, situation = 'none'): 'goal' | 'owner' | 'rival' | 'tool' {
  // What grows is helped to grow, like a friend learning.
  const being = kind === 'person' || kind === 'animal' || situation === 'growing';
  switch (plot) {
    // A race's thing (a bike, a sledge, the egg on its spoon) is what the hero races with, never the rival.
    case 'win-race': return being ? 'rival' : 'tool';
    case 'find-friend': case 'change-mind': return being ? 'owner' : 'goal';
    case 'face-fear': return being ? 'owner' : 'goal';
    case 'weather-storm': case 'learn-skill': return being ? 'owner' : 'tool';
    case 'save-party': return being ? 'owner' : 'goal';
    default: return 'goal';
  }
}

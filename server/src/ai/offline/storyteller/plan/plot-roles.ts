// How each plot uses the parent's idea (issue 10 'the idea becomes the problem, the goal or the helper'),
// and who is present when. Tables, read by plan-story.ts.
import type { CastRole, EventKind, ObjectRole, PlotId } from './types.ts';

export interface PlotRoles {
  /** Roles the plot cannot be told without (filled from the idea, else from words.yaml defaults). */
  needs: (CastRole | ObjectRole)[];
  /** When the owner is on the page: all along, at home (start and end), or once found (the missing friend). */
  ownerOn: 'all' | 'home' | 'found';
  /** The object every plot event turns on. */
  key: ObjectRole;
}

export const PLOT_ROLES: Record<PlotId, PlotRoles> = {
  'find-lost': { needs: ['goal'], ownerOn: 'home', key: 'goal' },
  'free-stuck': { needs: ['goal'], ownerOn: 'home', key: 'goal' },
  'mend-broken': { needs: ['goal'], ownerOn: 'home', key: 'goal' },
  'face-fear': { needs: ['goal'], ownerOn: 'all', key: 'goal' },
  'change-mind': { needs: ['owner', 'goal'], ownerOn: 'all', key: 'goal' },
  'win-race': { needs: ['rival', 'goal'], ownerOn: 'home', key: 'goal' },
  'weather-storm': { needs: ['tool'], ownerOn: 'all', key: 'tool' },
  'save-party': { needs: ['owner', 'goal'], ownerOn: 'found', key: 'goal' },
  'find-friend': { needs: ['owner'], ownerOn: 'found', key: 'goal' },
  'learn-skill': { needs: ['tool'], ownerOn: 'all', key: 'tool' },
};

/** Events that show the plot's key object. */
export const KEY_OBJECT_EVENTS: ReadonlySet<EventKind> = new Set(['problem', 'try', 'complication', 'turning-point', 'resolution', 'celebration']);

/** Events where the helper is on the page once met. */
export const HELPER_EVENTS: ReadonlySet<EventKind> = new Set(['meet-helper', 'helper-task', 'turning-point', 'resolution']);

/** Events where the rival races beside the hero. */
export const RIVAL_EVENTS: ReadonlySet<EventKind> = new Set(['problem', 'set-off', 'try', 'complication', 'turning-point', 'resolution', 'celebration']);

/** Which role of the plan holds the idea's subject, by plot and the subject's kind. */
export function ideaRoleFor(plot: PlotId, kind: string, situation = 'none'): 'goal' | 'owner' | 'rival' | 'tool' {
  // What grows is helped to grow, like a friend learning.
  const being = kind === 'person' || kind === 'animal' || situation === 'growing';
  switch (plot) {
    case 'win-race': return 'rival';
    case 'find-friend': case 'change-mind': return being ? 'owner' : 'goal';
    case 'face-fear': return being ? 'owner' : 'goal';
    case 'weather-storm': case 'learn-skill': return being ? 'owner' : 'tool';
    case 'save-party': return being ? 'owner' : 'goal';
    default: return 'goal';
  }
}

// The storyteller's places (content in locales/<lang>/places.yaml), each drawn as one of the
// illustrator's sceneries, and where each plot goes (a table, not a rule).
import type { ScenePlace } from '../../../scene-brief.ts';
import type { Character } from '@storyloom/contracts/options';
import type { PlotId } from './types.ts';

export const PLACE_SCENES = {
  cottage: 'home', castle: 'castle', garden: 'garden', wood: 'forest', meadow: 'meadow', village: 'village',
  seashore: 'sea', mountain: 'mountain', cave: 'cave', clouds: 'sky', library: 'library', moon: 'sky',
} as const satisfies Record<string, ScenePlace>;
export type PlaceId = keyof typeof PLACE_SCENES;
export const PLACE_IDS = Object.keys(PLACE_SCENES) as PlaceId[];

/** Where the hero lives: the knight and the princess in their castle, every other child at home. */
export function homeOf(character: Character): PlaceId {
  return character === 'brave-knight' || character === 'clever-princess' ? 'castle' : 'cottage';
}

/** Where each plot's tries (away) and its turning point (far) happen. */
export const PLOT_PLACES: Record<PlotId, { away: PlaceId[]; far: PlaceId[] }> = {
  'find-lost': { away: ['garden', 'village', 'meadow'], far: ['wood', 'mountain', 'cave', 'seashore'] },
  'free-stuck': { away: ['meadow', 'village', 'garden'], far: ['wood', 'mountain', 'seashore'] },
  'mend-broken': { away: ['village', 'library'], far: ['mountain', 'cave', 'clouds'] },
  'face-fear': { away: ['garden', 'meadow'], far: ['village', 'seashore', 'wood'] },
  'change-mind': { away: ['garden', 'meadow'], far: ['village', 'wood', 'seashore'] },
  'win-race': { away: ['meadow', 'village'], far: ['mountain', 'wood', 'seashore'] },
  'weather-storm': { away: ['meadow', 'village', 'seashore'], far: ['mountain', 'wood', 'seashore'] },
  'save-party': { away: ['village', 'garden'], far: ['wood', 'meadow', 'mountain'] },
  'find-friend': { away: ['village', 'meadow'], far: ['wood', 'mountain', 'seashore', 'cave'] },
  'learn-skill': { away: ['meadow', 'village', 'garden'], far: ['mountain', 'seashore', 'wood'] },
};

/** The idea's own place ("on the moon", "at the beach") by the illustrator's key. */
export const IDEA_PLACES: Partial<Record<string, PlaceId>> = {
  sky: 'moon', sea: 'seashore', forest: 'wood', castle: 'castle', mountain: 'mountain', cave: 'cave',
  village: 'village', garden: 'garden', meadow: 'meadow', library: 'library',
};

/**
 * Places a short walk from home. A family's own trouble with no place in the idea (grandma's glasses, our
 * cat on the roof, the dog and the bath) is looked for near home, never on a mountain or by the sea.
 */
export const NEAR_HOME: readonly PlaceId[] = ['garden', 'village', 'meadow', 'wood', 'library'];

const STAYS_HOME: ReadonlySet<PlotId> = new Set(['face-fear', 'change-mind']);

/** The tries' place and the turning point's for a plot, near home when the trouble is the family's own. */
export function awayAndFar(plot: PlotId, home: PlaceId, nearHome: boolean, pick: (list: PlaceId[]) => PlaceId): { away: PlaceId; far: PlaceId } {
  // A fear at home (the dog and the bath) is met at home: practised in the garden, faced back indoors. A
  // "won't" (share the kite, go to bed) is always a matter for home and garden.
  if ((nearHome || plot === 'change-mind') && STAYS_HOME.has(plot) && home !== 'garden') return { away: 'garden', far: home };
  const table = PLOT_PLACES[plot];
  const near = (list: readonly PlaceId[]): PlaceId[] => (nearHome ? list.filter((p) => NEAR_HOME.includes(p)) : [...list]).filter((p) => p !== home);
  const awayList = near(table.away);
  const away = pick(awayList.length > 0 ? awayList : NEAR_HOME.filter((p) => p !== home));
  const farList = near(nearHome ? [...table.far, ...table.away, ...NEAR_HOME] : table.far).filter((p) => p !== away);
  return { away, far: pick(farList.length > 0 ? [...new Set(farList)] : [away]) };
}

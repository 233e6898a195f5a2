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

/**
 * Plots whose trouble stays where it is (the bee behind the window, the storm over the village, the
 * party): the tries, the turning point and the resolution happen there; the only trip is to get to it.
 */
export const AT_THE_TROUBLE: ReadonlySet<PlotId> = new Set(['free-stuck', 'weather-storm', 'save-party']);

/** Where such a trouble happens when the idea does not say. */
const TROUBLE_PLACES: Partial<Record<PlotId, PlaceId[]>> = {
  'free-stuck': ['garden', 'meadow', 'wood', 'village'],
  'weather-storm': ['village', 'seashore', 'garden'],
  'save-party': ['village', 'garden', 'meadow'],
};

/**
 * Where the idea's trouble is, from its words and the language's spots table (words.yaml): 'home' for
 * a window or the dark, the garden for a hedge. Phrases are read in order (where it is, then what it is);
 * undefined when no word says.
 */
export function troubleSpot(phrases: readonly string[], spots: Readonly<Record<string, readonly string[]>> | undefined): PlaceId | 'home' | undefined {
  for (const phrase of phrases) {
    const text = ` ${phrase.toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `;
    for (const [place, nouns] of Object.entries(spots ?? {})) {
      if (nouns.some((n) => text.includes(` ${n} `) || text.includes(` ${n}s `))) return place as PlaceId | 'home';
    }
  }
  return undefined;
}

export function awayAndFar(plot: PlotId, home: PlaceId, nearHome: boolean, pick: (list: PlaceId[]) => PlaceId, spot?: PlaceId | 'home'): { away: PlaceId; far: PlaceId } {
  // A trouble that stays put is helped where it is: one place for the tries and the turning point. At home
  // (a bee behind the window, a cat on the roof) that is the garden, where the window and the roof are seen.
  if (AT_THE_TROUBLE.has(plot)) {
    const at = spot === 'home' || (spot === home) ? (home === 'garden' ? 'meadow' : 'garden') : spot ?? pick((TROUBLE_PLACES[plot] ?? NEAR_HOME).filter((p) => p !== home && (!nearHome || NEAR_HOME.includes(p))));
    return { away: at, far: at };
  }
  // A fear of what is at home (the dark, a storm, the bath) is faced at home; of what is elsewhere (the sea,
  // the dentist), there, after practising in the garden.
  // A skill is practised where it is done: swimming by the sea.
  if (plot === 'learn-skill' && spot && spot !== 'home' && spot !== home) return { away: spot, far: spot };
  if (plot === 'face-fear' && spot) return { away: home === 'garden' ? 'meadow' : 'garden', far: spot === 'home' ? home : spot };
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

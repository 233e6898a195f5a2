// The plot skeletons: each theme offers several, each with the places and objects it can use.
// The prose of a skeleton lives in skeleton-text-en-*.ts and skeleton-text-fr-*.ts.
import type { Theme } from '@storyloom/contracts/options';
import type { PlaceId } from './places.ts';
import type { ThingId } from './things.ts';
import type { En, Fr } from './story-context.ts';
import { SKELETONS_MORE_A } from './skeletons-more-a.ts';
import { SKELETONS_MORE_B } from './skeletons-more-b.ts';

/**
 * Beats of the plot (DESIGN.md: home, want, problem, tries, help, turning point, resolution, return).
 * A plot that stays at home has no journey: a little walk (stroll) and a visitor (visit) instead.
 */
export type Beat =
  | 'home' | 'want' | 'problem' | 'journey' | 'try1' | 'meeting' | 'try2' | 'setback' | 'discovery'
  | 'help' | 'turning' | 'resolution' | 'return' | 'stroll' | 'visit';

export type Where = 'home' | 'away' | 'far';

export interface SkeletonDef {
  id: string;
  theme: Theme;
  aways: readonly PlaceId[];
  fars: readonly PlaceId[];
  goals: readonly ThingId[];
  /**
   * Where each beat happens when it is not the default (home beats at home, the journey far, the rest
   * away). A wish or a problem found away sends the journey before it (plot-plan.ts).
   */
  where?: Partial<Record<Beat, Where>>;
  /** The plot happens at home (a kitchen, a nursery): every beat stays home unless `where` says otherwise. */
  stay?: boolean;
  /** The climax happens at night (a star, the moon, a storm). */
  night?: boolean;
}

export interface SkeletonText<T> {
  titles: readonly T[];
  premise: T;
  want: T;
  problem: T;
  try1: T;
  try2: T;
  insight: T;
  solve: T;
  after: T;
}

export type EnSkeleton = SkeletonText<En>;
export type FrSkeleton = SkeletonText<Fr>;

const FORESTS: readonly PlaceId[] = ['whispering-wood', 'bluebell-wood'];
const HILLS: readonly PlaceId[] = ['cloudtop-mountain', 'snowy-peak'];
const SEAS: readonly PlaceId[] = ['silver-sea', 'shell-bay'];
const MEADOWS: readonly PlaceId[] = ['buttercup-meadow', 'rainbow-meadow'];

export const SKELETONS: readonly SkeletonDef[] = [
  { id: 'star-fall', theme: 'adventure', aways: HILLS, fars: [...FORESTS, 'buttercup-meadow'], goals: ['fallen-star'], night: true },
  { id: 'treasure-map', theme: 'adventure', aways: ['crystal-cave', 'echo-cave', 'shell-bay'], fars: [...FORESTS, 'cloudtop-mountain'], goals: ['music-box', 'singing-shell', 'brass-compass'] },
  { id: 'magpie', theme: 'adventure', aways: ['old-tower', ...HILLS], fars: [...FORESTS, ...MEADOWS], goals: ['magic-lantern', 'silver-bell'], where: { want: 'home', problem: 'home' } },
  { id: 'shy-newcomer', theme: 'friendship', aways: [...MEADOWS, 'rose-garden'], fars: [...FORESTS, 'applebrook'], goals: ['blue-ball'], where: { want: 'away', problem: 'away' } },
  { id: 'broken-bridge', theme: 'friendship', aways: ['bluebell-wood', 'buttercup-meadow'], fars: ['applebrook', 'whispering-wood'], goals: ['blue-ball', 'red-kite'], where: { problem: 'away' } },
  { id: 'boat-race', theme: 'friendship', aways: SEAS, fars: ['applebrook', ...MEADOWS], goals: ['paper-boat'], where: { problem: 'away' } },
  { id: 'spell-wrong', theme: 'magic', aways: ['great-library', 'old-tower'], fars: [...FORESTS, ...MEADOWS], goals: ['spell-book'], stay: true, where: { want: 'away' } },
  { id: 'sleepy-moon', theme: 'magic', aways: ['cloud-kingdom', ...HILLS], fars: [...FORESTS, ...MEADOWS], goals: ['silver-bell'], night: true },
  { id: 'wishing-feather', theme: 'magic', aways: [...MEADOWS, 'rose-garden'], fars: [...FORESTS, 'crystal-cave'], goals: ['rainbow-feather'], where: { problem: 'away' } },
  { id: 'new-skill', theme: 'learning', aways: [...SEAS, 'applebrook'], fars: [...MEADOWS, ...FORESTS], goals: ['apples', 'story-book'] },
  { id: 'riddle-door', theme: 'learning', aways: ['great-library', 'old-tower'], fars: [...FORESTS, 'applebrook'], goals: ['story-book', 'golden-key'], where: { problem: 'away' } },
  { id: 'slow-garden', theme: 'learning', aways: ['rose-garden', 'secret-garden'], fars: [...MEADOWS, 'applebrook'], goals: ['moonflower'], where: { problem: 'away' } },
  { id: 'hurt-bird', theme: 'kindness', aways: [...FORESTS, ...MEADOWS], fars: ['applebrook', 'rose-garden'], goals: ['blanket'], where: { want: 'away', problem: 'away' } },
  { id: 'grumpy-badger', theme: 'kindness', aways: ['applebrook', 'rose-garden'], fars: [...FORESTS, ...MEADOWS], goals: ['honey-cakes', 'story-book'], where: { problem: 'away' } },
  { id: 'lost-duckling', theme: 'kindness', aways: SEAS, fars: [...FORESTS, ...MEADOWS], goals: ['paper-boat', 'blanket'] },
  { id: 'cave-noise', theme: 'bravery', aways: ['echo-cave', 'crystal-cave'], fars: [...FORESTS, 'cloudtop-mountain'], goals: ['magic-lantern'] },
  { id: 'wobbly-bridge', theme: 'bravery', aways: HILLS, fars: [...FORESTS, ...MEADOWS], goals: ['honey-cakes', 'blanket'], where: { problem: 'away' } },
  { id: 'storm-light', theme: 'bravery', aways: SEAS, fars: ['applebrook', ...MEADOWS], goals: ['magic-lantern'], night: true },
  { id: 'secret-door', theme: 'discovery', aways: ['secret-garden', 'rose-garden'], fars: [...FORESTS, 'applebrook'], goals: ['golden-key'], where: { want: 'away', problem: 'away' } },
  { id: 'river-end', theme: 'discovery', aways: SEAS, fars: [...FORESTS, ...MEADOWS], goals: ['paper-boat'] },
  { id: 'speckled-egg', theme: 'discovery', aways: [...FORESTS, 'secret-garden'], fars: [...MEADOWS, 'great-library'], goals: ['blanket', 'story-book'], where: { want: 'away', problem: 'away' } },
  { id: 'grandma-cake', theme: 'family', aways: ['applebrook', 'blue-cottage'], fars: [...MEADOWS, ...FORESTS], goals: ['honey-cakes'], stay: true },
  { id: 'new-baby', theme: 'family', aways: [...MEADOWS, 'rose-garden'], fars: [...FORESTS, 'applebrook'], goals: ['blanket'], stay: true, where: { try2: 'away', setback: 'away', help: 'away' } },
  { id: 'family-quilt', theme: 'family', aways: [...MEADOWS, 'applebrook'], fars: [...FORESTS, 'shell-bay'], goals: ['blanket'], stay: true, where: { resolution: 'away' } },
  ...SKELETONS_MORE_A,
  ...SKELETONS_MORE_B,
];

// The shape of a character design: a fixed palette and a drawing function taking a pose and a mood.
import type { SceneBrief } from '../../../types.ts';

/** A scene's mood, 'asleep' (eyes closed) for a sleeping figure, or 'cross' (a frown, red cheeks) for a
 * figure stamping in a temper: a figure's own feeling, never a whole page's. */
export type Mood = SceneBrief['mood'] | 'asleep' | 'cross';
/** Arm and leg positions a design is drawn in; compose/pose.ts maps the brief's poses onto them. */
export const POSES = ['stand', 'wave', 'cheer', 'hips', 'clasp', 'droop', 'point', 'reach', 'hold', 'hug', 'walk', 'run', 'climb', 'jump', 'sit', 'sleep', 'search', 'offer',
  // Acting with something (compose/acting.ts draws the water, the bike, the pony, the rod or the pot around them).
  'swim', 'pedal', 'ride', 'fish', 'stir',
  // A tantrum: arms stiff at the sides with the fists down, one foot stamped.
  'stamp',
  // Hide and seek: hiding (hands clasped, a bush in front up to the chest: compose/acting.ts) and counting
  // (hands clasped at the chest, eyes shut, the numbers above).
  'hide', 'count',
  // In bed under the quilt (compose/in-bed.ts), asleep or tucked in awake: the sleeper's body in a bed.
  'tuck'] as const;
export type Pose = (typeof POSES)[number];

export interface Point { x: number; y: number }

export interface Figure {
  /** Local drawing: feet at (0, 0), facing the viewer (or facing right for four-legged designs). */
  svg: string;
  /** Where a small held prop goes, in local coordinates; absent when the hands are busy. */
  hand?: Point;
}

export interface CharacterDesign {
  readonly id: string;
  /** Colours drawn in every picture of this character: its look on every page. */
  readonly palette: Readonly<Record<string, string>>;
  /** Height of the figure in local units, used to frame it. */
  readonly height: number;
  /** True for designs drawn facing right (side view) rather than the viewer. */
  readonly sideView?: boolean;
  /** True for front-view designs that may be mirrored so a long tail swings away from a friend. Designs
   * with a sword hand or a shield stay unmirrored, so those keep their side on every page. */
  readonly mirrorable?: boolean;
  draw(pose: Pose, mood: Mood): Figure;
}

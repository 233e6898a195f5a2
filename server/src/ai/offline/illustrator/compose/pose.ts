// The brief's poses (what a character does on the page) to the arm-and-leg positions a design is drawn
// in; a character standing on a sad page droops. Companions share the page's feeling, a little softer, so
// a page never looks like a row of copies.
import type { ScenePose } from '../../../scene-brief.ts';
import type { Mood, Pose } from '../characters/types.ts';
import type { Rng } from '../prng.ts';

export const FIGURE_POSE: Record<ScenePose, Pose> = {
  standing: 'stand',
  waving: 'wave',
  cheering: 'cheer',
  proud: 'hips',
  worried: 'clasp',
  walking: 'walk',
  running: 'run',
  holding: 'hold',
  reaching: 'reach',
  climbing: 'climb',
  hugging: 'hug',
  'sitting-sad': 'sit',
  sitting: 'sit',
  pointing: 'point',
  jumping: 'jump',
  sleeping: 'sleep',
  searching: 'search',
  giving: 'offer',
  swimming: 'swim',
  cycling: 'pedal',
  riding: 'ride',
  fishing: 'fish',
  stirring: 'stir',
  stamping: 'stamp',
  hiding: 'hide',
  counting: 'count',
  // Lying tucked in: the sleeper's body, eyes open (in a bed the brief has, compose/cast-list.ts puts it in it).
  lying: 'sleep',
};

export function figurePose(pose: ScenePose, mood: Mood): Pose {
  if (pose === 'standing' && mood === 'sad') return 'droop';
  return FIGURE_POSE[pose];
}

/** The mood a figure's face shows: a sleeper's eyes are closed, a sad sitter looks sad. */
export function figureMood(pose: ScenePose, mood: Mood): Mood {
  if (pose === 'sleeping') return 'asleep';
  if (pose === 'sitting-sad') return 'sad';
  if (pose === 'stamping') return 'cross';
  // The seeker counts with eyes shut.
  if (pose === 'counting') return 'asleep';
  return mood;
}

const COMPANION_MOOD: Record<Exclude<Mood, 'asleep' | 'cross'>, readonly Mood[]> = {
  calm: ['calm', 'happy'],
  happy: ['happy', 'excited', 'calm'],
  excited: ['excited', 'happy'],
  proud: ['happy', 'proud'],
  worried: ['worried', 'calm'],
  sad: ['worried', 'sad'],
};

export function companionMood(mood: Mood, rng: Rng): Mood {
  // A friend is cross only when it stamps itself (figureMood): its own temper, kept as it is.
  return mood === 'asleep' || mood === 'cross' ? mood : rng.pick(COMPANION_MOOD[mood]);
}

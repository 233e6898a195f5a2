// Mood to body language: which poses suit a mood. The hero takes the first choice more often; companions
// vary so a page never looks like a row of copies.
import type { Mood, Pose } from '../characters/types.ts';
import type { Rng } from '../prng.ts';

const POSES: Record<Mood, readonly Pose[]> = {
  calm: ['stand', 'stand', 'wave'],
  happy: ['wave', 'cheer', 'stand'],
  excited: ['cheer', 'cheer', 'wave'],
  proud: ['hips', 'hips', 'wave'],
  worried: ['clasp', 'clasp', 'droop'],
  sad: ['droop', 'droop', 'clasp'],
};

/** Companions share the scene's feeling, a little softer. */
const COMPANION_MOOD: Record<Mood, readonly Mood[]> = {
  calm: ['calm', 'happy'],
  happy: ['happy', 'excited', 'calm'],
  excited: ['excited', 'happy'],
  proud: ['happy', 'proud'],
  worried: ['worried', 'calm'],
  sad: ['worried', 'sad'],
};

export function poseFor(mood: Mood, rng: Rng): Pose {
  return rng.pick(POSES[mood]);
}

export function companionMood(mood: Mood, rng: Rng): Mood {
  return rng.pick(COMPANION_MOOD[mood]);
}

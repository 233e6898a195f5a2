// The storyteller's seeded random numbers: same seed, same book (DECISIONS.md 'AI'). The type and the
// generator are the codebase's one (packages/contracts/src/random.ts); the storyteller mixes its seed
// first, so books stay the same as before the generators were made one.
import { createRandom, type Random } from '@storyloom/contracts/random';

export type Rng = Random;

export function createRng(seed: number): Rng {
  return createRandom((Math.floor(seed) ^ 0x9e3779b9) >>> 0);
}

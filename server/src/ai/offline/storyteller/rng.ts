// The storyteller's seeded random numbers: same seed, same book (DECISIONS.md 'AI').
import { mulberry32 } from '../../../lib/mulberry32.ts';

export interface Rng {
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
  shuffle<T>(list: readonly T[]): T[];
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  const next = mulberry32((Math.floor(seed) ^ 0x9e3779b9) >>> 0);
  const int = (n: number): number => Math.floor(next() * n);
  return {
    int,
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[int(list.length)] as T;
    },
    shuffle<T>(list: readonly T[]): T[] {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    chance: (p) => next() < p,
  };
}

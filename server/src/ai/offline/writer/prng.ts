// A small seeded random generator (mulberry32) and the picking helpers the storyteller uses.
// Same seed, same sequence: the offline writer must be deterministic (DECISIONS.md 'AI').
import { mulberry32 } from '../../../lib/mulberry32.ts';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[];
  /** True with probability p. */
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  const next = mulberry32((Math.floor(seed) ^ 0x9e3779b9) >>> 0);
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[int(list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  };
  return { next, int, pick, shuffle, chance: (p) => next() < p };
}

/**
 * Draws from named pools without ever giving the same item twice in one story
 * (DESIGN.md: "never uses the same realisation twice in one story").
 */
export class Picker {
  private readonly used = new Map<string, Set<number>>();

  constructor(readonly rng: Rng) {}

  /** An unused item of the pool, or undefined once the pool is spent. */
  take<T>(pool: string, list: readonly T[]): T | undefined {
    return this.takeIf(pool, list, () => true);
  }

  isUsed(pool: string, index: number): boolean {
    return this.used.get(pool)?.has(index) ?? false;
  }

  markUsed(pool: string, ...indexes: number[]): void {
    const used = this.used.get(pool) ?? new Set<number>();
    for (const i of indexes) used.add(i);
    this.used.set(pool, used);
  }

  /** An unused item that passes the test (tried in random order); only that one is marked used. */
  takeIf<T>(pool: string, list: readonly T[], accept: (item: T) => boolean): T | undefined {
    let used = this.used.get(pool);
    if (!used) {
      used = new Set();
      this.used.set(pool, used);
    }
    const free: number[] = [];
    for (let i = 0; i < list.length; i++) if (!used.has(i)) free.push(i);
    for (const index of this.rng.shuffle(free)) {
      const item = list[index];
      if (item !== undefined && accept(item)) {
        used.add(index);
        return item;
      }
    }
    return undefined;
  }
}

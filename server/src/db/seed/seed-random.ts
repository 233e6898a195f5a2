// A seeded random source for the seed script, so two runs with the same --seed make the same data.
import { mulberry32 } from '../../lib/mulberry32.ts';

export interface Random {
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  uuid(): string;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    chance: (p) => next() < p,
    // A version-4-shaped id drawn from the seed (crypto strength is not needed for sample data).
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

/** Inserts rows in batches: one statement per batch keeps 100,000 rows to seconds on either database. */
export async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

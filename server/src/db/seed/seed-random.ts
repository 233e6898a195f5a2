// A seeded random source for the seed script, so two runs with the same --seed make the same data.
import { createRandom as createShared, type Random } from '@storyloom/contracts/random';

/** The codebase's one seeded generator (packages/contracts/src/random.ts), with ids for sample rows. */
export type SeedRandom = Random & { uuid(): string };

export function createRandom(seed: number): SeedRandom {
  const random = createShared(seed);
  const hex = (n: number) => Array.from({ length: n }, () => random.int(0, 15).toString(16)).join('');
  // A version-4-shaped id drawn from the seed (crypto strength is not needed for sample data).
  return { ...random, uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(0, 3)]}${hex(3)}-${hex(12)}` };
}

/** Inserts rows in batches: one statement per batch keeps 100,000 rows to seconds on either database. */
export async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

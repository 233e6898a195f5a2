// Small statistics and printing helpers shared by the benchmarks.
import { createHash } from 'node:crypto';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

/** CPU milliseconds (user + system) spent by this process while fn runs. */
export async function cpuMs<T>(fn: () => Promise<T> | T): Promise<{ result: T; cpu: number; wall: number }> {
  const start = process.cpuUsage();
  const t0 = performance.now();
  const result = await fn();
  const wall = performance.now() - t0;
  const used = process.cpuUsage(start);
  return { result, cpu: (used.user + used.system) / 1000, wall };
}

/**
 * The same fixed CPU workload in every run (SHA-256 over 16 MiB): figures are also printed as
 * multiples of it, so runs on faster or busier machines can be compared.
 */
export async function referenceWorkloadMs(): Promise<number> {
  const block = Buffer.alloc(1024 * 1024, 7);
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const { cpu } = await cpuMs(() => {
      const h = createHash('sha256');
      for (let i = 0; i < 16; i++) h.update(block);
      return h.digest('hex');
    });
    runs.push(cpu);
  }
  return median(runs);
}

export function table(rows: Record<string, string | number>[]): string {
  const first = rows[0];
  if (!first) return '';
  const cols = Object.keys(first);
  const cell = (v: string | number | undefined) => (typeof v === 'number' ? v.toFixed(v < 10 ? 2 : 1) : (v ?? ''));
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(cell(r[c])).length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => String(cell(r[c])))))].join('\n');
}

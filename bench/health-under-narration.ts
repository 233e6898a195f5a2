// bench/health-under-narration: how fast /api/health answers while four 4,000-character narrations
// run at once, beside the same measurement on the idle server in the same run.
// Aim (issue 16): /api/health under 10 ms p99 while they run (speech and MP3 on worker threads).
import { startBenchApp } from './lib/bench-app.ts';
import { percentile, table } from './lib/stats.ts';

const SENTENCE = 'The little bear walked slowly through the quiet forest, looking for the lost golden key. ';

async function healthLatencies(url: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const t0 = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times;
}

/** BENCH_NARRATE_CHARS shortens the texts on a machine too loaded for four full-length narrations. */
const CHARS = Number(process.env.BENCH_NARRATE_CHARS ?? 4000);

export async function benchHealthUnderNarration(): Promise<void> {
  const bench = await startBenchApp();
  const text = SENTENCE.repeat(Math.ceil(CHARS / SENTENCE.length)).slice(0, CHARS);
  // Warm-up: the first narration loads espeak's voices on a thread.
  await (await fetch(`${bench.url}/api/narrate`, { method: 'POST', headers: bench.headers, body: JSON.stringify({ text: 'Warm up.' }) })).arrayBuffer();

  const idleUntil = performance.now() + 3000;
  const idle = await healthLatencies(bench.url, () => performance.now() > idleUntil);

  let done = 0;
  const t0 = performance.now();
  const narrations = Array.from({ length: 4 }, async () => {
    const res = await fetch(`${bench.url}/api/narrate`, { method: 'POST', headers: bench.headers, body: JSON.stringify({ text }) });
    await res.arrayBuffer();
    done++;
  });
  const loaded = await healthLatencies(bench.url, () => done === 4);
  await Promise.all(narrations);
  const wall = performance.now() - t0;
  await bench.close();

  const row = (what: string, xs: number[]) => ({ what, requests: xs.length, 'p50 ms': percentile(xs, 50), 'p99 ms': percentile(xs, 99), 'max ms': Math.max(...xs) });
  console.log(`\n/api/health while four ${CHARS}-character narrations run (aim for 4,000: p99 < 10 ms)`);
  console.log(table([row('idle server (baseline)', idle), row(`4 narrations (${Math.round(wall)} ms)`, loaded)]));
}

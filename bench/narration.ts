// bench/narration: offline speech speed (seconds of speech per CPU second), time to first audio for
// a story page through the API (fresh, then cached), and MP3 size per minute.
// Aim: >= 10x real time, < 500 ms for a fresh page, < 50 ms cached.
import { createOfflineNarrator } from '../server/src/ai/offline/narrator/index.ts';
import { createStoryteller } from '../server/src/ai/offline/storyteller/index.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { cpuMs, median, referenceWorkloadMs, table } from './lib/stats.ts';

async function speechSpeed() {
  const narrator = createOfflineNarrator();
  const writer = createStoryteller();
  const rows = [];
  for (const language of ['english', 'french'] as const) {
    const story = await writer.write({ character: 'wise-owl', theme: 'learning', length: 'short', language, ageGroup: '8-12', moralLesson: 'honesty', childName: '', customPrompt: '', seed: 42 });
    await narrator.narrate('Warm up.', { language, voice: 'nova' });
    const pages = story.chapters.slice(0, 3).map((c) => c.content);
    const speeds: number[] = [];
    const perPage: number[] = [];
    const kbPerMin: number[] = [];
    for (const text of pages) {
      const { result, cpu } = await cpuMs(() => narrator.narrate(text, { language, voice: 'nova' }));
      speeds.push(result.durationMs / cpu);
      perPage.push(cpu);
      kbPerMin.push(result.audio.length / 1024 / (result.durationMs / 60_000));
    }
    rows.push({ language, pages: pages.length, 'x real time (per CPU s)': median(speeds), 'CPU ms / page': median(perPage), 'MP3 KiB / min': median(kbPerMin) });
  }
  return rows;
}

async function firstAudio() {
  const bench = await startBenchApp();
  const { url, headers } = bench;
  const gen = await fetch(`${url}/api/stories/generate`, { method: 'POST', headers, body: JSON.stringify({ character: 'little-bear', theme: 'family', length: 'short', ageGroup: '5-8' }) });
  const { id } = (await gen.json()) as { id: string };
  for (;;) {
    const p = (await (await fetch(`${url}/api/stories/${id}/progress`, { headers })).json()) as { status: string };
    if (p.status === 'ready') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await fetch(`${url}/api/narrate`, { method: 'POST', headers, body: JSON.stringify({ text: 'Warm up.' }) });
  const timeAudio = async (page: number) => {
    const t0 = performance.now();
    const meta = (await (await fetch(`${url}/api/stories/${id}/narration/${page}`, { headers })).json()) as { audioUrl: string };
    const audio = await fetch(url + meta.audioUrl, { headers });
    await audio.arrayBuffer();
    return performance.now() - t0;
  };
  // Each page is timed on an idle server: after a fresh page, the server makes its MP3 and the
  // next page in the background, so the next measurement waits for that to finish.
  const settle = () => new Promise((r) => setTimeout(r, 4000));
  const fresh: number[] = [];
  const cached: number[] = [];
  for (const page of [2, 4, 6]) {
    fresh.push(await timeAudio(page));
    await settle();
  }
  for (const page of [2, 4, 6]) cached.push(await timeAudio(page));
  await bench.close();
  return { fresh, cached };
}

export async function benchNarration(): Promise<void> {
  const reference = await referenceWorkloadMs();
  console.log(`\n## bench/narration\nreference workload (SHA-256 of 16 MiB): ${reference.toFixed(1)} ms CPU\n`);
  console.log(table(await speechSpeed()));
  const { fresh, cached } = await firstAudio();
  console.log('\ntime to first audio for a chapter page through the API (5-8 story, 3 pages, idle server):');
  console.log(table([
    { page: 'fresh (synthesised)', 'median ms': median(fresh), 'max ms': Math.max(...fresh) },
    { page: 'cached (media store)', 'median ms': median(cached), 'max ms': Math.max(...cached) },
  ]));
  console.log(`cached is ${(median(fresh) / median(cached)).toFixed(0)}x faster than fresh (aims: fresh < 500 ms, cached < 50 ms)`);
}

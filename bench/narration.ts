// bench/narration: offline speech speed (seconds of speech per CPU second), the first audio byte of a
// fresh story page and of a fresh audiobook through the API, and MP3 size per minute.
// Aims (issue 16): first byte of a fresh page < 500 ms, audiobook first byte < 1 s, >= 10x real time.
// Same-run baselines: a fixed reference workload (machine speed) and the time this machine takes to
// synthesise the same page to bare PCM on the main thread (no encoding, no HTTP): the floor of the
// old 'whole page first' design, which the first byte should now beat by a wide margin.
import http from 'node:http';
import { createOfflineNarrator } from '../server/src/ai/offline/narrator/index.ts';
import { synthesize } from '../server/src/ai/offline/narrator/espeak-engine.ts';
import { id3v2Size } from '../server/src/lib/audio/id3-tag.ts';
import { readFrameHeader } from '../server/src/lib/audio/mp3-frames.ts';
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
    const toFirst: number[] = [];
    const pcmOnly: number[] = [];
    for (const text of pages) {
      // CPU (every thread of this process) until the first piece of MP3 is handed on: less swayed by
      // a loaded machine than wall time. Baseline: the whole page spoken to bare PCM, which the old
      // 'whole page as WAV first' design spent before its first byte.
      let start = process.cpuUsage();
      let first = Number.NaN;
      const onAudio = () => {
        if (Number.isNaN(first)) { const used = process.cpuUsage(start); first = (used.user + used.system) / 1000; }
      };
      const { result, cpu } = await cpuMs(() => narrator.narrate(text, { language, voice: 'nova', onAudio }));
      toFirst.push(first);
      start = process.cpuUsage();
      await synthesize(text, { voice: language === 'french' ? 'fr' : 'en-us', fallbackVoices: [], rate: 130, pitch: 55, range: 60 });
      const used = process.cpuUsage(start);
      pcmOnly.push((used.user + used.system) / 1000);
      speeds.push(result.durationMs / cpu);
      perPage.push(cpu);
      kbPerMin.push(result.audio.length / 1024 / (result.durationMs / 60_000));
    }
    rows.push({
      language, pages: pages.length, 'x real time (per CPU s)': median(speeds), 'aim': '>= 10', 'CPU ms / page': median(perPage), 'MP3 KiB / min': median(kbPerMin),
      'CPU ms to first MP3 piece': median(toFirst), 'baseline: CPU ms page to PCM': median(pcmOnly),
    });
  }
  return rows;
}

interface Timed {
  status: number;
  type: string;
  body: Buffer;
  /** Milliseconds until the first byte of the body, the first MPEG frame (after any ID3 tag), the last byte. */
  first: number;
  firstFrame: number;
  all: number;
}

/**
 * One request on its own connection (agent: false): a pooled connection the server is closing after
 * its 5 s keep-alive is reset under load, which would fail the run or time a retry.
 */
function timed(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      let first = Number.NaN;
      let firstFrame = Number.NaN;
      res.on('data', (chunk: Buffer) => {
        if (Number.isNaN(first)) first = performance.now() - t0;
        parts.push(chunk);
        if (Number.isNaN(firstFrame)) {
          const head = Buffer.concat(parts);
          const at = id3v2Size(head, 0);
          if (head.length >= at + 4 && readFrameHeader(head, at)) firstFrame = performance.now() - t0;
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(parts), first, firstFrame, all: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function json<T>(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const res = await timed(method, url, headers, body === undefined ? undefined : JSON.stringify(body));
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.body.toString()}`);
  return JSON.parse(res.body.toString()) as T;
}

async function newStory(url: string, headers: Record<string, string>): Promise<string> {
  const { id } = await json<{ id: string }>('POST', `${url}/api/stories/generate`, headers, { character: 'little-bear', theme: 'family', length: 'short', ageGroup: '5-8' });
  for (;;) {
    const p = await json<{ status: string }>('GET', `${url}/api/stories/${id}/progress`, headers);
    if (p.status === 'ready') return id;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function throughApi() {
  const bench = await startBenchApp();
  const { url, headers } = bench;
  const auth = { authorization: headers.authorization ?? '' };
  const audio = async (path: string) => {
    const res = await timed('GET', url + path, auth);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return res;
  };
  const id = await newStory(url, headers);
  await timed('POST', `${url}/api/narrate`, headers, JSON.stringify({ text: 'Warm up.' }));
  // Each page is timed on an idle server: background work after a page (look-ahead, warm-up) is
  // given time to finish before the next measurement.
  await new Promise((r) => setTimeout(r, 4000));
  const story = await json<{ chapters: { title: string; content: string }[] }>('GET', `${url}/api/stories/${id}`, headers);
  const fresh: Timed[] = [];
  const pcmOnly: number[] = [];
  const pages = [2, 4, 6];
  for (const page of pages) {
    // The player asks for the audio and the timings at once (web narration engine).
    const heard = audio(`/api/stories/${id}/narration/${page}/audio?voice=nova`);
    const timings = json('GET', `${url}/api/stories/${id}/narration/${page}?voice=nova`, headers);
    fresh.push(await heard);
    await timings;
    // The page after it is made ahead in the background: let that finish before the next measurement
    // (through its audio, which, unlike its timings, makes nothing further ahead).
    await audio(`/api/stories/${id}/narration/${page + 1}/audio?voice=nova`);
    await new Promise((r) => setTimeout(r, 2000));
    const chapter = story.chapters[page - 2];
    const text = `Chapter ${page - 1}. ${chapter?.title ?? ''}.\n\n${chapter?.content ?? ''}`;
    const t0 = performance.now();
    await synthesize(text, { voice: 'en-us', fallbackVoices: [], rate: 130, pitch: 55, range: 60 });
    pcmOnly.push(performance.now() - t0);
  }
  const cached = [];
  for (const page of pages) cached.push(await audio(`/api/stories/${id}/narration/${page}/audio?voice=nova`));

  // A book nobody has listened to yet, asked for as soon as it is ready (warm-up may be running).
  const book = await newStory(url, headers);
  const audiobook = await audio(`/api/stories/${book}/audiobook.mp3?voice=nova`);
  const audiobookCached = await audio(`/api/stories/${book}/audiobook.mp3?voice=nova`);
  await bench.close();
  return { fresh, cached, pcmOnly, audiobook, audiobookCached };
}

export async function benchNarration(): Promise<void> {
  const reference = await referenceWorkloadMs();
  console.log(`\n## bench/narration\nreference workload (SHA-256 of 16 MiB): ${reference.toFixed(1)} ms CPU\n`);
  console.log(table(await speechSpeed()));
  const r = await throughApi();
  const firsts = r.fresh.map((x) => x.first);
  const pcm = median(r.pcmOnly);
  console.log('\nfirst audio byte through the API (5-8 story, chapter pages 2, 4, 6; audio and timings asked at once, idle server):');
  console.log(table([
    { what: 'fresh page: first byte', 'median ms': median(firsts), 'max ms': Math.max(...firsts), aim: '< 500', 'x baseline': median(firsts) / pcm },
    { what: 'fresh page: whole answer', 'median ms': median(r.fresh.map((x) => x.all)), 'max ms': Math.max(...r.fresh.map((x) => x.all)), aim: '', 'x baseline': median(r.fresh.map((x) => x.all)) / pcm },
    { what: 'cached page: whole answer', 'median ms': median(r.cached.map((x) => x.all)), 'max ms': Math.max(...r.cached.map((x) => x.all)), aim: '< 50', 'x baseline': median(r.cached.map((x) => x.all)) / pcm },
    { what: 'baseline: same page to PCM (espeak, main thread)', 'median ms': pcm, 'max ms': Math.max(...r.pcmOnly), aim: '', 'x baseline': 1 },
    { what: 'fresh audiobook: first byte', 'median ms': r.audiobook.first, 'max ms': r.audiobook.first, aim: '< 1000', 'x baseline': r.audiobook.first / pcm },
    { what: 'fresh audiobook: first audio frame', 'median ms': r.audiobook.firstFrame, 'max ms': r.audiobook.firstFrame, aim: '< 1000', 'x baseline': r.audiobook.firstFrame / pcm },
    { what: 'fresh audiobook: whole answer', 'median ms': r.audiobook.all, 'max ms': r.audiobook.all, aim: '', 'x baseline': r.audiobook.all / pcm },
    { what: 'cached audiobook: whole answer', 'median ms': r.audiobookCached.all, 'max ms': r.audiobookCached.all, aim: '', 'x baseline': r.audiobookCached.all / pcm },
  ]));
  console.log(`fresh page answered as ${[...new Set(r.fresh.map((x) => x.type))].join(', ')}; ${(median(r.fresh.map((x) => x.body.length)) / 1024).toFixed(0)} KiB median`);
}

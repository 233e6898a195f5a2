/// <reference lib="dom" />
// bench/web reader long tasks: the main thread's long tasks (over 50 ms) while a signed-in book page
// (/story/{id}) loads, in headless Chromium at 4x CPU slowdown (Lighthouse's mobile preset) and a
// phone's screen (412 x 823), from the first paint until the book is built and a second has passed:
// the longest task and the blocking time (the sum of each task's time over 50 ms, as Lighthouse's 'total
// blocking time' counts it after the first contentful paint; no network throttling here).
// Usage (after `npm run build -w web`): npx tsx bench/web/reader-long-tasks.ts
//   BENCH_WEB_DIST=<a copy of web/dist>, BENCH_WEB_BEFORE_DIST=<an earlier build> (both loaded in turns),
//   READER_LOADS=3, READER_PROFILE=1 (also print where the CPU time of the long tasks went, by function).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { startBenchApp } from '../lib/bench-app.ts';
import { median, table } from '../lib/stats.ts';
import { readyStory, signedInCookie, type Site } from './lighthouse.ts';

interface Load {
  fcp: number;
  built: number;
  tasks: { start: number; duration: number }[];
}

async function startSite(name: string, webDist?: string): Promise<Site> {
  const bench = await startBenchApp(webDist ? { WEB_DIST: webDist } : {});
  const cookie = await signedInCookie(bench.url, bench.confirmationPath);
  const storyId = await readyStory(bench.url, cookie);
  return { name, url: bench.url, cookie, storyId, close: () => bench.close() };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** Self time by function. */
function selfTimes(profile: { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + delta / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25);
}

async function loadOnce(browser: Browser, site: Site, profile: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addCookies(site.cookie.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: site.url };
  }));
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'declined');
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const trace = process.env.READER_TRACE;
  if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'] });
  await page.goto(`${site.url}/story/${site.storyId}`);
  await page.locator('.reader-book .reader-page').first().waitFor({ state: 'attached', timeout: 60_000 });
  const built = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    tasks: (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
  }));
  if (trace) await browser.stopTracing();
  if (profile) {
    const { profile: cpu } = (await cdp.send('Profiler.stop')) as unknown as { profile: Parameters<typeof selfTimes>[0] };
    // Every sample of the load (its long tasks are most of the main thread's work).
    if (trace) writeFileSync(`${trace}.cpuprofile`, JSON.stringify(cpu));
    console.log(`\n${site.name}: self time by function over the load (ms, 4x slowdown)`);
    for (const [key, ms] of selfTimes(cpu)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${key}`);
  }
  await context.close();
  return { fcp: result.fcp, built, tasks: result.tasks };
}

export async function benchReaderLongTasks(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const sites: Site[] = [await startSite('this build', process.env.BENCH_WEB_DIST)];
  if (process.env.BENCH_WEB_BEFORE_DIST) sites.push(await startSite('before', process.env.BENCH_WEB_BEFORE_DIST));
  const loads = Number(process.env.READER_LOADS ?? 3);
  const profile = process.env.READER_PROFILE === '1';
  try {
    const measured = new Map<Site, Load[]>(sites.map((s) => [s, []]));
    // In turns, so that a busy moment of the machine falls on both builds alike.
    for (let i = 0; i < loads; i++) {
      for (const site of sites) {
        const load = await loadOnce(browser, site, profile);
        measured.get(site)?.push(load);
        const after = load.tasks.filter((t) => t.start + t.duration > load.fcp);
        console.log(`${site.name} load ${i + 1}: FCP ${Math.round(load.fcp)} ms, built ${Math.round(load.built)} ms, long tasks after FCP: ${after.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ')}`);
      }
    }
    const rows = sites.map((site) => {
      const list = measured.get(site) ?? [];
      const after = (l: Load) => l.tasks.filter((t) => t.start + t.duration > l.fcp);
      const tbt = list.map((l) => after(l).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
      const longest = list.map((l) => Math.max(0, ...after(l).map((t) => t.duration)));
      return {
        build: site.name,
        'TBT ms (each)': tbt.map((v) => Math.round(v)).join(' '),
        'TBT ms median': Math.round(median(tbt)),
        'longest ms (each)': longest.map((v) => Math.round(v)).join(' '),
        'longest ms median': Math.round(median(longest)),
        'built ms median': Math.round(median(list.map((l) => l.built))),
      };
    });
    console.log(`\nweb: reader long tasks after FCP, 4x CPU slowdown, 412x823 (${loads} loads each, in turns; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
    console.log(table(rows));
  } finally {
    await browser.close();
    for (const site of sites) await site.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchReaderLongTasks();
  process.exit(0);
}

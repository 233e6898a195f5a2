/// <reference lib="dom" />
// bench/web lighthouse: Lighthouse 12 (mobile preset: a mid-range phone, simulated slow 4G and 4x CPU
// slowdown) with Debian's Chromium, performance and accessibility, on landing, pricing, auth (signed out)
// and library and a reader (signed in), against the real product (built web app, fresh database).
// Aim (issue 16): performance >= 95 and accessibility 100 on each. Issue 16 measured before: landing 65,
// /auth 65, library 53, reader 54 (uncompressed; a gzip proxy alone lifted landing to 88-91).
// Needs `npm run build -w web` first. LIGHTHOUSE_PAGES=landing,reader runs some pages only. A busy machine lowers the performance figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchApp } from '../lib/bench-app.ts';
import { median, table } from '../lib/stats.ts';

const BEFORE: Record<string, number | string> = { landing: 65, pricing: '', auth: 65, library: 53, reader: 54 };

export async function signedInCookie(url: string, confirmationPath: (email: string) => Promise<string>): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.com`;
  await fetch(`${url}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name: 'Camille Martin', email, password: 'story-time-123' }),
  });
  // The link e-mailed at sign-up is what signs a family in.
  const res = await fetch(url + (await confirmationPath(email)), { redirect: 'manual' });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  await fetch(`${url}/api/auth/user`, { method: 'POST', headers: { cookie, origin: url } });
  return cookie;
}

export async function readyStory(url: string, cookie: string): Promise<string> {
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const res = await fetch(`${url}/api/stories/generate`, { method: 'POST', headers, body: JSON.stringify({ character: 'wise-owl', theme: 'friendship', length: 'short', language: 'english' }) });
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const progress = (await (await fetch(`${url}/api/stories/${id}/progress`, { headers })).json()) as { status: string };
    if (progress.status === 'ready') return id;
    if (progress.status === 'failed') throw new Error('the story failed');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A bench server with a signed-in family and one ready story (the reader's long-task bench uses it too). */
export interface Site {
  name: string;
  url: string;
  cookie: string;
  storyId: string;
  close: () => Promise<void>;
}

async function startSite(name: string, webDist?: string, opts: { bootData?: boolean } = {}): Promise<Site> {
  const bench = await startBenchApp(webDist ? { WEB_DIST: webDist } : {}, opts);
  const cookie = await signedInCookie(bench.url, bench.confirmationPath);
  const storyId = await readyStory(bench.url, cookie);
  return { name, url: bench.url, cookie, storyId, close: () => bench.close() };
}

export async function benchLighthouse(): Promise<void> {
  // BENCH_WEB_BEFORE_DIST=<an earlier build's web/dist>: both builds measured in turns, page by page, so
  // that a busy moment of the machine falls on both alike (open-book.ts says how to make one).
  const before = process.env.BENCH_WEB_BEFORE_DIST;
  // BENCH_WEB_DIST=<a copy of web/dist>: measure that build while web/ is rebuilt beside it.
  const sites = [await startSite('this build', process.env.BENCH_WEB_DIST)];
  // The earlier build is served as it was before the server wrote the signed-in pages' first answers and
  // skeleton into their HTML (docs/decisions/021), unless BENCH_WEB_BEFORE_BOOT_DATA=1.
  if (before) sites.push(await startSite('before', before, { bootData: process.env.BENCH_WEB_BEFORE_BOOT_DATA === '1' }));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = ([
      { name: 'landing', path: () => '/', signedIn: false },
      { name: 'pricing', path: () => '/pricing', signedIn: false },
      { name: 'auth', path: () => '/auth', signedIn: false },
      { name: 'library', path: () => '/library', signedIn: true },
      { name: 'reader', path: (site: Site) => `/story/${site.storyId}`, signedIn: true },
    ] satisfies { name: string; path: (site: Site) => string; signedIn: boolean }[]).filter((p) => !only || only.includes(p.name));
    // LIGHTHOUSE_RUNS=3: each page measured that many times (in turns with the earlier build) and the
    // median shown, with the load average when the page was done: a busy machine lowers the figures.
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
    const rows = [];
    for (const page of pages) {
      const measured = new Map<Site, { performance: number; accessibility: number; lcp: number; tbt: number; cls: number }[]>(sites.map((s) => [s, []]));
      for (let run = 0; run < runs; run++) {
        for (const site of sites) {
          const result = await lighthouse(`${site.url}${page.path(site)}`, {
            port: chrome.port,
            onlyCategories: ['performance', 'accessibility'],
            logLevel: 'error',
            output: 'json',
            ...(page.signedIn ? { extraHeaders: { cookie: site.cookie } } : {}),
          });
          const lhr = result?.lhr;
          // LIGHTHOUSE_REPORTS=<folder> keeps each page's full report, to see what a score is made of.
          const reports = process.env.LIGHTHOUSE_REPORTS;
          if (reports && lhr) {
            mkdirSync(reports, { recursive: true });
            writeFileSync(join(reports, `${page.name}${site === sites[0] ? '' : '-before'}${runs > 1 ? `-${run + 1}` : ''}.json`), JSON.stringify(lhr));
          }
          // A run Lighthouse could not finish (NO_NAVSTART on a busy machine) is left out of the median.
          if (!lhr || lhr.runtimeError) {
            console.warn(`lighthouse: ${page.name} (${site.name}) run ${run + 1}: ${lhr?.runtimeError?.code ?? 'no result'}`);
            continue;
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
          measured.get(site)?.push({
            performance: score('performance'), accessibility: score('accessibility'),
            lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift'),
          });
        }
      }
      const load = loadavg()[0]?.toFixed(1) ?? '';
      for (const site of sites) {
        const list = measured.get(site) ?? [];
        const mid = (pick: (m: (typeof list)[number]) => number) => median(list.map(pick));
        rows.push({
          page: page.name, ...(before ? { build: site.name } : {}),
          performance: `${mid((m) => m.performance)}${runs > 1 ? ` (${list.map((m) => m.performance).join(' ')})` : ''}`,
          accessibility: mid((m) => m.accessibility),
          'LCP ms': Math.round(mid((m) => m.lcp)), 'TBT ms': Math.round(mid((m) => m.tbt)), CLS: mid((m) => m.cls).toFixed(3),
          aim: '>= 95 / 100', 'perf. before': BEFORE[page.name] ?? '', load,
        });
      }
    }
    console.log(`\nweb: Lighthouse 12, mobile preset (performance, accessibility; median of ${runs}; load = 1-minute load average after the page)`);
    console.log(table(rows));
  } finally {
    await chrome.kill();
    for (const site of sites) await site.close();
  }
}

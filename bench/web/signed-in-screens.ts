// bench/web signed-in screens: the library and a reader, signed in, at a desk's width (1280 px) and a
// phone's (390 px), in English and French, saved as PNG files, with what each page's largest contentful
// paint was (the element and when, unthrottled): to see what a change to their first load does.
// Usage (after `npm run build -w web`): SCREENS_DIR=/tmp/screens npx tsx bench/web/signed-in-screens.ts
// (BENCH_WEB_DIST=<a copy of web/dist> to look at that build).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBenchApp } from '../lib/bench-app.ts';
import { readyStory, signedInCookie } from './lighthouse.ts';

const out = process.env.SCREENS_DIR ?? 'screens';
mkdirSync(out, { recursive: true });
const bench = await startBenchApp(process.env.BENCH_WEB_DIST ? { WEB_DIST: process.env.BENCH_WEB_DIST } : {});
const cookie = await signedInCookie(bench.url, bench.confirmationPath);
const storyId = await readyStory(bench.url, cookie);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const language of ['en', 'fr']) {
    for (const width of [1280, 390]) {
      // SCREENS_NO_JS=1: what the server's HTML shows before the app runs (its skeleton).
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 }, locale: language, javaScriptEnabled: process.env.SCREENS_NO_JS !== '1' });
      await context.addCookies(cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: bench.url };
      }));
      await context.addInitScript((lng) => {
        localStorage.setItem('story-app-language', lng);
        localStorage.setItem('cookieConsent', 'declined');
        (window as unknown as { lcp: string[] }).lcp = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; size: number; url: string })[]) {
            (window as unknown as { lcp: string[] }).lcp.push(`${Math.round(e.startTime)} ms, ${e.size} px²: ${e.element?.outerHTML.slice(0, 160) ?? e.url}`);
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // A spinner between the server's skeleton and the page is a flash the skeleton is there to avoid.
        new MutationObserver(() => {
          const w = window as unknown as { lcp: string[]; spun?: boolean };
          if (!w.spun && document.querySelector('#root .animate-spin')) {
            w.spun = true;
            w.lcp.push(`${Math.round(performance.now())} ms: a spinner is shown: ${document.querySelector("#root .animate-spin")?.parentElement?.parentElement?.outerHTML.slice(0, 300)}`);
          }
        }).observe(document, { childList: true, subtree: true });
      }, language);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      for (const [name, path] of [['library', '/library'], ['reader', `/story/${storyId}`]] as const) {
        await page.goto(bench.url + path, { waitUntil: 'networkidle' });
        if (process.env.SCREENS_NO_JS !== '1') await page.waitForTimeout(1500);
        const file = `${name}-${language}-${width}.png`;
        await page.screenshot({ path: join(out, file) });
        const lcp = process.env.SCREENS_NO_JS === '1' ? [] : await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
        console.log(file, errors.length ? `console errors: ${errors.join(' | ')}` : '');
        for (const line of lcp) console.log('  LCP', line);
        errors.length = 0;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await bench.close();
}
process.exit(0);

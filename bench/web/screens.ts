// bench/web screens: the public pages at a desk's width (1280 px) and a phone's (390 px), in English and
// French, saved as PNG files to look at after a change to the first load (nothing regresses visually).
// Usage: BASE_URL=http://localhost:3000 SCREENS_DIR=/tmp/screens npx tsx bench/web/screens.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.SCREENS_DIR ?? 'screens';
const pages = (process.env.SCREENS_PAGES ?? '/,/pricing,/auth').split(',');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const language of ['en', 'fr']) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 }, locale: language });
      await context.addInitScript((lng) => {
        localStorage.setItem('story-app-language', lng);
        localStorage.setItem('cookieConsent', 'declined');
      }, language);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => { // A signed-out visitor's session check answers 401: expected.
        if (m.type() === 'error' && !m.text().includes('status of 401')) errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(e.message));
      for (const path of pages) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${language}-${width}.png`;
        await page.screenshot({ path: join(out, name), fullPage: process.env.SCREENS_FULL === '1' });
        console.log(name, errors.length ? `console errors: ${errors.join(' | ')}` : '');
        errors.length = 0;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}

/// <reference lib="dom" />
// What the benches of a parent's 'Create' click share: Debian's Chromium, a signed-in family on the
// pro plan (every length, enough stories for every run) in a page of the real web app, the generator's
// choices, and the click's time taken inside the page.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { appUsers } from '../../server/src/db/schema/index.ts';
import type { BenchApp } from './bench-app.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
}

/** A new family, signed up and signed in through the e-mailed link, in its own browser context. */
export async function signedInPage(browser: Browser, bench: BenchApp, initScripts: (() => void)[] = []): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: bench.url, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  for (const script of initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  const email = `open-${Date.now()}@example.com`;
  await page.request.post('/api/identity/sign-up/email', { data: { name: 'Bench Parent', email, password: 'story-time-123' } });
  await page.request.get(await bench.confirmationPath(email), { maxRedirects: 0 });
  await page.request.post('/api/auth/user');
  // Every length, and enough stories for every run (the free plan has 3 a month).
  await bench.database.db.update(appUsers).set({ subscriptionPlan: 'pro' });
  return { page, context };
}

/** One of the generator's choices (a character, a theme, a length), by its label. */
export async function pick(page: Page, name: string | RegExp): Promise<void> {
  await page.locator('label', { has: page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name }) }).click();
}

/** Fills /generate with the given choices and clicks 'Create'; the click's time is kept in the page as benchClickAt. */
export async function clickCreate(page: Page, choices: (string | RegExp)[]): Promise<void> {
  await page.goto('/generate');
  for (const choice of choices) await pick(page, choice);
  await page.getByLabel("Child's name").fill('Léa');
  await page.evaluate(() => {
    document.addEventListener('click', () => Object.assign(window, { benchClickAt: performance.now() }), { capture: true, once: true });
  });
  await page.getByTestId('generate-button').click();
}

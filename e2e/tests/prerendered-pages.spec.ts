// Callbacks passed to the page (evaluate) run in the browser and use its globals.
/// <reference lib="dom" />
// The public pages come prerendered (docs/decisions/019): their words are on screen before the app's
// code runs, and the app takes the same elements over (hydration) instead of drawing the page again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TITLES = {
  en: { '/': 'Stories starring your child, written and illustrated in minutes', '/pricing': 'Choose the plan for your family', '/auth': 'Welcome to Storyloom' },
  fr: { '/': 'Des histoires dont votre enfant est le héros, écrites et illustrées en quelques minutes', '/pricing': 'Choisissez la formule de votre famille', '/auth': 'Bienvenue sur Storyloom' },
} as const;

/** Holds back the app's own script (React, the router, i18next) until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'French'}`, () => {
    test.use({ locale: language, viewport: { width: 1280, height: 800 } });
    for (const path of ['/', '/pricing', '/auth'] as const) {
      test(`${path} is on screen before the app's code, which then takes the page over in place`, async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
        const release = await holdTheApp(page);
        await page.goto(path, { waitUntil: 'commit' });
        const title = page.getByRole('heading', { level: 1, name: TITLES[language][path] });
        await expect(title).toBeVisible();
        // The page describes itself in its own language (search results, shared links).
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', language === 'en' ? /personalised bedtime stories/ : /histoires illustrées et personnalisées/);
        await title.evaluate((h1) => h1.setAttribute('data-before-app', ''));
        release();
        // React has taken the painted title over (hydrated it) rather than drawing a new one. (A click that
        // changes the language before then makes React draw the part not yet hydrated anew, which is right.)
        await expect.poll(() => title.evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber')))).toBe(true);
        // The switcher works only once the app runs; the title it rewrites is still the element painted first.
        const other = language === 'en' ? 'fr' : 'en';
        await page.getByRole('group', { name: language === 'en' ? 'Language' : 'Langue' }).locator(`button[lang="${other}"]`).click();
        const switched = page.getByRole('heading', { level: 1, name: TITLES[other][path] });
        await expect(switched).toBeVisible();
        await expect(switched).toHaveAttribute('data-before-app', '');
      });
    }
  });
}

test('a visitor who chose French on an English browser never sees the page in English', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'declined');
    localStorage.setItem('story-app-language', 'fr');
  });
  const release = await holdTheApp(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  // The server sent the English page (the browser's language): it stays hidden until the app runs.
  const english = page.getByRole('heading', { level: 1, name: TITLES.en['/auth'], includeHidden: true });
  await expect(english).toBeAttached();
  await expect(english).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: TITLES.fr['/auth'] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TITLES.en['/auth'], includeHidden: true })).toHaveCount(0);
});

// Issue 14, point 9: no axe-core violation on any screen a family or a visitor sees, in English on a
// laptop and in French on a phone. Each screen is checked whole (nav bar, chat button and all) once
// its own content has shown.
import AxeBuilder from '@axe-core/playwright';
import { test as plainTest, type Page } from '@playwright/test';
import { createReadyStory, expect, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ') + (process.env.AXE_DEBUG ? ` ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}` : '')).slice(0, 4).join(', ')}`);
}

/** Opens a screen, waits for the element that says it has shown, and collects what axe finds. */
async function check(page: Page, found: Record<string, string[]>, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  // Fades and slides end first: a colour measured half-way through a fade-in is not the page's colour.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  const list = await violations(page);
  if (list.length > 0) found[path.replace(/[0-9a-f-]{36}|[A-Za-z0-9_-]{20,}/g, ':id')] = list;
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });

for (const { lang, width, height } of [
  { lang: 'en' as const, width: 1280, height: 800 },
  { lang: 'fr' as const, width: 390, height: 844 },
]) {
  const setup = async (page: Page, banner: boolean) => {
    await page.addInitScript(({ language, keepBanner }) => {
      localStorage.setItem('story-app-language', language);
      if (!keepBanner) localStorage.setItem('cookieConsent', 'declined');
    }, { language: lang, keepBanner: banner });
  };

  plainTest.describe(`${lang} at ${width} px`, () => {
    plainTest.use({ viewport: { width, height }, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });

    plainTest('signed-out screens: landing (with its cookie notice), sign-in, pricing, help, contact, privacy, terms, cookies', async ({ page }) => {
      await setup(page, true);
      const found: Record<string, string[]> = {};
      await check(page, found, '/', async (p) => {
        await h1(p);
        await expect(p.getByRole('region', { name: lang === 'fr' ? 'Un mot sur les cookies.' : 'A word about cookies.' })).toBeVisible();
      });
      // The notice was checked on the landing page; elsewhere it would fade in while axe reads the page.
      await page.evaluate(() => localStorage.setItem('cookieConsent', 'declined'));
      for (const path of ['/auth', '/pricing', '/help', '/contact', '/privacy', '/terms', '/cookies']) await check(page, found, path, h1);
      expect(found).toEqual({});
    });

    test('signed-in screens: dashboard, generator, library, reader, account, and the shared story a grandparent opens', async ({ page, parent: _parent }) => {
      await setup(page, false);
      const story = await createReadyStory(page, { language: lang === 'fr' ? 'french' : 'english' });
      const share = (await (await page.request.post(`/api/stories/${story.id}/share`)).json()) as { token: string };
      const found: Record<string, string[]> = {};
      await check(page, found, '/', async (p) => expect(p.getByTestId('plan-usage')).toBeVisible());
      await check(page, found, '/generate', h1);
      await check(page, found, '/library', async (p) => expect(p.getByRole('heading', { name: story.title }).first()).toBeVisible());
      await check(page, found, `/story/${story.id}`, async (p) => expect(p.getByTestId('page-label')).toBeVisible({ timeout: 45_000 }));
      await check(page, found, '/account', h1);
      await page.context().clearCookies();
      await check(page, found, `/shared/${share.token}`, async (p) => expect(p.getByTestId('page-label')).toBeVisible({ timeout: 45_000 }));
      expect(found).toEqual({});
    });
  });
}

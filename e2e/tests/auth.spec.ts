// Callbacks passed to the page (addInitScript, evaluate) run in the browser and use its globals.
/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { PLANS } from '@storyloom/contracts/plans';
import { test as plainTest, type Page } from '@playwright/test';
import { confirmationLink } from './confirm-email';
import { createParent, expect, test } from './fixtures';

const LANDING_TITLE = 'Stories starring your child, written and illustrated in minutes';
const FREE_LIMIT = PLANS.free.storiesPerMonth;

/** The cookie banner is tested on its own; the other journeys read the product. */
async function skipCookieBanner(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', 'declined');
  });
}

test.describe('accounts and the signed-in shell', () => {
  test('a new parent signs up through the form and sees the dashboard with their first name and the free plan at 0 of 3', async ({ page }) => {
    await skipCookieBanner(page);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByLabel('Your name').fill('Camille Martin');
    const email = `camille-${Date.now()}@example.com`;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('story-time-123');
    await page.getByRole('button', { name: 'Create my account' }).click();

    // The same answer for any address (docs/decisions/012): the link e-mailed to it signs in.
    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(email);
    await page.goto(confirmationLink(email));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Camille!' })).toBeVisible();
    await expect(page.getByTestId('plan-name')).toContainText('Free');
    await expect(page.getByTestId('plan-usage')).toHaveText(`0 of ${FREE_LIMIT}`);
  });

  test('a parent signs out from the avatar menu to the landing page, then signs in again through the form', async ({ page }) => {
    await skipCookieBanner(page);
    const parent = await createParent(page, 'Noah Petit');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Noah!' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('E-mail').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Noah!' })).toBeVisible();
  });

  test('French chosen in the switcher is kept after a reload', async ({ page, parent: _parent }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Camille!' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to French' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour, Camille\s!$/ })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour, Camille\s!$/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a signed-out visit to /library shows the landing page', async ({ page }) => {
    await skipCookieBanner(page);
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/library$/);
  });

  test('the dashboard has no serious or critical accessibility violation', async ({ page, parent: _parent }) => {
    await page.goto('/');
    await expect(page.getByTestId('plan-usage')).toBeVisible();
    // The page's own content: the nav bar is the shell's and is checked with it.
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

// A plain test: a first visit, with none of the fixture's stored choices.
plainTest('the cookie banner appears a second after a first visit, and Decline keeps it away after a reload', async ({ page }) => {
  await page.addInitScript(() => {
    // Notes when the banner first shows, measured from the start of navigation.
    new MutationObserver(() => {
      if (!('bannerShownAt' in window) && document.getElementById('cookie-title')) {
        Object.assign(window, { bannerShownAt: performance.now() });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'A word about cookies.' });
  await expect(banner).toBeVisible();
  const shownAt = await page.evaluate(() => (window as unknown as { bannerShownAt: number }).bannerShownAt);
  expect(shownAt).toBeGreaterThanOrEqual(1000);

  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
  // Wait until the banner would have shown (a condition on the page's clock, not a sleep).
  await page.waitForFunction(() => performance.now() > 2000);
  await expect(banner).toHaveCount(0);
});

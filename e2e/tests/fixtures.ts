// Journeys that are not about signing up start signed in: a user is created through the API and
// its session cookie handed to the browser (epic-stack's habit), so each test stays short.
import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import type { GenerationRequest, Story } from '@storyloom/contracts/stories';
import { signUpAndConfirm } from './confirm-email';

export interface Parent {
  name: string;
  email: string;
  password: string;
}

export async function createParent(page: Page, name = 'Camille Martin'): Promise<Parent> {
  const parent = { name, email: `parent-${randomUUID()}@example.com`, password: 'story-time-123' };
  // The request context shares the browser context's cookies, so the page is signed in once the
  // link e-mailed at sign-up is opened.
  await signUpAndConfirm(page, parent);
  await page.request.post('/api/auth/user');
  return parent;
}

/**
 * Console errors a journey may meet without anything being wrong, each with its reason. Anything else
 * the page logs as an error, and any uncaught page error, fails the journey (issue 15).
 */
const EXPECTED_CONSOLE_ERRORS: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^Failed to load resource: the server responded with a status of 4\d\d/,
    reason: 'the browser logs every 4xx answer: the signed-out session probe (401), a wrong password, a limit reached are expected answers',
  },
];

export interface ConsoleOptions {
  /**
   * Console errors this journey expects (e.g. a failure it provokes on purpose), as one pattern:
   * Playwright reads an array given to test.use as a [value, options] pair, so a list would be lost.
   */
  allowedConsoleErrors: RegExp | null;
}

export const test = base.extend<{ parent: Parent } & ConsoleOptions>({
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const unexpected: string[] = [];
    const allowed = (text: string) => EXPECTED_CONSOLE_ERRORS.some((e) => e.pattern.test(text)) || (allowedConsoleErrors?.test(text) ?? false);
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowed(message.text())) unexpected.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!allowed(error.message)) unexpected.push(`page error: ${error.stack ?? error.message}`);
    });
    await use(page);
    expect(unexpected, 'the page logged errors nobody expected').toEqual([]);
  },
  parent: async ({ page }, use) => {
    await page.addInitScript(() => {
      // Journeys read the product, not the cookie banner; its own test clears this.
      if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', 'declined');
    });
    await use(await createParent(page));
  },
});

export { expect };

/** Asks for a story through the API and waits until it is written and illustrated. */
export async function createReadyStory(
  page: Page,
  request: Partial<GenerationRequest> = {},
): Promise<Story> {
  const res = await page.request.post('/api/stories/generate', {
    data: { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english', ...request },
  });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/stories/${id}/progress`)).json()) as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('ready');
  return (await (await page.request.get(`/api/stories/${id}`)).json()) as Story;
}

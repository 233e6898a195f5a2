import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PROGRESS_RECORD_KEY = 'story-generation-progress';

/** Picks a card of a radio group by clicking its label, as a parent would. */
async function pick(page: Page, name: string | RegExp) {
  await page.locator('label', { has: page.getByRole('radio', { name, exact: typeof name === 'string' }) }).click();
}

test.describe('the story generator', () => {
  test('a parent generates a story, watches its progress and finds it on the dashboard', async ({ page, parent: _parent }) => {
    // Writing and illustrating take a few seconds; a busy machine makes it more.
    test.setTimeout(120_000);
    await page.goto('/generate');
    await expect(page.getByRole('heading', { name: "Let's write a new story" })).toBeVisible();
    await expect(page.getByTestId('stories-left')).toHaveText('3 of 3 stories left this month');

    await pick(page, 'Wise owl');
    await pick(page, 'Friendship');
    await page.getByLabel("Child's name").fill('Léa');
    await expect(page.getByTestId('story-summary')).toHaveText('A friendship story about Léa the wise owl, for ages 5-8, in English.');

    // The built-in storyteller writes a book in well under a second; the progress events are held here
    // until the overlay has been read, so the journey can read it however fast the machine is.
    let releaseEvents: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      releaseEvents = resolve;
    });
    await page.route('**/api/stories/*/events', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('generate-button').click();
    const overlay = page.getByTestId('generation-progress');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: 'Writing your story' })).toBeVisible();
    // The estimate is the writer in use's (issue 14), never a service's minutes for a book of seconds.
    await expect(overlay.getByTestId('generation-estimate')).toHaveText('Our built-in storyteller writes a book in a few seconds.');
    await expect(overlay).not.toContainText('minutes');
    releaseEvents();

    // The book opens as soon as it can be read (issue 16); the pictures may still be arriving.
    await expect(page).toHaveURL(/\/story\/[\w-]+$/, { timeout: 90_000 });
    const storyId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.locator('.reader-book .reader-page').first()).toBeVisible();
    await expect.poll(async () => ((await (await page.request.get(`/api/stories/${storyId}`)).json()) as { status: string }).status).toBe('ready');
    const story = await (await page.request.get(`/api/stories/${storyId}`)).json() as { title: string; status: string };
    expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_RECORD_KEY)).toBeNull();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: story.title })).toBeVisible();
  });

  test('on the free plan each locked length names the cheapest plan that opens it', async ({ page, parent: _parent }) => {
    await page.goto('/generate');
    const lengths = page.getByTestId('length-picker');
    await expect(lengths.getByRole('radio', { name: /^Short/ })).toBeChecked();
    await expect(lengths.getByRole('radio', { name: /^Long/ })).toBeDisabled();
    await expect(lengths.locator('label', { hasText: 'Medium' })).toContainText('With Basic or above');
    await expect(lengths.locator('label', { hasText: 'Long' })).toContainText('With Premium or above');
    await expect(lengths.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  test('submitting without a character shows the missing-information toast', async ({ page, parent: _parent }) => {
    await page.goto('/generate');
    await pick(page, 'Magic');
    await expect(page.getByTestId('generate-button')).toBeDisabled();
    const name = page.getByLabel("Child's name");
    await name.fill('Noah');
    await name.press('Enter');
    await expect(page.getByText('Missing information')).toBeVisible();
    await expect(page.getByText('Please select a character, theme and language for your story.')).toBeVisible();
    await expect(page.getByTestId('generation-progress')).toHaveCount(0);
  });

  test('the missing-information toast speaks French when the interface does', async ({ page, parent: _parent }) => {
    await page.addInitScript(() => localStorage.setItem('story-app-language', 'fr'));
    await page.goto('/generate');
    await page.getByLabel("Prénom de l'enfant").press('Enter');
    await expect(page.getByText('Informations manquantes')).toBeVisible();
  });

  test('a French interface suggests a French story until the parent picks a language', async ({ page, parent: _parent }) => {
    await page.addInitScript(() => localStorage.setItem('story-app-language', 'fr'));
    await page.goto('/generate');
    await pick(page, 'Hibou sage');
    await pick(page, 'Amitié');
    await expect(page.getByTestId('story-summary')).toContainText('en français');
  });

  test('a story left writing is followed again on return and announced with a link when ready', async ({ page, parent: _parent }) => {
    const res = await page.request.post('/api/stories/generate', { data: { character: 'little-bear', theme: 'family', length: 'short' } });
    expect(res.status()).toBe(200);
    const { id } = await res.json() as { id: string };
    await page.addInitScript(([key, storyId]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, JSON.stringify({ progress: 15, currentStep: 'preparing', timestamp: Date.now(), storyId }));
      }
    }, [PROGRESS_RECORD_KEY, id] as const);

    await page.goto('/generate');
    await expect(page.getByText('Your story is ready!')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Read it' }).click();
    await expect(page).toHaveURL(new RegExp(`/story/${id}$`));
  });

  test('a saved progress older than five minutes is dropped', async ({ page, parent: _parent }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify({ progress: 100, currentStep: 'ready', completed: true, timestamp: Date.now() - 6 * 60_000, storyId: 'gone' }));
    }, PROGRESS_RECORD_KEY);
    await page.goto('/generate');
    await expect(page.getByTestId('generate-button')).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROGRESS_RECORD_KEY)).toBeNull();
    await expect(page.getByText('Your story is ready!')).toHaveCount(0);
  });
});

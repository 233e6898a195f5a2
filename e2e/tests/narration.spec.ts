// Issue 5, browser side: narration with read-along highlighting, auto-play and the audiobook.
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createReadyStory, expect, test } from './fixtures';

// Headless Chromium plays sound without a device; this only removes the gesture rule for timers.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] } });

const createStory = async (page: Page) =>
  (await createReadyStory(page, { character: 'friendly-dragon', theme: 'friendship', childName: 'Léa' })).id;

const audioTime = (page: Page) => page.locator('audio[data-narration-audio]').evaluate((audio) => (audio as unknown as { currentTime: number }).currentTime);
const narrationButton = (page: Page) => page.getByRole('button', { name: 'Narration', exact: true });

test('narration reads the page aloud and highlights the word being spoken', async ({ page, parent: _parent }) => {
  const id = await createStory(page);
  await page.goto(`/story/${id}`);
  const label = page.getByTestId('page-label');
  await expect(label).toHaveText('Cover');
  // The bottom bar's button: the header's copy folds into a menu on narrow screens.
  await page.getByRole('button', { name: 'Next page' }).last().click();
  await expect(label).toHaveText('About');

  await narrationButton(page).click();
  await expect(narrationButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Reading Page 2')).toBeVisible();
  await expect.poll(() => audioTime(page)).toBeGreaterThan(1);
  const spoken = page.locator('.read-along-word-active');
  await expect(spoken).toHaveCount(1);
  await expect(spoken).toBeVisible();
  // The highlight follows the voice: a later word is lit a moment later.
  const first = await spoken.textContent();
  await expect.poll(() => spoken.textContent()).not.toBe(first);

  await narrationButton(page).click();
  await expect(narrationButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(spoken).toHaveCount(0);
});

test('auto-play reads the cover, then turns to the next page by itself', async ({ page, parent: _parent }) => {
  const id = await createStory(page);
  await page.goto(`/story/${id}`);
  const label = page.getByTestId('page-label');
  await expect(label).toHaveText('Cover');

  const autoPlay = page.getByRole('button', { name: 'Auto-play', exact: true });
  await autoPlay.click();
  await expect(autoPlay).toHaveAttribute('aria-pressed', 'true');
  await expect(label).toHaveText('About', { timeout: 30_000 });
  // …and goes on reading the new page.
  await expect(page.getByText('Reading Page 2')).toBeVisible();
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5);
  // The new page plays from audio fetched while the cover was read, not from a download begun at the turn.
  expect(await page.locator('audio[data-narration-audio]').evaluate((audio) => (audio as unknown as { src: string }).src)).toMatch(/^blob:/);

  await autoPlay.click();
  await expect(autoPlay).toHaveAttribute('aria-pressed', 'false');
});

test('a whole book auto-played to The End counts as read: progress at 100 % and the story finished', async ({ page, parent: _parent }) => {
  test.setTimeout(240_000);
  const id = await createStory(page);
  await page.goto(`/story/${id}`);
  await expect(page.getByTestId('page-label')).toHaveText('Cover');
  // The voice reads sixteen times faster (the browser's fastest): the journey is about what listening
  // records, not about the voice.
  await page.locator('audio[data-narration-audio]').evaluate((element) => {
    const audio = element as unknown as { defaultPlaybackRate: number; playbackRate: number };
    audio.defaultPlaybackRate = 16;
    audio.playbackRate = 16;
  });
  await page.getByRole('button', { name: 'Auto-play', exact: true }).click();
  await expect(page.getByText('Story Complete!')).toBeVisible({ timeout: 200_000 });
  await expect(page.getByTestId('page-label')).toHaveText('End');
  await expect(page.getByTestId('progress-percent')).toHaveText('100% read');
  await expect
    .poll(async () => ((await (await page.request.get(`/api/reading-progress/${id}`)).json()) as { progressPercentage: number } | null)?.progressPercentage)
    .toBe(100);
});

test.describe('a page that cannot be narrated', () => {
  // The narration fails on purpose, and narration errors are logged (SPEC §8).
  test.use({ allowedConsoleErrors: /^(Narration failed ApiError: 500|Failed to load resource: the server responded with a status of 500)/ });

  test('auto-play stops and says so when a page cannot be narrated', async ({ page, parent: _parent }) => {
    const id = await createStory(page);
    await page.route(`**/api/stories/${id}/narration/1?voice=nova`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"Narration failed."}}' }),
    );
    await page.goto(`/story/${id}`);
    await expect(page.getByTestId('page-label')).toHaveText('Cover');
    const autoPlay = page.getByRole('button', { name: 'Auto-play', exact: true });
    await autoPlay.click();
    await expect(page.getByText('Auto-Play Error')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('There was an error during auto-play.')).toBeVisible();
    await expect(autoPlay).toHaveAttribute('aria-pressed', 'false');
    await expect(narrationButton(page)).toHaveAttribute('aria-pressed', 'false');
  });
});

test('the audiobook is generated page by page, then plays its parts and offers the MP3', async ({ page, parent: _parent }) => {
  const id = await createStory(page);
  await page.goto(`/story/${id}`);
  await page.getByRole('button', { name: 'Audiobook', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Audiobook' });
  await dialog.getByRole('button', { name: 'Generate audiobook' }).click();

  const parts = dialog.getByRole('list', { name: 'Parts of the audiobook' }).getByRole('button');
  await expect(parts).toHaveCount(8, { timeout: 45_000 });
  await expect(parts.first()).toContainText(/\d\d:\d\d/);
  await expect(dialog.getByRole('link', { name: 'Download MP3' })).toHaveAttribute('href', `/api/stories/${id}/audiobook.mp3?voice=nova`);

  await parts.nth(2).click();
  await expect(parts.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next part' }).click();
  await expect(parts.nth(3)).toHaveAttribute('aria-current', 'true');

  // Closing the panel lets go of the sound.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('audio[data-audiobook-audio]')).toHaveCount(0);
});

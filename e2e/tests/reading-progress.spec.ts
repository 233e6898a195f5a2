// Callbacks passed to the page (addInitScript, evaluate) run in the browser and use its globals.
/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { readerPageCount, type Story } from '@storyloom/contracts/stories';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Writes a short story through the API (the offline storyteller) and waits until it is ready. */
async function createStory(page: Page, childName: string): Promise<Story> {
  const res = await page.request.post('/api/stories/generate', {
    data: { character: 'wise-owl', theme: 'friendship', length: 'short', language: 'english', childName },
  });
  expect(res.status()).toBe(200);
  const { id } = await res.json() as { id: string };
  await expect.poll(async () => {
    const progress = await (await page.request.get(`/api/stories/${id}/progress`)).json() as { status: string };
    return progress.status;
  }, { timeout: 45_000 }).toBe('ready');
  return await (await page.request.get(`/api/stories/${id}`)).json() as Story;
}

async function saveProgress(page: Page, story: Story, currentPage: number) {
  const res = await page.request.post('/api/reading-progress', {
    data: { storyId: story.id, currentPage, totalPages: readerPageCount(story.chapterCount) },
  });
  expect(res.status()).toBe(200);
}

test.describe('the reading progress page', () => {
  test('a story being read shows under Continue Reading, and reading its last page completes it and earns the first badge', async ({ page, parent: _parent }) => {
    const story = await createStory(page, 'Lina');
    const total = readerPageCount(story.chapterCount);
    await saveProgress(page, story, 3);
    const percent = Math.round((3 / (total - 1)) * 100);

    await page.goto('/reading-progress');
    const continueReading = page.getByRole('region', { name: 'Continue reading' });
    const item = continueReading.getByTestId('continue-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(story.title);
    await expect(item.getByTestId('continue-percent')).toHaveText(`${percent}%`);
    await expect(item).toContainText(`Page 4 of ${total}`);
    await expect(item.getByRole('link', { name: `Continue reading ${story.title}` })).toHaveAttribute('href', `/story/${story.id}`);
    await expect(page.getByTestId('summary-inProgress')).toHaveText('1');
    await expect(page.getByTestId('summary-completed')).toHaveText('0');
    await expect(page.getByTestId('achievement-firstStory')).toHaveAttribute('data-earned', 'false');

    await saveProgress(page, story, total - 1);
    await page.reload();
    await expect(page.getByTestId('summary-completed')).toHaveText('1');
    await expect(page.getByTestId('summary-inProgress')).toHaveText('0');
    await expect(page.getByTestId('summary-averagePercent')).toHaveText('100%');
    await expect(continueReading.getByTestId('continue-item')).toHaveCount(0);
    const firstBadge = page.getByTestId('achievement-firstStory');
    await expect(firstBadge).toHaveAttribute('data-earned', 'true');
    await expect(firstBadge.getByTestId('achievement-state')).toHaveText('Earned');
    await expect(page.getByTestId('achievement-explorer')).toContainText('1 of 5 completed');

    const recent = page.getByRole('region', { name: 'Recently read' });
    await expect(recent.getByRole('link', { name: story.title })).toHaveAttribute('href', `/story/${story.id}`);
    await expect(recent).toContainText('Finished');
  });

  test('a family with no story yet is invited to create one or open the library', async ({ page, parent: _parent }) => {
    await page.goto('/reading-progress');
    const empty = page.getByTestId('progress-empty');
    await expect(empty.getByRole('heading', { name: 'Your reading adventure starts here' })).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Create a story' })).toHaveAttribute('href', '/generate');
    await expect(empty.getByRole('link', { name: 'Open my library' })).toHaveAttribute('href', '/library');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the page speaks French when the interface does', async ({ page, parent: _parent }) => {
    const story = await createStory(page, 'Zoé');
    await saveProgress(page, story, 2);
    await page.addInitScript(() => localStorage.setItem('story-app-language', 'fr'));
    await page.goto('/reading-progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Progression de lecture' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reprendre la lecture' }).getByTestId('continue-item'))
      .toContainText(`Page 3 sur ${readerPageCount(story.chapterCount)}`);
  });

  test('the dashboard shows the reading time, bookmarks and shares measured from the family’s stories', async ({ page, parent: _parent }) => {
    const story = await createStory(page, 'Tom');
    await saveProgress(page, story, 4);
    expect((await page.request.put(`/api/stories/${story.id}/bookmark`, { data: { bookmarked: true } })).status()).toBe(200);
    expect((await page.request.post(`/api/stories/${story.id}/share`, { data: {} })).status()).toBe(200);

    await page.goto('/');
    await expect(page.getByTestId('stat-created')).toHaveText('1');
    // A minute a page read: page 4 means four pages turned.
    await expect(page.getByTestId('stat-readingMinutes')).toHaveText('about 4 min');
    await expect(page.getByTestId('stat-bookmarked')).toHaveText('1');
    await expect(page.getByTestId('stat-shared')).toHaveText('1');

    // With a story on it, the dashboard's content has no serious or critical accessibility violation.
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the page has no serious or critical accessibility violation', async ({ page, parent: _parent }) => {
    const story = await createStory(page, 'Maya');
    await saveProgress(page, story, 3);
    await page.goto('/reading-progress');
    await expect(page.getByTestId('continue-item')).toHaveCount(1);
    // The page's own content: the nav bar is the shell's and is checked with it.
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Picks a radio by clicking its label, as a parent would. */
async function pick(page: Page, name: string | RegExp) {
  await page.locator('label', { has: page.getByRole('radio', { name, exact: typeof name === 'string' }) }).click();
}

test.describe("the child's look and the art style", () => {
  test('a parent describes the child, sees the portrait change and the look goes with the story request', async ({ page, parent: _parent }) => {
    await page.goto('/generate');
    const picker = page.getByTestId('child-look-picker');
    await expect(picker.getByRole('heading', { name: 'How your child looks' })).toBeVisible();
    const preview = picker.getByTestId('child-preview');
    await expect(preview).toHaveAttribute('data-look', 'light short brown no-glasses');

    await pick(page, 'Brown skin');
    await pick(page, 'Curly');
    await pick(page, 'ginger');
    await picker.getByLabel('Wears glasses').check();
    await expect(preview).toHaveAttribute('data-look', 'brown curly ginger glasses');
    await expect(picker).toContainText('Brown skin, curly ginger hair');

    // The idea is read as it is typed: what the story will use shows before a story is spent.
    await page.getByLabel(/^Your ideas/).fill('A grandmother who lost her glasses');
    await expect(page.getByTestId('idea-preview-used')).toContainText('We will use:');
    await expect(page.getByTestId('idea-preview-used')).toContainText('glasses');

    await pick(page, 'Brave knight');
    await pick(page, 'Adventure');
    await page.getByLabel("Child's name").fill('Noah');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/stories/generate') && r.method() === 'POST');
    await page.getByTestId('generate-button').click();
    const request = await sent;
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body.childLook).toEqual({ skin: 'brown', hair: 'curly', hairColour: 'ginger', glasses: true });
    expect(body.artStyle).toBe('classic');
    // The server takes it (writing it to the end is generate.spec's journey).
    expect((await request.response())?.status()).toBe(200);
    // An offline book is written in a moment: the parent sees its progress, or already the open book.
    await expect(page.getByTestId('generation-progress').or(page.getByRole('group', { name: /, a flip book$/ }))).toBeVisible();
  });

  test('styles beyond classic are locked with "Pro required" on the free plan, and the server refuses them', async ({ page, parent: _parent }) => {
    await page.goto('/generate');
    const styles = page.getByTestId('art-style-picker');
    await expect(styles.getByRole('radio', { name: /^Classic/ })).toBeChecked();
    for (const name of [/^Watercolour/, /^Crayon/, /^Paper cut-out/]) await expect(styles.getByRole('radio', { name })).toBeDisabled();
    await expect(styles.locator('label', { hasText: 'Watercolour' })).toContainText('Pro required');
    await expect(styles.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

    const res = await page.request.post('/api/stories/generate', {
      data: { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english', artStyle: 'crayon' },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('art_style_locked');
  });

  test('the look picker and the styles speak French and fit a phone', async ({ page, parent: _parent }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('story-app-language', 'fr'));
    await page.goto('/generate');
    const picker = page.getByTestId('child-look-picker');
    await expect(picker.getByRole('heading', { name: "L'apparence de votre enfant" })).toBeVisible();
    await pick(page, 'Couettes');
    await expect(picker).toContainText('Peau claire, cheveux châtains en couettes');
    await expect(page.getByTestId('art-style-picker').locator('label', { hasText: 'Aquarelle' })).toContainText('Pro requis');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

// Issue 14, the walk taken again as a new parent (session 20): what the other journeys could not meet
// because they decline the cookie notice before the page loads, or sign up through the API.
import { createReadyStory, expect, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

for (const { lang, width, height, next, notice } of [
  { lang: 'en', width: 1280, height: 800, next: 'Next page', notice: 'A word about cookies.' },
  { lang: 'fr', width: 390, height: 844, next: 'Page suivante', notice: 'Un mot sur les cookies.' },
] as const) {
  test(`a grandparent opening a shared link meets the cookie notice below the page controls, not over them (${lang}, ${width} px)`, async ({
    page,
    parent: _parent,
    browser,
  }) => {
    const story = await createReadyStory(page, { language: lang === 'fr' ? 'french' : 'english' });
    const res = await page.request.post(`/api/stories/${story.id}/share`);
    expect(res.status()).toBe(200);
    const { url } = (await res.json()) as { url: string };

    // A first visit: no choice stored, so the notice shows.
    const visitor = await browser.newContext({ viewport: { width, height }, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const reader = await visitor.newPage();
    await reader.goto(new URL(url).pathname);
    const banner = reader.getByRole('region', { name: notice });
    await expect(banner).toBeVisible({ timeout: 45_000 });
    const toolbar = reader.getByRole('toolbar').last();
    // The sticky bar moves up once the notice has measured itself.
    await expect
      .poll(async () => {
        const [bar, box] = [await toolbar.boundingBox(), await banner.boundingBox()];
        return bar && box ? Math.round(box.y - (bar.y + bar.height)) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await reader.getByRole('button', { name: next }).last().click();
    await expect(reader.getByTestId('page-label')).toHaveText(lang === 'fr' ? 'À propos' : 'About');
    await visitor.close();
  });
}

test.describe('at 200 % browser zoom on a 1280 x 800 laptop (a 640 x 400 window)', () => {
  test.use({ viewport: { width: 640, height: 400 } });

  test('each page of words, scrolled to the top of the window, shows whole above the page controls', async ({ page, parent: _parent }) => {
    const story = await createReadyStory(page, { ageGroup: '8-12' });
    await page.goto(`/story/${story.id}`);
    const label = page.getByTestId('page-label');
    await expect(label).toHaveText('Cover', { timeout: 45_000 });
    const next = page.getByRole('button', { name: 'Next page' }).last();
    let textPages = 0;
    for (let turns = 0; turns < 60 && (await label.textContent()) !== 'End'; turns++) {
      const before = await page.getByTestId('progress-page').textContent();
      await next.click();
      await expect(page.getByTestId('progress-page')).not.toHaveText(before ?? '');
      const room = await page.evaluate(() => {
        const column = [...document.querySelectorAll<HTMLElement>('[data-text-column]')].find(
          (c) => !c.closest('[aria-hidden="true"]') && c.getBoundingClientRect().width > 0 && c.checkVisibility(),
        );
        if (!column) return null;
        // The parent scrolls the page's top to the top of the window once; the bar stays at the bottom.
        const page = column.closest('section')!;
        window.scrollBy(0, page.getBoundingClientRect().top);
        const bars = document.querySelectorAll('[role="toolbar"]');
        const bar = bars[bars.length - 1]!.getBoundingClientRect();
        return { columnBottom: column.getBoundingClientRect().bottom, barTop: bar.top };
      });
      if (!room) continue;
      textPages++;
      expect(room.columnBottom, 'the last lines of a page hide under the page controls').toBeLessThanOrEqual(room.barTop);
    }
    expect(textPages).toBeGreaterThan(5);
  });
});

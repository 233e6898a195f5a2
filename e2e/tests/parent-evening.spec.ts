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

// Issue 14, 'the page hides the story': a parent reads a whole 8-12 chapter aloud from the screen
// without scrolling inside a page, in English on a laptop and in French on a phone, and the book
// keeps the words it showed when the text grows; the controls stay on screen at 200 %; a swipe on the
// cover turns it on a phone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Story } from '@storyloom/contracts/stories';
import { createReadyStory, expect, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

const WORDS = {
  en: { next: 'Next page', about: 'About', chapter: 'Chapter', end: 'End', larger: 'Larger text', zoomIn: 'Zoom in', done: '100% read', coverOf: 'Cover of' },
  fr: { next: 'Page suivante', about: 'À propos', chapter: 'Chapitre', end: 'Fin', larger: 'Texte plus grand', zoomIn: 'Zoomer', done: '100 % lu', coverOf: 'Couverture de' },
} as const;
type Lang = keyof typeof WORDS;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text columns on screen (the hidden measuring page excluded) and whether any of them scrolls. */
async function shownColumns(page: Page): Promise<{ text: string; scrolls: boolean; inView: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-text-column]')]
      .filter((column) => !column.closest('[aria-hidden="true"]') && column.getBoundingClientRect().width > 0 && column.checkVisibility())
      .map((column) => {
        const box = column.getBoundingClientRect();
        return {
          text: column.innerText,
          scrolls: column.scrollHeight > column.clientHeight + 1,
          inView: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
        };
      }),
  );
}

async function readWholeBook(page: Page, story: Story, lang: Lang): Promise<void> {
  const words = WORDS[lang];
  const label = page.getByTestId('page-label');
  const seen: string[] = [];
  for (let turns = 0; turns < 80; turns++) {
    for (const column of await shownColumns(page)) {
      expect(column.scrolls, 'a text page scrolls').toBe(false);
      expect(column.inView, 'a text page is off screen').toBe(true);
      if (!seen.includes(column.text)) seen.push(column.text);
    }
    if ((await label.textContent()) === words.end) break;
    const before = await page.getByTestId('progress-page').textContent();
    await page.getByRole('button', { name: words.next }).last().click();
    await expect(page.getByTestId('progress-page')).not.toHaveText(before ?? '');
    // A spread may face the end of one page with the next: 'About · Chapter 1', 'Chapter 1 · Chapter 2'.
    await expect(label).toHaveText(new RegExp(`^(${words.about}|${words.chapter} \\d+)( · (${words.chapter} \\d+|${words.end}))?$|^${words.end}$`));
  }
  await expect(label).toHaveText(words.end);
  await expect(page.getByTestId('progress-percent')).toHaveText(words.done);
  // Every word of every chapter was on a page, in order, and nothing was cut.
  const shown = normalise(seen.join(' '));
  for (const chapter of story.chapters) expect(shown).toContain(normalise(chapter.content));
}

for (const { lang, width, height } of [
  { lang: 'en' as const, width: 1280, height: 800 },
  { lang: 'fr' as const, width: 390, height: 844 },
]) {
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });

    test('a long 8-12 book reads from cover to The End with every word on a page and no page scrolling', async ({ page, parent: _parent }) => {
      const story = await createReadyStory(page, { ageGroup: '8-12', language: lang === 'fr' ? 'french' : 'english', childName: 'Nour' });
      const longest = Math.max(...story.chapters.map((chapter) => chapter.content.length));
      // A chapter long enough to need more than one text page at 390 px (the new storyteller's English
      // 8-12 chapters run about 560-620 characters, its French ones 600-950).
      expect(longest).toBeGreaterThan(500);
      await page.goto(`/story/${story.id}`);
      await expect(page.getByTestId('page-label')).toHaveText(lang === 'fr' ? 'Couverture' : 'Cover', { timeout: 45_000 });
      await readWholeBook(page, story, lang);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    // The text grows while the turn from chapter 2's picture to its words is still under way (always on
    // a phone, where the picture has a page of its own): that turn ends on the words, in the book laid
    // out for the larger text.
    test('larger text lays the chapter out again on more pages and keeps the reader on the same words', async ({ page, parent: _parent }) => {
      const story = await createReadyStory(page, { ageGroup: '8-12', language: lang === 'fr' ? 'french' : 'english' });
      await page.goto(`/story/${story.id}`);
      const words = WORDS[lang];
      const next = page.getByRole('button', { name: words.next }).last();
      const label = page.getByTestId('page-label');
      const opening = normalise(story.chapters[1]!.content).slice(0, 40);
      const openingShown = async () => (await shownColumns(page)).some((column) => normalise(column.text).startsWith(opening));
      // The book is built (the cover shown while it is laid out has an unnamed picture). A turn asked for
      // before would wait for the build and play then, and the page count changing from reader pages to
      // leaves would pass for that turn's end: every later turn then started before the one before it
      // ended, and the last one, still under way, took the reader a spread past chapter 2's first words.
      await expect(page.getByRole('img', { name: `${words.coverOf} ${story.title}` }).first()).toBeVisible({ timeout: 45_000 });
      // To chapter 2's picture, each turn ended before the next.
      for (let turns = 0; turns < 30 && !new RegExp(`${words.chapter} 2$`).test((await label.textContent()) ?? ''); turns++) {
        const before = await page.getByTestId('progress-page').textContent();
        await next.click();
        await expect(page.getByTestId('progress-page')).not.toHaveText(before ?? '');
      }
      const turning = !(await openingShown());
      if (turning) await next.click();
      const pagesBefore = turning ? '' : await page.getByTestId('progress-page').textContent();
      const firstWords = story.chapters[1]!.content.split(/\s+/).slice(0, 4).join(' ');
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: words.larger, exact: true }).click();
      await expect(page.getByRole('button', { name: new RegExp(`: 24$`) })).toBeVisible();
      if (!turning) await expect(page.getByTestId('progress-page')).not.toHaveText(pagesBefore ?? '');
      await expect.poll(async () => (await shownColumns(page)).map((c) => normalise(c.text)).join(' ')).toContain(firstWords);
      for (const column of await shownColumns(page)) expect(column.scrolls).toBe(false);
      await expect(page.getByTestId('page-label')).toContainText(`${words.chapter} 2`);

      // At 200 % the book is larger than the window, yet the page controls stay on screen.
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: words.zoomIn, exact: true }).click();
      await expect(page.getByRole('button', { name: /200\s?%/ })).toBeVisible();
      const toolbar = await page.getByRole('toolbar').last().boundingBox();
      expect(toolbar).not.toBeNull();
      expect(toolbar!.y + toolbar!.height).toBeLessThanOrEqual(height);
      await expect(next).toBeInViewport();
      for (const column of await shownColumns(page)) expect(column.scrolls).toBe(false);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe on the cover picture turns to the next page', async ({ page, parent: _parent }) => {
    const story = await createReadyStory(page);
    await page.goto(`/story/${story.id}`);
    await expect(page.getByTestId('page-label')).toHaveText('Cover', { timeout: 45_000 });
    // The book opens at its first chapter and is built again once the rest is laid out (issue 16; the
    // book is aria-busy until then): the swipe goes to that book, not to the one it replaces.
    await expect(page.getByRole('group', { name: /flip book/ })).toHaveAttribute('aria-busy', 'false');
    const picture = page.getByRole('img', { name: `Cover of ${story.title}` });
    await expect(picture).toBeVisible();
    const cover = await picture.boundingBox();
    expect(cover).not.toBeNull();
    const y = cover!.y + cover!.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', cover!.x + cover!.width - 20);
    for (let step = 1; step <= 5; step++) await touch('touchMove', cover!.x + cover!.width - 20 - step * 40);
    await touch('touchEnd', cover!.x + 20);
    await expect(page.getByTestId('page-label')).toHaveText('About');
  });
});

// The help centre, the contact form with its writing help, and the chat window, in both languages.
/// <reference lib="dom" />
import { CHAT_WINDOW } from '@storyloom/contracts/chatbot';
import { PLANS } from '@storyloom/contracts/plans';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../web/src/i18n/en/support.json' with { type: 'json' };
import fr from '../../web/src/i18n/fr/support.json' with { type: 'json' };
import coreEn from '../../web/src/i18n/en/core.json' with { type: 'json' };
import coreFr from '../../web/src/i18n/fr/core.json' with { type: 'json' };

const TEXTS = { en, fr } as const;
const core = { en: coreEn, fr: coreFr } as const;

async function useLanguage(page: Page, language: 'en' | 'fr') {
  await page.addInitScript((l) => localStorage.setItem('story-app-language', l), language);
}

async function chatBox(page: Page) {
  const box = await page.getByTestId('chat-window').boundingBox();
  if (!box) throw new Error('the chat window is not on screen');
  return box;
}

for (const language of ['en', 'fr'] as const) {
  const t = TEXTS[language];

  test.describe(`help, contact and chat (${language})`, () => {
    test('the chat answers a suggested question, stays inside the screen when dragged and resized, and goes back to its corner', async ({ page, parent: _parent }) => {
      await useLanguage(page, language);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await page.getByTestId('chat-launcher').click();
      const chat = page.getByTestId('chat-window');
      await expect(chat).toContainText(t.chatbot.welcome);
      const suggestions = chat.getByRole('list').last().getByRole('button');
      await expect(suggestions).toHaveCount(CHAT_WINDOW.suggestions);

      await chat.getByRole('button', { name: t.chatbot.suggestions.one }).click();
      const answer = chat.locator('[data-role=assistant]').nth(1);
      await expect(answer).toContainText(String(PLANS.free.storiesPerMonth));
      await expect(suggestions).toHaveCount(0);

      // Shift+Enter makes a new line; Enter sends; markup is shown as typed, never as HTML.
      const input = chat.getByRole('textbox', { name: t.chatbot.inputLabel });
      await input.fill('<b>PDF</b>');
      await input.press('Shift+Enter');
      await expect(input).toHaveValue('<b>PDF</b>\n');
      await input.press('Enter');
      await expect(chat.locator('[data-role=user]').last()).toHaveText(/<b>PDF<\/b>/);
      await expect(chat.locator('[data-role=assistant]')).toHaveCount(3);

      // Drag far past the bottom-right edge: the window is held inside the viewport.
      const handle = page.getByTestId('chat-drag-handle');
      const start = await handle.boundingBox();
      await page.mouse.move(start!.x + 40, start!.y + start!.height / 2);
      await page.mouse.down();
      await page.mouse.move(3000, 3000, { steps: 5 });
      await page.mouse.up();
      let box = await chatBox(page);
      expect(box).toMatchObject({ x: 1280 - CHAT_WINDOW.width, y: 800 - CHAT_WINDOW.height, width: CHAT_WINDOW.width, height: CHAT_WINDOW.height });

      // A smaller window brings it back inside.
      await page.setViewportSize({ width: 900, height: 640 });
      await expect.poll(async () => (await chatBox(page)).x).toBe(900 - CHAT_WINDOW.width);
      box = await chatBox(page);
      expect(box.y + box.height).toBeLessThanOrEqual(640);

      // Drag to the top-left, then reset: back in the bottom-right corner, 24 px from the edges.
      await page.mouse.move(box.x + 40, box.y + 20);
      await page.mouse.down();
      await page.mouse.move(-500, -500, { steps: 5 });
      await page.mouse.up();
      expect(await chatBox(page)).toMatchObject({ x: 0, y: 0 });
      await chat.getByRole('button', { name: t.chatbot.reset }).click();
      expect(await chatBox(page)).toMatchObject({ x: 900 - CHAT_WINDOW.width - CHAT_WINDOW.margin, y: 640 - CHAT_WINDOW.height - CHAT_WINDOW.margin });

      // A source link opens the help entry in the page behind; the conversation follows, even closed and reopened.
      await answer.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/help\?entry=free-plan$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.help.title);
      await chat.getByRole('button', { name: t.chatbot.close }).click();
      await page.getByTestId('chat-launcher').click();
      await expect(page.getByTestId('chat-window').locator('[data-role=user]')).toHaveCount(2);
    });

    test('a signed-in family sends a contact message written with the writing help', async ({ page, parent }) => {
      await useLanguage(page, language);
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.contact.title);
      const name = page.getByLabel(t.contact.form.name);
      await expect(name).toHaveValue(parent.name.split(' ')[0]!);
      await expect(page.getByLabel(t.contact.form.email)).toHaveValue(parent.email);

      // Sending with required fields empty: the toast, and nothing is sent.
      await page.getByRole('button', { name: t.contact.form.send }).click();
      await expect(page.getByText(t.contact.toast.requiredFieldsDescription)).toBeVisible();

      // Choosing a category prepares a draft from that category's prompt.
      await page.getByLabel(t.contact.form.category).selectOption('bug');
      const subject = page.getByLabel(t.contact.form.subject);
      await expect(subject).not.toHaveValue('');
      // The parent's own words, through the writing-help box.
      await page.getByRole('button', { name: t.contact.assist.open }).click();
      const words = language === 'en' ? 'the narration stops after page two on my tablet' : 'la narration s’arrête après la page deux sur ma tablette';
      await page.getByLabel(t.contact.assist.promptLabel).fill(words);
      await page.getByRole('button', { name: t.contact.assist.write }).click();
      await expect(subject).toHaveValue(new RegExp(words.slice(4, 30)));
      await expect(page.getByLabel(t.contact.form.message)).toHaveValue(new RegExp(words.slice(4, 30)));
      await expect(page.getByLabel(t.contact.assist.promptLabel)).toHaveCount(0);

      await page.getByRole('button', { name: t.contact.form.send }).click();
      await expect(page.getByText(t.contact.success.title)).toBeVisible();
      await expect(page.getByTestId('balloons')).toBeAttached();
      // The form is back to its prefilled defaults.
      await expect(subject).toHaveValue('');
      await expect(name).toHaveValue(parent.name.split(' ')[0]!);
    });

    test('on a phone the chat button leaves the cookie banner pressable', async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/help');
      const banner = page.getByRole('region', { name: core[language].cookies.title });
      // Every part of each banner button is its own, not under the chat button.
      for (const name of [core[language].cookies.acceptAll, core[language].cookies.decline]) {
        const button = banner.getByRole('button', { name });
        const hits = await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return [0.1, 0.5, 0.9].map((f) => el.contains(document.elementFromPoint(r.left + r.width * f, r.top + r.height / 2)));
        });
        expect(hits).toEqual([true, true, true]);
      }
      await banner.getByRole('button', { name: core[language].cookies.acceptAll }).click();
      await expect(banner).toHaveCount(0);
      await page.getByTestId('chat-launcher').click();
      await expect(page.getByTestId('chat-window')).toBeVisible();
    });

    test('the help centre finds answers without caring about case or accents, and clears an empty search', async ({ page }) => {
      await useLanguage(page, language);
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
      await page.goto('/');
      await page.getByRole('link', { name: language === 'en' ? 'Help centre' : "Centre d'aide" }).click();
      await expect(page).toHaveURL(/\/help$/);
      const search = page.getByRole('searchbox', { name: t.help.searchLabel });
      await search.fill(language === 'en' ? 'REFUND' : 'REMBOURSE');
      await expect(page.getByRole('heading', { level: 2, name: t.help.categories.billing })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.help.categories.technical })).toHaveCount(0);
      await search.fill('zzzz');
      await expect(page.getByText(t.help.noResults)).toBeVisible();
      await page.getByRole('button', { name: t.help.clearSearch }).click();
      await expect(search).toHaveValue('');
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: t.help.categories.general })).toBeVisible();
      await expect(page.getByRole('link', { name: t.help.contactUs })).toHaveAttribute('href', '/contact');
    });
  });
}

// Plans and payments with the built-in demo provider (issue 11), in English and French.
import { PLANS } from '@storyloom/contracts/plans';
import type { Page } from '@playwright/test';
import { createReadyStory, expect, test } from './fixtures';
import { confirmationLink } from './confirm-email';

const TEXT = {
  en: {
    number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code', pay: /^Pay /, subscribed: 'Subscription complete!',
    paymentFailed: 'Payment Failed', choosePremium: 'Choose Premium', yearly: /^Yearly/, usage: `0 of ${PLANS.premium.storiesPerMonth}`,
    cancel: 'Cancel subscription', cancelConfirm: 'Cancel at period end', resume: 'Resume subscription', canceling: 'Cancelled at period end', active: 'Active',
    deleteButton: 'Delete my account', deleteConfirm: 'Delete everything', emailLabel: 'Your e-mail address', signUpTab: 'Sign up',
  },
  fr: {
    number: 'Numéro de carte', expiry: 'Expiration (MM/AA)', cvc: 'Code de sécurité', pay: /^Payer /, subscribed: 'Abonnement confirmé !',
    paymentFailed: 'Échec du paiement', choosePremium: 'Choisir Premium', yearly: /^Annuel/, usage: `0 of ${PLANS.premium.storiesPerMonth}`,
    cancel: "Résilier l'abonnement", cancelConfirm: 'Résilier en fin de période', resume: "Reprendre l'abonnement", canceling: 'Résilié en fin de période', active: 'Actif',
    deleteButton: 'Supprimer mon compte', deleteConfirm: 'Tout supprimer', emailLabel: 'Votre adresse e-mail', signUpTab: 'Inscription',
  },
} as const;
type Lang = keyof typeof TEXT;

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('story-app-language', l), lang);
}

async function payWith(page: Page, lang: Lang, card: string) {
  const form = page.getByTestId('demo-card-form');
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  await form.getByLabel(TEXT[lang].number).fill(card);
  await form.getByLabel(TEXT[lang].expiry).fill('12/30');
  await form.getByLabel(TEXT[lang].cvc).fill('123');
  await form.getByRole('button', { name: TEXT[lang].pay }).click();
}

async function planOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/plan-status')).json()) as { plan: string }).plan;
}

for (const lang of ['en', 'fr'] as const) {
  test(`a free family upgrades to premium yearly with 4242 and the dashboard shows ${PLANS.premium.storiesPerMonth} stories (${lang})`, async ({ page, parent: _parent }) => {
    await useLanguage(page, lang);
    await page.goto('/pricing');
    await expect(page.getByTestId('pricing-message')).toBeVisible();
    await page.getByRole('radio', { name: TEXT[lang].yearly }).click();
    await expect(page.getByTestId('price-premium')).toContainText(lang === 'en' ? '$199.90' : '199,90');
    await page.getByTestId('plan-premium').getByRole('link', { name: TEXT[lang].choosePremium }).click();
    await expect(page).toHaveURL(/\/subscribe\?plan=premium&interval=year$/);
    await payWith(page, lang, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByText(TEXT[lang].subscribed)).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('plan-name')).toContainText('Premium');
    await expect(page.getByTestId('plan-usage')).toHaveText(lang === 'en' ? TEXT.en.usage : new RegExp(`^0 .+ ${PLANS.premium.storiesPerMonth}$`));
  });

  test(`a declined card shows Payment Failed and changes nothing (${lang})`, async ({ page, parent: _parent }) => {
    await useLanguage(page, lang);
    await page.goto('/subscribe?plan=basic&interval=month');
    await payWith(page, lang, '4000 0000 0000 0002');
    await expect(page.getByText(TEXT[lang].paymentFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/subscribe\?plan=basic&interval=month$/);
    expect(await planOf(page)).toBe('free');
    expect(await (await page.request.get('/api/billing/payments')).json()).toEqual([]);
  });
}

test('a signed-out visitor picks pro yearly, signs up, and lands on /subscribe with pro and year', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  await page.goto('/');
  await page.getByRole('link', { name: 'See pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('radio', { name: TEXT.en.yearly }).click();
  await page.getByTestId('plan-pro').getByRole('button', { name: 'Sign up to subscribe' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Your name').fill('Jade Moreau');
  const email = `jade-${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('story-time-123');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();
  // The link e-mailed at sign-up signs in and follows the saved plan, as signing in does.
  await page.goto(confirmationLink(email));
  await expect(page).toHaveURL(/\/subscribe\?plan=pro&interval=year$/);
  await expect(page.getByTestId('subscribe-plan')).toContainText('Pro');
  await expect(page.getByTestId('subscribe-interval')).toHaveText('per year');
  await expect(page.getByTestId('subscribe-price')).toHaveText('$499.90');
  // The intended plan, interval and redirect are forgotten once followed.
  expect(await page.evaluate(() => [localStorage.getItem('redirectAfterLogin'), localStorage.getItem('intendedPlan')])).toEqual([null, null]);
});

test('a parent cancels at the end of the period, then resumes, on the account page (fr)', async ({ page, parent: _parent }) => {
  await useLanguage(page, 'fr');
  await page.goto('/subscribe?plan=basic&interval=month');
  await payWith(page, 'fr', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/library$/);
  await page.getByRole('button', { name: /Menu du compte|Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Compte' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-plan-state')).toHaveText(TEXT.fr.active);
  await page.getByRole('button', { name: TEXT.fr.cancel }).click();
  await page.getByRole('button', { name: TEXT.fr.cancelConfirm }).click();
  await expect(page.getByTestId('account-plan-state')).toHaveText(TEXT.fr.canceling);
  await expect(page.getByTestId('account-plan-date')).toContainText('Se termine le');
  expect(await planOf(page)).toBe('basic');
  await page.getByRole('button', { name: TEXT.fr.resume }).click();
  await expect(page.getByTestId('account-plan-state')).toHaveText(TEXT.fr.active);
  await expect(page.getByTestId('account-plan-date')).toContainText('Renouvellement le');
});

test.describe('a deleted account', () => {
  // Signing in to a deleted account fails on purpose, and the sign-in form logs the failure (SPEC §8).
  test.use({ allowedConsoleErrors: /^Sign-in failed ApiError: 401/ });

  test('a parent deletes the account: its share links and its sign-in no longer work', async ({ page, parent }) => {
    test.setTimeout(120_000);
    const story = await createReadyStory(page);
    const share = (await (await page.request.post(`/api/stories/${story.id}/share`)).json()) as { token: string };
    expect((await page.request.get(`/api/shared/${share.token}`)).status()).toBe(200);

    await page.goto('/account');
    await page.getByRole('button', { name: TEXT.en.deleteButton }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: TEXT.en.deleteConfirm })).toBeDisabled();
    await dialog.getByLabel(TEXT.en.emailLabel).fill(parent.email);
    await dialog.getByRole('button', { name: TEXT.en.deleteConfirm }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account and all its data have been deleted.')).toBeVisible();

    await page.goto(`/shared/${share.token}`);
    expect((await page.request.get(`/api/shared/${share.token}`)).status()).toBe(404);
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(/^The e-mail address or password is not correct/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test('a Pro parent creates an API key on the account page, the key reads the story list, then stops once revoked', async ({ page, parent: _parent, playwright }) => {
  const checkout = (await (await page.request.post('/api/create-subscription', { data: { plan: 'pro', interval: 'month' } })).json()) as { clientSecret: string };
  await page.request.post('/api/billing/demo/confirm', { data: { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' } });
  await page.goto('/account');
  const card = page.getByTestId('api-keys');
  await card.getByLabel('Key name').fill('Classroom tablet');
  await card.getByRole('button', { name: 'Create key' }).click();
  const key = (await card.getByTestId('new-api-key').locator('code').textContent()) ?? '';
  expect(key).toMatch(/^slk_/);
  await expect(card.getByText('Classroom tablet')).toBeVisible();

  // A client without the browser's cookie, carrying only the key.
  const client = await playwright.request.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  expect((await client.get('/api/stories/user')).status()).toBe(200);
  expect((await client.get('/api/billing/subscription')).status()).toBe(401);

  await card.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Key revoked')).toBeVisible();
  await expect(card.getByText('No keys yet.')).toBeVisible();
  expect((await client.get('/api/stories/user')).status()).toBe(401);
  await client.dispose();
});

// The admin dashboard as an operator uses it, in English and in French: find a family, look at its
// stories, change its plan, read a contact message, retry a failed generation, and see it all in
// the audit log. Plus SPEC §6's messages for a family and for a signed-out visitor.
import { createParent, createReadyStory, expect, test } from './fixtures';
import { adminTexts, signInAdmin } from './admin-fixtures';

for (const language of ['en', 'fr'] as const) {
  test(`an admin finds a family, sees its stories, changes its plan, reads a message and retries a generation (${language})`, async ({ browser, page }) => {
    test.setTimeout(180_000);
    const l = adminTexts(language);

    // A family with one story, made in its own browser.
    const familyContext = await browser.newContext();
    const familyPage = await familyContext.newPage();
    const family = await createParent(familyPage, language === 'fr' ? 'Maëlle Rousseau' : 'Harriet Quinn');
    const story = await createReadyStory(familyPage, { language: language === 'fr' ? 'french' : 'english', childName: 'Pip' });
    await familyContext.close();

    await page.addInitScript((lang) => {
      localStorage.setItem('story-app-language', lang);
      localStorage.setItem('cookieConsent', 'declined');
    }, language);
    await signInAdmin(page);
    await page.goto('/');

    // The avatar menu leads to the dashboard.
    await page.getByRole('button', { name: /AL –/ }).click();
    await page.getByRole('menuitem', { name: l.navLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByTestId('chart-stories-per-day')).toBeVisible();

    // Users: search the family, then its stories.
    await page.getByRole('tab', { name: l.tabs.users }).click();
    await page.getByPlaceholder(l.users.searchPlaceholder).fill(family.email);
    const users = page.getByTestId('admin-users');
    await expect(users.getByRole('row')).toHaveCount(2);
    await expect(users.getByRole('row').nth(1)).toContainText(family.email);
    await users.getByRole('button', { name: `${l.users.viewStories} – ${family.email}` }).click();
    await expect(page.getByRole('tab', { name: l.tabs.userStories, selected: true })).toBeVisible();
    await expect(page.getByTestId('user-stories-heading')).toContainText(family.name.split(' ')[0] ?? '');
    await expect(page.getByTestId('admin-user-stories').getByRole('row').nth(1)).toContainText(story.title);

    // Change the plan from the family's heading.
    await page.getByRole('button', { name: l.users.manage }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(l.manage.plan, { exact: true }).selectOption('premium');
    await dialog.getByRole('button', { name: l.manage.savePlan }).click();
    await expect(page.getByText(l.manage.planChanged.replace('{{name}}', family.name).replace('{{plan}}', l.plans.premium))).toBeVisible();
    await dialog.getByRole('button', { name: l.manage.close }).click();

    // Read the newest message: its text opens and it counts as read; it can be marked unread again.
    await page.getByRole('tab', { name: l.tabs.messages }).click();
    const first = page.getByTestId('admin-messages').getByRole('listitem').first();
    await first.getByRole('button', { name: l.messages.read }).click();
    await expect(first.getByTestId('admin-message-body')).toBeVisible();
    await expect(first.getByText(l.messages.unreadBadge, { exact: true })).toHaveCount(0);
    await first.getByRole('button', { name: l.messages.markUnread }).click();
    await expect(first.getByText(l.messages.unreadBadge, { exact: true })).toBeVisible();

    // Retry a failed generation: it is queued again and leaves the list of failures.
    await page.getByRole('tab', { name: l.tabs.generations }).click();
    const failed = page.getByTestId('admin-generations').getByRole('row').nth(1);
    const failedTitle = ((await failed.getByRole('cell').first().locator('p').first().textContent()) ?? '').trim();
    // Seeded titles repeat (one storyteller pool), so count the rows with this title.
    const sameTitle = page.getByTestId('admin-generations').getByRole('row').filter({ hasText: failedTitle });
    const before = await sameTitle.count();
    await failed.getByRole('button', { name: new RegExp(`^${l.generations.retry} –`) }).click();
    await expect(page.getByText(l.generations.retried.replace('{{title}}', failedTitle))).toBeVisible();
    await expect(sameTitle).toHaveCount(before - 1);

    // The audit log says who changed the plan.
    await page.getByRole('tab', { name: l.tabs.audit }).click();
    await page.getByPlaceholder(l.audit.searchPlaceholder).fill(family.email);
    const line = page.getByTestId('admin-audit').getByRole('row').nth(1);
    await expect(line).toContainText(l.audit.actions.change_plan);
    await expect(line).toContainText(`${l.plans.free} → ${l.plans.premium}`);
  });
}

test('a family sees that the admin dashboard is not for them, and no admin link', async ({ page, parent }) => {
  expect(parent.email).toContain('@');
  const l = adminTexts('en');
  await page.goto('/admin');
  await expect(page.getByRole('alert').filter({ hasText: l.forbidden })).toBeVisible();
  await page.getByRole('button', { name: /CM –/ }).click();
  await expect(page.getByRole('menuitem', { name: l.navLink })).toHaveCount(0);
});

test('a signed-out visitor is asked to sign in (fr)', async ({ page }) => {
  const l = adminTexts('fr');
  await page.addInitScript(() => {
    localStorage.setItem('story-app-language', 'fr');
    localStorage.setItem('cookieConsent', 'declined');
  });
  await page.goto('/admin');
  await expect(page.getByRole('alert').filter({ hasText: l.signInRequired })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: l.signIn })).toHaveAttribute('href', '/auth');
});

test('the journeys use a family created here, not the seed', async ({ page }) => {
  // Guards the journey above: createParent signs the page in as a new, non-admin family.
  const family = await createParent(page, 'Nadia Benali');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { email: string; isAdmin: boolean };
  expect(me).toMatchObject({ email: family.email, isAdmin: false });
});

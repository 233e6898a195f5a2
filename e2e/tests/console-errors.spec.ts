// The journeys' page fixture fails a journey whose page logs an error nobody expected, or throws one.
// Both tests below must fail (test.fail), and do only because of the fixture.
import { expect, test } from './fixtures';

test('a console error nobody expected fails the journey', async ({ page }) => {
  test.fail();
  await page.goto('/');
  await page.evaluate(() => console.error('something broke'));
  await expect(page.locator('body')).toBeVisible();
});

test('an uncaught page error fails the journey', async ({ page }) => {
  test.fail();
  await page.goto('/');
  await page.evaluate(() => setTimeout(() => { throw new Error('uncaught'); }, 0));
  await page.waitForTimeout(200);
});

test.describe('an error the journey provokes on purpose', () => {
  test.use({ allowedConsoleErrors: /^expected by this journey$/ });
  test('is allowed when the journey says so', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => console.error('expected by this journey'));
  });
});

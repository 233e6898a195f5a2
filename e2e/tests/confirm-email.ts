// Sign-up signs a family in only through the link e-mailed to the address (docs/decisions/012). The
// journeys open that link as the e-mail carries it: HS256 over the address with the e2e server's
// session secret (the integration tests read the real e-mail; here the link is what matters).
import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { CONFIRMED_EMAIL_PATH } from '@storyloom/contracts/user';
import { E2E_SESSION_SECRET } from '../e2e-identity.ts';

export function verificationToken(email: string): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${b64({ alg: 'HS256' })}.${b64({ email: email.toLowerCase(), iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', E2E_SESSION_SECRET).update(unsigned).digest('base64url')}`;
}

/** The confirmation link as the e-mail carries it, leading back to the sign-in page's welcome. */
export function confirmationLink(email: string, base = ''): string {
  return `${base}/api/identity/verify-email?token=${verificationToken(email)}&callbackURL=${encodeURIComponent(CONFIRMED_EMAIL_PATH)}`;
}

/** Signs up through the API and opens the link: the page's context is signed in afterwards. */
export async function signUpAndConfirm(page: Page, parent: { name: string; email: string; password: string }, base = ''): Promise<void> {
  const res = await page.request.post(`${base}/api/identity/sign-up/email`, { data: parent });
  expect(res.status()).toBe(200);
  const opened = await page.request.get(confirmationLink(parent.email, base), { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
}

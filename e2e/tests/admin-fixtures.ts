// The admin of the browser journeys: the e2e server's ADMIN_EMAILS address, signed up and verified
// with the same signed link (HS256, the session secret) that the verification e-mail carries.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type enAdmin from '../../web/src/i18n/en/admin.json';
import type enCore from '../../web/src/i18n/en/core.json';
import { E2E_ADMIN_EMAIL } from '../e2e-identity.ts';
import { confirmationLink } from './confirm-email';

const ADMIN_PASSWORD = 'admin-journey-123';

/** Signs the page in as the admin (creating and verifying the account the first time). */
export async function signInAdmin(page: Page): Promise<void> {
  // Sign-up answers alike whether the admin exists yet (docs/decisions/012); the link confirms the
  // address and signs in the first time, the password afterwards.
  const up = await page.request.post('/api/identity/sign-up/email', { data: { name: 'Ada Lovelace', email: E2E_ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(up.status()).toBe(200);
  expect((await page.request.get(confirmationLink(E2E_ADMIN_EMAIL), { maxRedirects: 0 })).status()).toBeLessThan(400);
  // The link signs in only the first time (an address already confirmed gets no new session from it).
  if ((await page.request.get('/api/auth/user')).status() === 401) {
    expect((await page.request.post('/api/identity/sign-in/email', { data: { email: E2E_ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200);
  }
  const me = await page.request.post('/api/auth/user');
  expect(((await me.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
}

/** The admin screen's texts (English is the reference shape; French has the same keys, a test checks). */
export type AdminTexts = (typeof enAdmin)['admin'] & { plans: (typeof enCore)['plans'] };

/** The admin screen's texts in one language, straight from the web app's catalogs. */
export function adminTexts(language: 'en' | 'fr'): AdminTexts {
  const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../web/src/i18n/${language}/${file}.json`, import.meta.url), 'utf8'));
  const { admin } = read('admin') as typeof enAdmin;
  const { plans } = read('core') as typeof enCore;
  return { ...admin, plans };
}

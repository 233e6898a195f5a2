// Issue 14 point 5 and issue 15: sign-up works from the addresses a person types for this machine on
// the default install, PUBLIC_URL alone in production, and a foreign page cannot use the family's
// cookie to write to our API.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';

const port = (t: TestApp) => new URL(t.url).port;

/**
 * A browser's sign-up: it names the page's origin, says the request is a fetch, and sends the cookies
 * it holds for the server (an earlier session), which is when the origin is checked.
 */
async function signUpFrom(t: TestApp, origin: string, email = `parent-${randomUUID()}@example.com`): Promise<Response> {
  return fetch(`${t.url}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: 'storyloom.session_token=expired', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ name: 'Élodie', email, password: 'correct-horse-battery' }),
  });
}

describe.each(TEST_DATABASES)('trusted origins (%s)', (kind) => {
  describe('on the default install', () => {
    let t: TestApp;
    beforeAll(async () => {
      // No worker: the story asked for below must not still be writing when the database closes.
      t = await startTestApp(kind, {}, { worker: false });
    }, 60_000);
    afterAll(() => t?.close());

    it('lets a parent sign up at 127.0.0.1, localhost and the machine name on the port it runs on', async () => {
      for (const host of ['127.0.0.1', 'localhost', hostname().toLowerCase()]) {
        const res = await signUpFrom(t, `http://${host}:${port(t)}`);
        expect(res.status, host).toBe(200);
      }
    });

    it('refuses a foreign page and says what to do', async () => {
      const res = await signUpFrom(t, 'http://stories.attacker.example');
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('untrusted_origin');
      expect(body.error.message).toContain('PUBLIC_URL');
    });

    it("refuses a foreign page's cookie-authenticated write to our API, and lets our own page through", async () => {
      const email = `origin-${Date.now()}@example.com`;
      expect((await signUpFrom(t, `http://127.0.0.1:${port(t)}`, email)).status).toBe(200);
      const confirmed = await t.openConfirmationLink(email);
      const cookie = confirmed.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      expect(cookie).toContain('session_token');
      const generate = (origin: string) =>
        fetch(`${t.url}/api/stories/generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin },
          body: JSON.stringify({ character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' }),
        });
      const foreign = await generate('http://stories.attacker.example');
      expect(foreign.status).toBe(403);
      expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('untrusted_origin');
      expect((await generate(`http://localhost:${port(t)}`)).status).toBe(200);
    });

    it('points the e-mailed link and the share link at the address the parent is using, not localhost', async () => {
      const page = `http://127.0.0.1:${port(t)}`;
      const email = `links-${randomUUID()}@example.com`;
      expect((await signUpFrom(t, page, email)).status).toBe(200);
      await t.mail.waitFor(email, /verify-email\?token=/);
      const mail = t.mail.messages.find((m) => m.to === email && /verify-email\?token=/.test(m.text));
      expect(mail?.text).toContain(`${page}/api/identity/verify-email?token=`);
      expect(mail?.text).not.toContain('http://localhost');

      const confirmed = await t.openConfirmationLink(email);
      const cookie = confirmed.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const ask = (path: string, origin: string, body: object = {}) =>
        fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin }, body: JSON.stringify(body) });
      const story = { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' };
      const made = (await (await ask('/api/stories/generate', page, story)).json()) as { id: string };
      const fromHere = (await (await ask(`/api/stories/${made.id}/share`, page)).json()) as { url: string };
      expect(fromHere.url).toMatch(new RegExp(`^${page}/shared/`));
      // The same link, asked for from the machine's name: the family's page decides the address.
      const named = `http://${hostname().toLowerCase()}:${port(t)}`;
      const fromName = (await (await ask(`/api/stories/${made.id}/share`, named)).json()) as { url: string };
      expect(fromName.url).toMatch(new RegExp(`^${named}/shared/`));
    });
  });

  describe('with PUBLIC_URL set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { PUBLIC_URL: 'https://stories.example.com' });
    }, 60_000);
    afterAll(() => t?.close());

    it('trusts PUBLIC_URL only', async () => {
      expect((await signUpFrom(t, 'https://stories.example.com')).status).toBe(200);
      const local = await signUpFrom(t, `http://127.0.0.1:${port(t)}`);
      expect(local.status).toBe(403);
      expect(((await local.json()) as { error: { message: string } }).error.message).toContain('https://stories.example.com');
    });

    it('e-mails links to PUBLIC_URL whatever address the request names', async () => {
      const email = `public-${randomUUID()}@example.com`;
      expect((await signUpFrom(t, 'https://stories.example.com', email)).status).toBe(200);
      await t.mail.waitFor(email, /verify-email\?token=/);
      const mail = t.mail.messages.find((m) => m.to === email && /verify-email\?token=/.test(m.text));
      expect(mail?.text).toContain('https://stories.example.com/api/identity/verify-email?token=');
    });
  });
});

// Headers and cookies (issue 15): the browser-side defences every answer carries, the session
// cookie's flags on plain http and behind an https proxy, and every cookie-authenticated write of the
// authorisation matrix's table refused when a foreign page sends it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessFixture } from '../security/access-fixture.ts';
import { ROUTE_ACCESS } from '../security/route-access.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';

function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name = '', ...values]) => [name, values]));
}

/** Signs up and opens the link e-mailed to the address: the cookies that link sets (docs/decisions/012). */
async function signUpCookies(t: TestApp, headers: Record<string, string> = {}): Promise<string[]> {
  const email = `parent-${randomUUID()}@example.com`;
  const res = await fetch(`${t.url}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ name: 'Hana', email, password: 'correct-horse-battery' }),
  });
  expect(res.status).toBe(200);
  return (await t.openConfirmationLink(email, headers)).headers.getSetCookie();
}

describe.each(TEST_DATABASES)('security headers and cookies (%s)', (kind) => {
  describe('on plain http', () => {
    let t: TestApp;
    // The origin is checked before anything is looked up, so made-up ids are enough to reach the check.
    const id = () => randomUUID();
    const f = {
      tokens: {}, emails: {}, stories: { read: id(), deleted: id(), regenerated: id() }, shareToken: 'x', coverFile: 'cover-0.svg', apiKeyId: id(),
      target: { id: id(), failedStoryId: id() }, messageId: id(), signIn: () => Promise.reject(new Error('not needed')),
    } as unknown as AccessFixture;
    beforeAll(async () => {
      t = await startTestApp(kind, {}, { worker: false });
    }, 60_000);
    afterAll(() => t?.close());

    it('sends a script policy without inline scripts or eval, no framing by others, nosniff and a referrer policy, on pages and API answers', async () => {
      for (const path of ['/', '/api/health', '/api/no-such-route', '/library']) {
        const res = await fetch(t.url + path);
        const csp = directives(res.headers.get('content-security-policy'));
        const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
        expect(scripts, path).toContain("'self'");
        expect(scripts.filter((s) => s.startsWith("'unsafe") || s === '*' || s === 'data:' || s === 'http:' || s === 'https:'), path).toEqual([]);
        expect(csp.get('script-src-attr'), path).toEqual(["'none'"]);
        expect(csp.get('object-src'), path).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors'), path).toEqual(["'self'"]);
        expect(csp.get('base-uri'), path).toEqual(["'self'"]);
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
        expect(res.headers.get('referrer-policy'), path).toMatch(/^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/);
        expect(res.headers.get('x-powered-by'), path).toBeNull();
      }
    });

    it('sets the session cookie HttpOnly, SameSite=Lax and for the whole site', async () => {
      const session = (await signUpCookies(t)).find((c) => c.includes('session_token='));
      expect(session).toBeDefined();
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
      expect(session).toMatch(/;\s*Path=\//i);
    });

    it("refuses every cookie-authenticated write in the route table from a foreign page, and lets the family's own page through", async () => {
      const cookie = await sessionCookieOf(t);
      const writes = Object.entries(ROUTE_ACCESS).filter(([key, e]) => !key.startsWith('GET ') && !key.includes('/api/identity/') && typeof e.access === 'string' && e.access !== 'public');
      expect(writes.length).toBeGreaterThan(25);
      for (const [key, entry] of writes) {
        const [method = 'POST'] = key.split(' ');
        const { path, body } = entry.call(f, 'familyA');
        for (const origin of ['https://stories.attacker.example', 'null', `http://127.0.0.1.attacker.example:${new URL(t.url).port}`]) {
          const res = await fetch(t.url + path, { method, headers: { cookie, origin, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
          const answer = (await res.json()) as { error?: { code?: string } };
          expect([key, origin, res.status, answer.error?.code]).toEqual([key, origin, 403, 'untrusted_origin']);
        }
      }
      const own = await fetch(`${t.url}/api/generate-share-text`, {
        method: 'POST', headers: { cookie, origin: t.url, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'The Owl' }),
      });
      expect(own.status).toBe(200);
    });
  });

  describe('behind an https proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { PUBLIC_URL: 'https://storyloom.example', TRUST_PROXY: '127.0.0.1' }, { worker: false });
    }, 60_000);
    afterAll(() => t?.close());

    it('sends HSTS for a year with subdomains', async () => {
      const res = await fetch(`${t.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      const hsts = res.headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
    });

    it('marks the session cookie Secure, with the __Secure- prefix', async () => {
      const session = (await signUpCookies(t, { origin: 'https://storyloom.example', 'x-forwarded-proto': 'https' })).find((c) => c.includes('session_token='));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
    });
  });
});

/** A real session of a new family, as its browser sends the cookie back. */
async function sessionCookieOf(t: TestApp): Promise<string> {
  const cookies = await signUpCookies(t);
  const pair = cookies.find((c) => c.includes('session_token='))?.split(';')[0];
  if (!pair) throw new Error(`no session cookie in ${cookies.join(' | ')}`);
  return pair;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { requestLanguage } from './prerendered-page.ts';

// A built web app in miniature: the app shell and the public pages as web/build/prerender.tsx names them.
// The test app offers no Google sign-in and the demo payments.
const SHELL = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const PAGES = ['landing-en', 'landing-fr', 'pricing-en-demo', 'pricing-fr-demo', 'pricing-fr-stripe', 'auth-en-email', 'auth-fr-email', 'auth-fr-google'];
const HASH = 'sha256-dGhlIGxhbmd1YWdlIGNoZWNr';

describe('prerendered public pages', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'storyloom-prerendered-'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    for (const page of PAGES) writeFileSync(join(dist, 'prerendered', `${page}.html`), `<p>${page}</p>`);
    writeFileSync(join(dist, 'prerendered', 'inline-scripts.json'), JSON.stringify({ hashes: [HASH] }));
    t = await startTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a signed-out visitor each public page in the browser language, as this server offers it', async () => {
    expect((await get('/', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).body).toBe('<p>landing-fr</p>');
    expect((await get('/')).body).toBe('<p>landing-en</p>');
    expect((await get('/pricing', { 'accept-language': 'fr' })).body).toBe('<p>pricing-fr-demo</p>');
    expect((await get('/auth', { 'accept-language': 'de-DE, fr;q=0.5' })).body).toBe('<p>auth-fr-email</p>');
    const res = await get('/auth');
    expect(res.body).toBe('<p>auth-en-email</p>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-language, cookie/);
  });

  it('sends the app shell to a visit with a query string, to other addresses, and to a signed-in family', async () => {
    expect((await get('/auth?tab=signup')).body).toBe(SHELL);
    expect((await get('/?logout=true')).body).toBe(SHELL);
    expect((await get('/library')).body).toBe(SHELL);
    const email = `prerendered-${Date.now()}@example.com`;
    await t.request('POST', '/api/identity/sign-up/email', { body: { name: 'Camille Martin', email, password: 'story-time-123' } });
    const link = await t.openConfirmationLink(email);
    const cookie = link.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toMatch(/session_token=/);
    for (const url of ['/', '/pricing', '/auth']) expect((await get(url, { cookie })).body, url).toBe(SHELL);
  });

  it('treats a session cookie the server would refuse (forged) as signed out', async () => {
    expect((await get('/', { cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl' })).body).toBe('<p>landing-en</p>');
  });

  it("allows the pages' inline language check by the hash the build wrote, and no other inline script", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp.match(/script-src ([^;]*)/)?.[1]).toBe(`'self' '${HASH}'`);
  });

  it('reads the language as a browser orders its Accept-Language', () => {
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('fr-FR')).toBe('fr');
    expect(requestLanguage('en;q=0.4, fr;q=0.8')).toBe('fr');
    expect(requestLanguage('de, es;q=0.9')).toBe('en');
    expect(requestLanguage('fr;q=0, en-GB')).toBe('en');
  });
});

// The signed-in pages' boot data (docs/decisions/021), through the real server and database over HTTP:
// the library's first page and a book are in their HTML for the family who owns them, never for another
// family or a visitor without a session, escaped so that no story text can end the data block.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { jsonForScript } from './boot-data.ts';

const SHELL = '<!doctype html><html lang="en"><head><title>Storyloom</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
// What a title could hold if a story's text tried to end the data block and run a script of its own.
const HOSTILE = 'Owl </script><script>alert(1)</script> <!-- & \u2028';

describe('boot data in the signed-in pages', () => {
  let t: TestApp;
  let dist: string;
  let owner: string;
  let other: string;
  let storyId: string;

  const signIn = async (name: string): Promise<string> => {
    const email = `boot-${name}-${Date.now()}@example.com`;
    await t.request('POST', '/api/identity/sign-up/email', { body: { name, email, password: 'story-time-123' } });
    const link = await t.openConfirmationLink(email);
    return link.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  };
  const page = (path: string, cookie?: string) => fetch(t.url + path, { headers: cookie ? { cookie } : {} });
  /** The data block's text and what it says, or null when the page has none. */
  const bootOf = (html: string) => {
    const text = /<script type="application\/json" id="boot-data">([^]*?)<\/script>/.exec(html)?.[1];
    return text === undefined ? null : { text, data: JSON.parse(text) as Record<string, unknown> };
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'storyloom-boot-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    t = await startTestApp('pglite', { WEB_DIST: dist });
    owner = await signIn('owner');
    other = await signIn('other');
    const made = await fetch(`${t.url}/api/stories/generate`, {
      method: 'POST',
      headers: { cookie: owner, origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify({ character: 'wise-owl', theme: 'friendship', length: 'short', language: 'english' }),
    });
    storyId = ((await made.json()) as { id: string }).id;
    for (let i = 0; i < 600; i++) {
      const progress = (await (await fetch(`${t.url}/api/stories/${storyId}/progress`, { headers: { cookie: owner } })).json()) as { status: string };
      if (progress.status === 'ready') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await t.database.db.update(stories).set({ title: HOSTILE }).where(eq(stories.id, storyId));
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("puts the owner's session and first library page in /library, escaped, with the first cover preloaded, never cached", async () => {
    const res = await page('/library', owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const boot = bootOf(html);
    expect(boot).not.toBeNull();
    expect((boot?.data['/api/auth/user'] as { email: string }).email).toMatch(/^boot-owner-/);
    const library = boot?.data['/api/stories/library?limit=20'] as { items: { id: string; title: string; coverImageUrl: string }[]; total: number };
    expect(library.total).toBe(1);
    expect(library.items[0]).toMatchObject({ id: storyId, title: HOSTILE });
    // Nothing in the block can close it or open a comment: the title's '<' are written as \u003c.
    expect(boot?.text).not.toMatch(/[<>&\u2028]/);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2);
    // Before the app's script, so that the picture is asked for first.
    const preload = `<link rel="preload" as="image" href="${library.items[0]?.coverImageUrl}" fetchpriority="high">`;
    expect(html.indexOf(preload)).toBeGreaterThan(0);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    // The app's code after the cover and the stylesheet: the skeleton paints without it.
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">');
  });

  it("puts the owner's book and its saved place (none yet) in /story/{id}", async () => {
    const res = await page(`/story/${storyId}`, owner);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const boot = bootOf(await res.text());
    expect(boot?.data[`/api/stories/${storyId}`]).toMatchObject({ id: storyId, title: HOSTILE, chapters: expect.any(Array) });
    expect(boot?.data).toHaveProperty(`/api/reading-progress/${storyId}`, null);
  });

  it("paints the owner's cover and title before the app runs: the page's skeleton, its words escaped", async () => {
    const html = await (await page(`/story/${storyId}`, owner)).text();
    const skeleton = /<div id="root">([^]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
    expect(skeleton).toContain('data-boot-skeleton');
    expect(skeleton).toContain(`<img src="/api/stories/${storyId}/media/cover-0.svg"`);
    expect(skeleton).toContain('Owl &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#60;!-- &#38;');
    expect(skeleton).not.toMatch(/<script|<!--/);
    const library = await (await page('/library', owner)).text();
    expect(library).toContain(`<img src="/api/stories/${storyId}/media/cover-0.svg"`);
  });

  it("gives another family nothing of the owner's: their own session and library, no book", async () => {
    const html = await (await page(`/story/${storyId}`, other)).text();
    expect(html).not.toContain('Owl');
    expect(html).not.toContain(`/api/stories/${storyId}/media`);
    const boot = bootOf(html);
    expect(Object.keys(boot?.data ?? {})).toEqual(['/api/auth/user']);
    expect((boot?.data['/api/auth/user'] as { email: string }).email).toMatch(/^boot-other-/);
    const library = bootOf(await (await page('/library', other)).text());
    expect(library?.data['/api/stories/library?limit=20']).toMatchObject({ items: [], total: 0 });
  });

  it('sends the plain shell without a session, with a forged one, with a search in the address, and for other pages', async () => {
    for (const [path, cookie] of [
      ['/library', undefined], [`/story/${storyId}`, undefined],
      ['/library', 'better-auth.session_token=forged.c2lnbmF0dXJl'],
      ['/library?q=owl', owner], ['/account', owner],
    ] as const) {
      const res = await page(path, cookie);
      // The plain shell: no data, no skeleton.
      expect(await res.text(), path).toBe(SHELL);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('writes JSON that parses back to the same value and holds no character that could end a script block', () => {
    const value = { title: HOSTILE, nested: ['</SCRIPT >', '<!--', 'a > b && c'] };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const script = 'x'.repeat(20).concat(Array.from({ length: 400 }, (_, i) => `export const line${i} = "storyloom ${i}";`).join('\n'));
const html = `<!doctype html><html><head><title>Storyloom</title></head><body>${'<p>Once upon a time.</p>'.repeat(100)}</body></html>`;

// A built web app in miniature, precompressed by the same script the real build runs.
describe('compression and caching', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'storyloom-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), script);
    copyFileSync(join(repo, 'web/public/robots.txt'), join(dist, 'robots.txt'));
    const run = spawnSync(process.execPath, [join(repo, 'scripts/precompress.mjs'), dist]);
    expect(run.status).toBe(0);
    t = await startTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of built files at build time', () => {
    expect(existsSync(join(dist, 'assets', 'index-3f9a1c.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'index.html.gz'))).toBe(true);
  });

  it('sends hashed assets compressed and cached for good', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the page compressed and never from a cache without asking, on any client route', async () => {
    for (const url of ['/', '/library']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('compresses JSON answers of the API', async () => {
    const { token } = await t.signUp();
    const { body } = await t.request('POST', '/api/stories/generate', { token, body: { character: 'friendly-dragon', theme: 'friendship', length: 'short' } });
    await t.waitForStory(token, body.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/stories/${body.id}`, headers: { 'accept-encoding': 'br', authorization: `Bearer ${token}` } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).id).toBe(body.id);
  });

  it('answers robots.txt with rules, not with the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /shared/');
  });
});

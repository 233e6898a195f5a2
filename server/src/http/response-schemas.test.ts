// Every JSON route answers through a response schema that lives in packages/contracts (issue 15 item
// 11, issue 16 item 5): the server writes it with the fast serialiser and the web is typed by the same
// schema. This walks the server's own route list, so a new JSON route without one fails here.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/** Routes that do not answer JSON, and what they answer instead. */
const NOT_JSON: Record<string, string> = {
  'GET /api/account/export': 'a zip of the family’s data',
  'GET /api/stories/:id/events': 'server-sent progress events',
  'GET /api/stories/:id/media/:file': 'a picture',
  'GET /api/shared/:token/media/:file': 'a picture',
  'GET /api/stories/:id/download-pdf': 'a PDF file',
  'GET /api/stories/:id/download-epub': 'an EPUB file',
  'POST /api/narrate': 'audio',
  'GET /api/stories/:ref/narration/:page/audio': 'audio',
  'GET /api/shared/:ref/narration/:page/audio': 'audio',
  'GET /api/stories/:ref/audiobook.mp3': 'an MP3 file',
  'GET /api/shared/:ref/audiobook.mp3': 'an MP3 file',
  'GET /api/identity/*': 'better-auth’s own answers (its own library validates them)',
  'POST /api/identity/*': 'better-auth’s own answers (its own library validates them)',
  'GET /api/docs': 'the Swagger UI page',
  'GET /api/docs/json': 'the OpenAPI document itself',
  'GET /api/docs/yaml': 'the OpenAPI document itself',
  'GET /api/docs/static/*': 'Swagger UI files',
  'GET /api/docs/static/index.html': 'Swagger UI files',
  'GET /api/docs/static/swagger-initializer.js': 'Swagger UI files',
};

/** Every zod schema that packages/contracts exports, from every file of it (the index re-exports only some). */
async function contractSchemas(): Promise<Set<unknown>> {
  const dir = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));
  const found = new Set<unknown>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(`@storyloom/contracts/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (value instanceof z.ZodType) found.add(value);
  }
  return found;
}

describe('response schemas', () => {
  let t: TestApp;
  let contracts: Set<unknown>;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    contracts = await contractSchemas();
  });
  afterAll(() => t.close());

  it('every JSON route of the API answers through a schema exported by packages/contracts', () => {
    const api = t.routes.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(60);
    const missing = api
      .filter((r) => !NOT_JSON[`${r.method} ${r.url}`])
      .filter((r) => !(r.response?.['200'] && contracts.has(r.response['200'])))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('lists no route as not JSON that the server does not have, or that has a JSON schema', () => {
    const byKey = new Map(t.routes.map((r) => [`${r.method} ${r.url}`, r]));
    for (const key of Object.keys(NOT_JSON)) {
      expect(byKey.has(key), key).toBe(true);
      expect(byKey.get(key)?.response, key).toBeUndefined();
    }
  });

});

// Every JSON route answers through a response schema that lives in packages/contracts (issue 15 item
// 11, issue 16 item 5): the server writes it with the fast serialiser and the web is typed by the same
// schema. This walks the server's own route list, so a new JSON route without one fails here.
import { API_RESPONSES } from '@storyloom/contracts/api-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('response schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('every JSON route of the API answers through its schema in packages/contracts (API_RESPONSES)', () => {
    const api = t.routes.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(60);
    const responses: Record<string, unknown> = API_RESPONSES;
    const missing = api
      .filter((r) => !NOT_JSON[`${r.method} ${r.url}`])
      .filter((r) => !(r.response?.['200'] && r.response['200'] === responses[`${r.method} ${r.url}`]))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('names in API_RESPONSES only routes the server has', () => {
    const keys = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(API_RESPONSES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('lists no route as not JSON that the server does not have, or that has a JSON schema', () => {
    const byKey = new Map(t.routes.map((r) => [`${r.method} ${r.url}`, r]));
    for (const key of Object.keys(NOT_JSON)) {
      expect(byKey.has(key), key).toBe(true);
      expect(byKey.get(key)?.response, key).toBeUndefined();
    }
  });

});

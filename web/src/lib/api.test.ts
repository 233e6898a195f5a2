import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, fillPath, request } from './api';

function respond(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText: status === 503 ? 'Service Unavailable' : '', headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends cookies and sets a JSON content type only when there is a body', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    await api.get('/api/auth/user');
    await api.post('/api/auth/user');
    await request('POST', '/api/identity/sign-in/email', { email: 'a@b.c', password: 'x' });
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    const contentTypes = calls.map(([, init]) => new Headers(init.headers).get('Content-Type'));
    expect(contentTypes).toEqual([null, null, 'application/json']);
    expect(calls.every(([, init]) => init.credentials === 'include')).toBe(true);
  });

  it('raises "status: body" and reads our error shape into code, message and field', async () => {
    const body = '{"error":{"code":"email_in_use","message":"E-mail already used","field":"email"}}';
    respond(409, body);
    const error = await request('POST', '/api/identity/sign-up/email', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'email_in_use', serverMessage: 'E-mail already used', field: 'email', message: `409: ${body}` });
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(503, '', 'text/plain');
    const error = await api.get('/api/stories/user').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: '503: Service Unavailable', code: 'unknown' });
  });
});

describe('fillPath', () => {
  it('fills a route’s parameters, encoded, and adds the query string', () => {
    expect(fillPath('/api/stories/:ref/narration/:page', { params: { ref: 'a/b c', page: 2 }, query: 'voice=x' })).toBe('/api/stories/a%2Fb%20c/narration/2?voice=x');
    expect(() => fillPath('/api/stories/:id', { params: {} })).toThrow(/:id/);
  });
});

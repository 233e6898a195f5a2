// Every limited call of issue 15, each with a 429 and Retry-After: per family where there is an account
// (a second family at the same address goes on), and per address as a ceiling over all of its
// families; sign-in per address and per e-mail address; sign-up and the demo per address. Calls are
// made with bodies or ids that fail after the count (a 400 or 404), so no story or speech is made.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';
import { ADDRESS_CEILING_FACTOR } from './rate-limit-ceilings.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { sessionTokenOf } from '../test/confirmed-sign-up.ts';

const SUPPORT = 5;
const AUTH = 5;
const id = randomUUID();
/** [name, method, path, family limit]: a signed-in family's calls. */
const FAMILY_CALLS: [string, string, string, number][] = [
  ['generate', 'POST', '/api/stories/generate', RATE_LIMITS.generate.max],
  ['regenerate', 'POST', `/api/stories/${id}/regenerate`, RATE_LIMITS.generate.max],
  ['narrate', 'POST', '/api/narrate', RATE_LIMITS.narrate.max],
  ['audiobook', 'GET', `/api/stories/${id}/audiobook.mp3`, RATE_LIMITS.audiobook.max],
  ['PDF export', 'GET', `/api/stories/${id}/download-pdf`, RATE_LIMITS.export.max],
  ['EPUB export', 'GET', `/api/stories/${id}/download-epub`, RATE_LIMITS.export.max],
  ['contact', 'POST', '/api/contact', SUPPORT],
  ['chatbot', 'POST', '/api/chatbot', SUPPORT],
  ['writing help', 'POST', '/api/ai-assist-contact', SUPPORT],
];

describe.each(TEST_DATABASES)('every rate limit answers 429 with Retry-After (%s)', (kind) => {
  let t: TestApp;
  let families: string[];
  let n = 0;
  /** A fresh client address per test (the test app trusts its own proxy), so tests do not share counters. */
  // Addresses no other suite uses: better-auth's sign-in and sign-up counters live in the (shared) database.
  const newAddress = () => `10.${kind === 'postgres' ? 78 : 77}.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: '127.0.0.1', SUPPORT_RATE_LIMIT_PER_MINUTE: String(SUPPORT), AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH) }, { worker: false });
    families = [(await signUpFrom(newAddress())).token, (await signUpFrom(newAddress())).token];
  }, 120_000);
  afterAll(() => t?.close());

  async function call(method: string, path: string, address: string, token?: string, body: unknown = method === 'POST' ? {} : undefined): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(t.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  async function signUpFrom(address: string): Promise<{ status: number; token: string; res: Response }> {
    const email = `parent-${randomUUID()}@example.com`;
    const res = await call('POST', '/api/identity/sign-up/email', address, undefined, { name: 'Rita', email, password: 'correct-horse-battery' });
    if (res.status !== 200) return { status: res.status, token: '', res };
    // The family signs in through the link e-mailed to it (docs/decisions/012).
    return { status: res.status, token: sessionTokenOf((await t.openConfirmationLink(email)).headers.get('set-auth-token')), res };
  }

  async function expectLimited(res: Response, what: string): Promise<void> {
    expect(res.status, what).toBe(429);
    expect(Number(res.headers.get('retry-after')), what).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { code: string } }).error.code, what).toBe('rate_limited');
  }

  it.each(FAMILY_CALLS)('%s: per family, and not for the next family at the same address', async (name, method, path, max) => {
    const address = newAddress();
    const [first = '', second = ''] = families;
    for (let i = 0; i < max; i++) expect((await call(method, path, address, first)).status, `${name} call ${i + 1}`).not.toBe(429);
    await expectLimited(await call(method, path, address, first), `${name} over the family's limit`);
    expect((await call(method, path, address, second)).status, `${name}, another family`).not.toBe(429);
  });

  it.each(FAMILY_CALLS)('%s: per address, over all the families there', async (name, method, path, max) => {
    const address = newAddress();
    const fresh: string[] = [];
    for (let i = 0; i <= ADDRESS_CEILING_FACTOR; i++) fresh.push((await signUpFrom(newAddress())).token);
    for (const token of fresh.slice(0, ADDRESS_CEILING_FACTOR)) {
      for (let i = 0; i < max; i++) expect((await call(method, path, address, token)).status, name).not.toBe(429);
    }
    await expectLimited(await call(method, path, address, fresh[ADDRESS_CEILING_FACTOR]), `${name} over the address ceiling`);
    expect((await call(method, path, newAddress(), fresh[ADDRESS_CEILING_FACTOR])).status, `${name}, another address`).not.toBe(429);
  });

  it('demo: per address', async () => {
    const address = newAddress();
    for (let i = 0; i < RATE_LIMITS.demo.max; i++) expect((await call('POST', '/api/demo/preview', address)).status).toBe(400);
    await expectLimited(await call('POST', '/api/demo/preview', address), 'demo');
    expect((await call('POST', '/api/demo/preview', newAddress())).status).toBe(400);
  });

  it('sign-up: per address', async () => {
    const address = newAddress();
    for (let i = 0; i < AUTH; i++) expect((await signUpFrom(address)).status).toBe(200);
    await expectLimited((await signUpFrom(address)).res, 'sign-up');
  });

  it('sign-in: per address, and per e-mail address from many addresses', async () => {
    const signIn = (address: string, email: string) => call('POST', '/api/identity/sign-in/email', address, undefined, { email, password: 'wrong-password-here' });
    const address = newAddress();
    for (let i = 0; i < AUTH; i++) expect((await signIn(address, `guess-${i}@example.com`)).status).toBe(401);
    await expectLimited(await signIn(address, 'guess-x@example.com'), 'sign-in from one address');

    const victim = `victim-${randomUUID()}@example.com`;
    for (let i = 0; i < AUTH; i++) expect((await signIn(newAddress(), victim)).status).toBe(401);
    await expectLimited(await signIn(newAddress(), victim.toUpperCase()), 'sign-in to one account from many addresses');
  });
});

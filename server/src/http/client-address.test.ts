import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';

describe('TRUST_PROXY', () => {
  it('reads a hop count, a list of proxy addresses, or nothing', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.5']);
  });

  it("refuses 'true', which would let any client choose its address", () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every hop/);
    expect(() => parseEnv({ TRUST_PROXY: 'the-load-balancer' })).toThrow(/TRUST_PROXY/);
  });
});

const WRONG = { email: 'nobody@example.com', password: 'not-the-password' };

describe.each(TEST_DATABASES)('client addresses behind a trusted proxy (%s)', (kind) => {
  for (const [block, trust] of ['1', '127.0.0.1'].entries()) {
    // Each app gets its own addresses: on the PostgreSQL server all suites share one database, and with
    // it the sign-in counters of the addresses the other blocks used.
    const net = `198.51.${100 + block + (kind === 'postgres' ? 10 : 0)}`;
    describe(`TRUST_PROXY=${trust}`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await startTestApp(kind, { TRUST_PROXY: trust, AUTH_RATE_LIMIT_PER_MINUTE: '5' });
      });
      afterAll(() => t.close());

      const signIn = (forwardedFor: string, email = WRONG.email) =>
        fetch(`${t.url}/api/identity/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ ...WRONG, email }),
        });

      it('limits wrong passwords even when the client forges the addresses it puts in front', async () => {
        const statuses: number[] = [];
        let limited: Response | undefined;
        for (let i = 0; i < 8; i++) {
          // The proxy appends the address it saw (${net}.7); everything before it is the client's to write.
          const res = await signIn(`203.0.113.${i}, ${net}.7`);
          statuses.push(res.status);
          if (res.status === 429) limited ??= res;
        }
        expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
        expect(statuses.slice(5)).toEqual(Array(3).fill(429));
        expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
      });

      // Each address tries its own account here: one account is also limited across addresses (rate-limit-table.test.ts).
      it('gives each real client address its own allowance', async () => {
        for (let i = 0; i < 5; i++) expect((await signIn(`${net}.${20 + i}`, `nobody-${i}@example.com`)).status).toBe(401);
        expect((await signIn(`${net}.99`, 'nobody-99@example.com')).status).toBe(401);
      });
    });
  }
});

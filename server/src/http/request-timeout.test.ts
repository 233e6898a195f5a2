import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

describe('a request body that never finishes arriving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { REQUEST_TIMEOUT_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('is answered 408 and its connection closed once the request deadline passes', async () => {
    const { port } = new URL(t.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('POST /api/identity/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
    // A byte now and then, as a slow client would send, never the whole body.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 60_000);
});

describe('an idle keep-alive connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it("stays open past Node's 5 s default, so a proxy reusing it is not reset", async () => {
    const { port } = new URL(t.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    let closed = false;
    socket.on('close', () => (closed = true));
    const ask = () => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    ask();
    await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 200/);
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(closed).toBe(false);
    answer = '';
    ask();
    await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  }, 60_000);
});

// Signs a family up the way the product lets them in (docs/decisions/012): sign up, open the link
// e-mailed to the address, and keep the session that link starts. For tests that build the app
// themselves (test-app.ts does the same for the rest).
import type { FastifyInstance } from 'fastify';
import { verifyLinkPath, type CapturingMailer } from './mail-capture.ts';

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
}

/** The bearer token in a response that started a session (the header holds the signed cookie value). */
export function sessionTokenOf(header: string | string[] | number | undefined | null): string {
  const token = decodeURIComponent(String(header ?? '')).split('.')[0] ?? '';
  if (!token) throw new Error('no session was started');
  return token;
}

/** Through Fastify's inject: no socket needed. */
export async function injectConfirmedSignUp(app: FastifyInstance, mail: CapturingMailer, body: SignUpBody): Promise<string> {
  const after = mail.messages.length;
  const res = await app.inject({ method: 'POST', url: '/api/identity/sign-up/email', payload: body });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const confirmation = await mail.waitFor(body.email, /verify-email\?token=/, after);
  const link = await app.inject({ method: 'GET', url: verifyLinkPath(confirmation.text) });
  return sessionTokenOf(link.headers['set-auth-token']);
}

/** Over HTTP, for a server listening at `url`. */
export async function fetchConfirmedSignUp(url: string, mail: CapturingMailer, body: SignUpBody): Promise<string> {
  const after = mail.messages.length;
  const res = await fetch(`${url}/api/identity/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const confirmation = await mail.waitFor(body.email, /verify-email\?token=/, after);
  const link = await fetch(url + verifyLinkPath(confirmation.text), { redirect: 'manual' });
  return sessionTokenOf(link.headers.get('set-auth-token'));
}

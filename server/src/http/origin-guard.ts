// Cookie-authenticated writes to our own API must come from one of our own pages (issue 15): a page
// on another site can make a browser send our cookie, but not lie about its Origin. Bearer-token
// clients carry no ambient credential and send no Origin, so they are not concerned. better-auth
// makes the same check on /api/identity with the same rule (trusted-origins.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { isTrustedOrigin, refusedOriginMessage } from './trusted-origins.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginGuard(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'port'>): void {
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/') || req.url.startsWith('/api/identity/')) return;
    const origin = req.headers.origin;
    if (!origin || !req.headers.cookie) return;
    if (!isTrustedOrigin(config, origin, req.headers.host)) throw new AppError('untrusted_origin', refusedOriginMessage(config, origin));
  });
}

// Serves the built web app and answers every non-API path with index.html (client-side routes), or,
// for a signed-out visit to a public page, with that page prerendered (prerendered-page.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { bootPage } from './boot-data.ts';
import { errorBody } from './errors.ts';
import { prerenderedPageFor, type PrerenderedPages } from './prerendered-page.ts';

export const WEB_DIST = join(fileURLToPath(new URL('.', import.meta.url)), '../../../web/dist');

export async function registerWebApp(app: FastifyInstance, root = WEB_DIST, pages?: PrerenderedPages): Promise<void> {
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // '/' is answered below with the rest of the app's addresses (it may be prerendered).
      allowedPath: (path) => path !== '/',
      // The build writes .br and .gz copies (scripts/precompress.mjs): sent as they are, no CPU per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody('not_found', `No route for ${req.method} ${req.url.split('?')[0]}`));
    }
    const page = pages && prerenderedPageFor(req, pages);
    // Its language and whether it is sent depend on these request headers (a shared cache must not mix them).
    if (pages) reply.header('vary', 'accept-language, cookie');
    // A signed-in page with the family's first answers in it (boot-data.ts): theirs alone, never kept.
    const booted = pages && pages.bootData !== false && pages.hasSession(req) ? await bootPage(app, req, root) : undefined;
    if (booted !== undefined) {
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(booted);
    }
    reply.header('cache-control', 'no-cache');
    return page && existsSync(join(root, page)) ? reply.sendFile(page) : reply.sendFile('index.html');
  });
}

// Serves the built web app and answers every non-API path with index.html (client-side routes).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

export const WEB_DIST = join(fileURLToPath(new URL('.', import.meta.url)), '../../../web/dist');

export async function registerWebApp(app: FastifyInstance, root = WEB_DIST): Promise<void> {
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies (scripts/precompress.mjs): sent as they are, no CPU per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody('not_found', `No route for ${req.method} ${req.url.split('?')[0]}`));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

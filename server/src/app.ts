// Builds the Fastify application from a config and an open database. main.ts and the tests use it.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerWebApp } from './http/static.ts';
import { createIdentity } from './modules/auth/identity.ts';
import { registerIdentityRoutes } from './modules/auth/identity-routes.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

export async function buildApp(config: Config, database: Database, opts: { logger?: boolean } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const identity = createIdentity(database.db, config);
  const ctx: AppContext = { config, database, identity };

  registerIdentityRoutes(app, identity, config.publicUrl);
  registerAuthRoutes(app, ctx);
  app.get('/api/health', async () => ({ ok: true, database: database.kind }));
  await registerWebApp(app);
  return { app, ctx };
}

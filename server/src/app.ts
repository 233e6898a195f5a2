// Builds the Fastify application from a config and an open database. main.ts and the tests use it.
import { createServer } from 'node:http';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerWebApp, WEB_DIST } from './http/static.ts';
import { prerenderedScriptHashes } from './http/prerendered-page.ts';
import { sessionToken, type SessionRow } from './modules/auth/session.ts';
import { fastSerializerCompiler } from './http/fast-serializer.ts';
import { registerCompression } from './http/compression.ts';
import { setCpuThreads } from './lib/cpu/cpu-pool.ts';
import { refuseControlCharacters } from './http/control-characters.ts';
import { acceptJsonOnly } from './http/json-only.ts';
import { identityLogger, loggerOptions } from './http/logging.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { createIdentity } from './modules/auth/identity.ts';
import { registerIdentityRoutes } from './modules/auth/identity-routes.ts';
import { registerOriginGuard } from './http/origin-guard.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { createAi, type Ai } from './ai/index.ts';
import { createJobQueue } from './jobs/queue.ts';
import { GENERATE_STORY_QUEUE } from './modules/stories/generation-jobs.ts';
import { registerStoryRoutes } from './modules/stories/routes.ts';
import { startGenerationWorker } from './modules/stories/worker.ts';
import { startEmbeddedAutovacuum } from './db/embedded-autovacuum.ts';
import { stopWarmUp } from './modules/narration/warm-up.ts';
import { forgetWork } from './jobs/after-writing.ts';
import { registerDemoRoutes } from './modules/demo/routes.ts';
import { registerReadingRoutes } from './modules/reading/routes.ts';
import { registerSharingRoutes } from './modules/sharing/routes.ts';
import { registerExportRoutes } from './modules/export/routes.ts';
import { registerNarrationRoutes } from './modules/narration/routes.ts';
import { createMediaStore } from './storage/index.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createStoryProgressEvents } from './jobs/story-progress-events.ts';
import { startSessionCache } from './modules/auth/session-cache.ts';
import { startFamilyCache } from './modules/stories/family-cache.ts';
import { registerHelpRoutes } from './modules/help/routes.ts';
import { registerChatbotRoutes } from './modules/chatbot/routes.ts';
import { registerContactRoutes } from './modules/contact/routes.ts';
import { createPaymentProvider } from './modules/billing/create-payment-provider.ts';
import { DEMO_RENEWAL_QUEUE, startDemoRenewalWorker } from './modules/billing/demo-renewals.ts';
import { registerBillingRoutes } from './modules/billing/routes.ts';
import { registerBillingWebhook } from './modules/billing/webhook-routes.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import { registerApiKeyRoutes } from './modules/api-keys/routes.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerAdminRoutes } from './modules/admin/routes.ts';
import { healthSchema } from '@storyloom/contracts/health';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route the server registered: tests walk it (e.g. every /api/admin route is guarded). */
  routes: { method: string; url: string; response?: Record<string, unknown> }[];
}

export interface BuildOptions {
  /** Log requests and errors as JSON lines (to stdout, or to `stream` in tests). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Run the generation worker in this process (embedded mode and tests). */
  worker?: boolean;
  /** Schema of the job queue's tables; test suites sharing one PostgreSQL database each use their own. */
  queueSchema?: string;
  /** Prefix of this app's rate-limit counters; test suites sharing a database or Redis each use their own. */
  rateLimitNamespace?: string;
  /** Counts nothing against the rate limits: for suites that call one route many times on purpose (the fuzz suite). */
  unlimited?: boolean;
  /** Replaces AI providers; tests use it to make a provider fail on purpose. */
  ai?: Partial<Ai>;
  /** Replaces the mailer; tests read the e-mails it was given (a sign-up is confirmed through one). */
  mailer?: Mailer;
  /** Also encode every answer with its zod schema and compare (tests): the fast serialiser alone coerces. */
  checkResponses?: boolean;
  /** false: the library and the reader without their first answers and skeleton in the HTML (bench/web's 'before'). */
  bootData?: boolean;
}

/** Longer than a load balancer's idle timeout (60 s on the common ones). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}): Promise<BuiltApp> {
  const logging = opts.logger ? loggerOptions(config.logLevel, typeof opts.logger === 'object' ? opts.logger.stream : undefined) : { logger: false };
  const app = Fastify({
    ...logging,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Node checks request deadlines only every connectionsCheckingInterval (30 s by default), so the
    // server is made here with a check as frequent as the deadline needs.
    serverFactory: (handler) => {
      const server = createServer({ requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 4)) }, handler);
      // Node closes an idle keep-alive connection after 5 s, while load balancers keep theirs for 60 s
      // and send the next request down a connection the server has just closed (a reset, a 502).
      // Fastify's own default, kept longer than those proxies.
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler({ checkResponses: opts.checkResponses ?? false }));
  if (config.cpuThreads) setCpuThreads(config.cpuThreads);
  registerErrorHandling(app);
  const routes: BuiltApp['routes'] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url, response: r.schema?.response as Record<string, unknown> | undefined });
  });
  refuseControlCharacters(app);
  acceptJsonOnly(app);
  app.addHook('onSend', async (req, reply) => void reply.header('x-request-id', req.id));

  // Stripe.js is loaded from Stripe (it may not be self-hosted) and only when Stripe is configured.
  const stripeOrigins = config.billing.stripe
    ? { scripts: ['https://js.stripe.com'], frames: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : { scripts: [], frames: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The prerendered public pages' one inline script, by its hash (docs/decisions/019).
        scriptSrc: ["'self'", ...prerenderedScriptHashes(config.webDist ?? WEB_DIST), ...stripeOrigins.scripts],
        connectSrc: ["'self'", ...stripeOrigins.connect],
        frameSrc: ["'self'", ...stripeOrigins.frames],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await registerCompression(app);

  const mailer = opts.mailer ?? createMailer(config.mail);
  const identity = createIdentity(database.db, config, mailer, identityLogger(() => (opts.logger ? app.log : undefined)));
  const jobs = await createJobQueue(database, [GENERATE_STORY_QUEUE, DEMO_RENEWAL_QUEUE], opts.queueSchema, { deadAfterSeconds: config.generation.deadAfterSeconds });
  const ctx: AppContext = { config, database, identity, ai: { ...createAi(config), ...opts.ai }, media: createMediaStore(config), jobs, mailer, payments: createPaymentProvider(config), progress: createStoryProgressEvents(database), sessionCache: await startSessionCache<SessionRow>(database), familyCache: await startFamilyCache(database) };
  // A private queue (test suites sharing one PostgreSQL server) finds no job for another queue's stories:
  // its sweep would queue them again and run them with its own writer, so only the shared queue sweeps.
  const stopWorker = opts.worker ? await startGenerationWorker(ctx, { sweep: opts.queueSchema === undefined }) : undefined;
  if (opts.worker) await startDemoRenewalWorker(ctx);
  // PGlite has no autovacuum: the server keeps its statistics and clears its dead rows (decision 028).
  const stopAutovacuum = startEmbeddedAutovacuum(database);
  app.addHook('onClose', async () => {
    stopWorker?.();
    await stopAutovacuum();
    // Background work after writing (warm-up, picture forms) must not run on the closed database.
    stopWarmUp(ctx);
    forgetWork(ctx);
    await jobs.stop();
    await ctx.progress.close();
    await ctx.sessionCache?.close();
    await ctx.familyCache?.close();
  });

  registerOriginGuard(app, config);
  await registerRateLimits(app, ctx, opts.rateLimitNamespace, opts.unlimited);
  // Before the routes: the OpenAPI document is built from each route's zod schemas as it is added.
  await registerOpenApi(app, config.publicUrl);
  registerIdentityRoutes(app, identity, config);
  registerAuthRoutes(app, ctx);
  registerStoryRoutes(app, ctx);
  registerReadingRoutes(app, ctx);
  registerSharingRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  await registerNarrationRoutes(app, ctx);
  await registerDemoRoutes(app, ctx);
  registerHelpRoutes(app, ctx);
  await registerChatbotRoutes(app, ctx);
  await registerContactRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  await registerBillingWebhook(app, ctx);
  registerAccountRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx);
  await registerAdminRoutes(app, ctx);
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => ({ ok: true as const, database: database.kind }));
  await registerWebApp(app, config.webDist, {
    site: { google: Boolean(config.google), payments: ctx.payments.kind },
    hasSession: (req) => sessionToken(req, config.sessionSecret) !== null,
    bootData: opts.bootData ?? true,
  });
  return { app, ctx, routes };
}

// Every environment variable, parsed with zod at start-up. Defaults give the embedded, offline
// set-up (DESIGN.md 'One product, two ways to run it'); a wrong value stops the program with a
// readable list.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((s) => s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean));
const optional = z.string().trim().optional().transform((s) => (s ? s : undefined));
/** false = trust no proxy; a number = that many hops; a list = those proxy addresses / ranges. */
export type TrustProxy = false | number | string[];

const bool = z.enum(['true', 'false', '1', '0', '']).default('').transform((s) => s === 'true' || s === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, media files and the generated session secret live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… to use a PostgreSQL server; unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** The address people reach the product at (links in e-mails, OAuth callbacks, share links). */
  PUBLIC_URL: optional.pipe(z.url().optional()),
  /** Signs sessions; generated once and kept under DATA_DIR when unset. At least 32 characters. */
  SESSION_SECRET: optional.pipe(z.string().min(32).optional()),
  ADMIN_EMAILS: csv,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** How much the server logs (JSON lines on stdout); 'silent' for none. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** web = HTTP only, worker = generation jobs only, all = both (embedded default). */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** redis://host:6379: rate-limit counters in Redis instead of the database (both are shared by all processes). */
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** A request whose headers and body have not all arrived in this time is cut off (slow clients hold no socket for long). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Who may tell us the client's address through X-Forwarded-For: the number of proxies in front
   * (1 = one load balancer), or a comma list of their addresses / CIDR ranges. Unset or 0 = nobody.
   * Never 'true': trusting every hop lets any client choose its address and escape rate limits.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine((s) => s.toLowerCase() !== 'true', 'trusting every hop lets any client forge its address; give the number of proxies in front (e.g. 1) or their addresses')
    .transform((s): TrustProxy => {
      if (s === '' || s.toLowerCase() === 'false' || s === '0') return false;
      if (/^\d+$/.test(s)) return Number(s);
      return s.split(',').map((x) => x.trim()).filter(Boolean);
    })
    .refine((v) => !Array.isArray(v) || v.every((a) => isIP(a.split('/')[0] ?? '') !== 0 || ['loopback', 'linklocal', 'uniquelocal'].includes(a)), 'a hop count, or IP addresses / CIDR ranges separated by commas'),

  /** An OpenAI-compatible AI service; unset = the built-in offline storyteller, illustrator, narrator and moderator. */
  AI_BASE_URL: optional.pipe(z.url().optional()),
  AI_API_KEY: optional,
  AI_TEXT_MODEL: z.string().default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  AI_SPEECH_MODEL: z.string().default('gpt-4o-mini-tts'),
  /** Use the service's moderation endpoint (falls back to the offline lists when it fails). */
  AI_MODERATION: bool,
  /** Draw illustrations with the service's image model (else the offline illustrator, even with AI_BASE_URL). */
  AI_IMAGES: bool,
  /** Narrate with the service's speech model (else offline espeak-ng, even with AI_BASE_URL). */
  AI_SPEECH: bool,

  /** S3-compatible object storage for media; unset = a folder under DATA_DIR. */
  S3_BUCKET: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: bool,

  /** Worker threads for speech, MP3, PDF and EPUB (default: one fewer than the CPU cores, at least 1). */
  CPU_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Stories a worker process writes at the same time. */
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** A generation job not finished in this time is taken to have died and is retried. */
  GENERATION_TIMEOUT_SECONDS: z.coerce.number().int().min(10).default(180),
  /** A running job whose worker has not renewed its lease for this long is retried on another worker (a killed process). */
  WORKER_DEAD_AFTER_SECONDS: z.coerce.number().int().min(2).max(600).default(15),
  /** The built web app to serve (default: web/dist of this checkout). */
  WEB_DIST: optional,
  /** Narrate the first pages of a new story in the background, so pressing play is instant. */
  NARRATION_PREWARM: z.enum(['true', 'false', '1', '0']).default('true').transform((s) => s === 'true' || s === '1'),

  /** smtp://user:pass@host:587 (or smtps://…); unset = e-mails meant for a person are written to the server log. */
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The sender of every e-mail the product writes. */
  MAIL_FROM: z.string().default('Storyloom <no-reply@storyloom.local>'),
  /** Where contact-form messages are delivered. */
  SUPPORT_EMAIL: z.email().default('support@storyloom.local'),
  /** Chatbot questions, writing-help drafts and contact messages allowed per client per minute (each). */
  SUPPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Shown on the contact page when set (e.g. '+33 1 23 45 67 89'). */
  SUPPORT_PHONE: optional,
  /** Postal address shown on the contact page when set. */
  SUPPORT_ADDRESS: optional,

  /** Stripe takes payments when these three are set; unset = the built-in demo provider (test cards only). */
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Stripe price ids of each paid plan and interval (prices as in packages/contracts/src/plans.ts). */
  STRIPE_PRICE_BASIC_MONTH: optional,
  STRIPE_PRICE_BASIC_YEAR: optional,
  STRIPE_PRICE_PREMIUM_MONTH: optional,
  STRIPE_PRICE_PREMIUM_YEAR: optional,
  STRIPE_PRICE_PRO_MONTH: optional,
  STRIPE_PRICE_PRO_YEAR: optional,
  /** Where the Stripe API is; unset = Stripe's own. Tests point it at a local stand-in. */
  STRIPE_API_URL: optional.pipe(z.url().optional()),
  /** Demo provider only: make every billing period this many seconds long, to watch renewals happen. */
  DEMO_BILLING_PERIOD_SECONDS: optional.pipe(z.string().regex(/^\d+$/, "a whole number of seconds").transform(Number).pipe(z.number().min(10)).optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  adminEmails: string[];
  google: { clientId: string; clientSecret: string } | undefined;
  role: Env['ROLE'];
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  cpuThreads: number | undefined;
  authRateLimitPerMinute: number;
  requestTimeoutMs: number;
  redisUrl: string | undefined;
  trustProxy: TrustProxy;
  ai: { baseURL: string; apiKey: string; textModel: string; imageModel: string; speechModel: string; moderation: boolean; images: boolean; speech: boolean } | undefined;
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean } | undefined;
  generation: { concurrency: number; timeoutSeconds: number; prewarmNarration: boolean; deadAfterSeconds: number };
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string };
  support: { phone: string | undefined; address: string | undefined; rateLimitPerMinute: number };
  billing: { stripe: StripeConfig | undefined; demoPeriodSeconds: number | undefined };
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Price id per paid plan and interval. */
  prices: Record<'basic' | 'premium' | 'pro', Record<'month' | 'year', string>>;
  apiUrl: string | undefined;
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const STRIPE_PRICES = [
  'STRIPE_PRICE_BASIC_MONTH', 'STRIPE_PRICE_BASIC_YEAR', 'STRIPE_PRICE_PREMIUM_MONTH',
  'STRIPE_PRICE_PREMIUM_YEAR', 'STRIPE_PRICE_PRO_MONTH', 'STRIPE_PRICE_PRO_YEAR',
] as const;

function stripeConfig(env: Env): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  const price = (k: (typeof STRIPE_PRICES)[number]) => env[k] ?? '';
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: {
      basic: { month: price('STRIPE_PRICE_BASIC_MONTH'), year: price('STRIPE_PRICE_BASIC_YEAR') },
      premium: { month: price('STRIPE_PRICE_PREMIUM_MONTH'), year: price('STRIPE_PRICE_PREMIUM_YEAR') },
      pro: { month: price('STRIPE_PRICE_PRO_MONTH'), year: price('STRIPE_PRICE_PRO_YEAR') },
    },
    apiUrl: env.STRIPE_API_URL,
  };
}

export class ConfigError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  - GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const stripeSet = STRIPE_KEYS.filter((k) => env[k]);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
    throw new ConfigError(`Invalid configuration:\n  - ${STRIPE_KEYS.join(', ')} must be set together`);
  }
  const missingPrices = stripeSet.length > 0 ? STRIPE_PRICES.filter((k) => !env[k]) : [];
  if (missingPrices.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${missingPrices.map((k) => `  - ${k}: needed when Stripe is configured`).join('\n')}`);
  }
  return env;
}

/** Reads the session secret from DATA_DIR, creating it on first start. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    sessionSecret: env.SESSION_SECRET ?? persistedSecret(dataDir),
    adminEmails: env.ADMIN_EMAILS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    role: env.ROLE,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    cpuThreads: env.CPU_THREADS,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    ai: env.AI_BASE_URL
      ? {
          baseURL: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY ?? '',
          textModel: env.AI_TEXT_MODEL,
          imageModel: env.AI_IMAGE_MODEL,
          speechModel: env.AI_SPEECH_MODEL,
          moderation: env.AI_MODERATION,
          images: env.AI_IMAGES,
          speech: env.AI_SPEECH,
        }
      : undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    generation: { concurrency: env.GENERATION_CONCURRENCY, timeoutSeconds: env.GENERATION_TIMEOUT_SECONDS, prewarmNarration: env.NARRATION_PREWARM, deadAfterSeconds: env.WORKER_DEAD_AFTER_SECONDS },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, supportEmail: env.SUPPORT_EMAIL },
    support: { phone: env.SUPPORT_PHONE, address: env.SUPPORT_ADDRESS, rateLimitPerMinute: env.SUPPORT_RATE_LIMIT_PER_MINUTE },
    billing: { stripe: stripeConfig(env), demoPeriodSeconds: env.DEMO_BILLING_PERIOD_SECONDS },
  };
}

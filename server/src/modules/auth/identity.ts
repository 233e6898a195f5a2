// Identity with better-auth (DECISIONS.md 'Identity and roles'): e-mail + password (scrypt, which is
// memory-hard), Google when configured, sessions in our database, bearer tokens for API clients.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '@storyloom/contracts/user';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  identityAccounts, identityRateLimits, identitySessions, identityUsers, identityVerifications,
} from '../../db/schema/index.ts';

export const IDENTITY_BASE_PATH = '/api/identity';
/** Set by our own HTTP layer from the socket address (or trusted proxy); any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-storyloom-client-ip';

/** `log` receives better-auth's messages (app.ts sends them to the request log, without SQL parameters). */
export function createIdentity(db: Db, config: Config, log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => void) {
  const perMinute = { window: 60, max: config.authRateLimitPerMinute };
  return betterAuth({
    appName: 'Storyloom',
    baseURL: config.publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: identityUsers,
        session: identitySessions,
        account: identityAccounts,
        verification: identityVerifications,
        rateLimit: identityRateLimits,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: MIN_PASSWORD_LENGTH, maxPasswordLength: 128, autoSignIn: true },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, scope: ['email', 'profile'] } }
      : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    plugins: [bearer()],
    rateLimit: {
      enabled: true,
      // In the database so that several web processes count together.
      storage: 'database',
      window: 60,
      max: 300,
      customRules: { '/sign-in/email': perMinute, '/sign-up/email': perMinute, '/sign-in/social': perMinute },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    logger: { level: config.env === 'test' ? 'error' : 'warn', ...(log ? { log } : {}) },
  });
}

export type Identity = ReturnType<typeof createIdentity>;

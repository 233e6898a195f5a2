// Identity with better-auth (DECISIONS.md 'Identity and roles'): e-mail + password (scrypt, which is
// memory-hard), Google when configured, sessions in our database, bearer tokens for API clients.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { and, eq, isNotNull } from 'drizzle-orm';
import { CONFIRMED_EMAIL_PATH, MIN_PASSWORD_LENGTH } from '@storyloom/contracts/user';
import type { Config } from '../../config.ts';
import { linkForRequest, linkOrigin, trustedOrigins } from '../../http/trusted-origins.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accountExistsMail, resetPasswordMail, verifyEmailMail } from './identity-mails.ts';
import type { Db } from '../../db/client.ts';
import {
  appUsers, identityAccounts, identityRateLimits, identitySessions, identityUsers, identityVerifications,
} from '../../db/schema/index.ts';

export const IDENTITY_BASE_PATH = '/api/identity';
/** Sessions last 30 days and are renewed at most once a day (session.ts renews through getSession). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended. Please contact support.';
/** Set by our own HTTP layer from the socket address (or trusted proxy); any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-storyloom-client-ip';
/** How long a confirmation link works (better-auth's default, said in the e-mail). */
export const VERIFY_LINK_EXPIRES_IN_S = 60 * 60;

/** `log` receives better-auth's messages (app.ts sends them to the request log, without SQL parameters). */
export function createIdentity(db: Db, config: Config, mailer: Mailer, log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => void) {
  const perMinute = { window: 60, max: config.authRateLimitPerMinute };
  return betterAuth({
    appName: 'Storyloom',
    baseURL: config.publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret: config.sessionSecret,
    // One rule for every door (http/trusted-origins.ts): the addresses of this machine by default, PUBLIC_URL in production.
    trustedOrigins: (request) => trustedOrigins(config, request?.headers.get('host')),
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
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // Sign-up never says whether an address is taken (issue 15, docs/decisions/012): it always
      // answers 'we sent you a link', and an account is signed in only through that link. A new
      // address gets the confirmation link; a taken one gets a note to its owner instead.
      requireEmailVerification: true,
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }, request) => {
        const site = linkOrigin(config, request?.headers.get('origin'), request?.headers.get('host'));
        const send = async () => {
          if (user.emailVerified) return mailer.send(accountExistsMail(user, `${site}/auth`, `${site}/forgot-password`));
          // Someone signed up and lost the first link: the owner of the address gets a fresh one.
          const token = await createEmailVerificationToken(config.sessionSecret, user.email, undefined, VERIFY_LINK_EXPIRES_IN_S, { userId: user.id });
          return mailer.send(verifyEmailMail(user, `${site}${IDENTITY_BASE_PATH}/verify-email?token=${token}&callbackURL=${encodeURIComponent(CONFIRMED_EMAIL_PATH)}`));
        };
        await send().catch((err: unknown) => console.warn('[mail] account-exists e-mail not sent', err));
      },
      // Account recovery by e-mail (issue 14); the link reaches the server log when no SMTP is set.
      sendResetPassword: async ({ user, url }, request) => mailer.send(resetPasswordMail(user, linkForRequest(config, url, request))),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password before confirming sends the link again.
      sendOnSignIn: true,
      expiresIn: VERIFY_LINK_EXPIRES_IN_S,
      autoSignInAfterVerification: true,
      // A mail server that is down must not stop a family signing up: they can ask again later.
      sendVerificationEmail: async ({ user, url }, request) =>
        mailer.send(verifyEmailMail(user, linkForRequest(config, url, request))).catch((err: unknown) => console.warn('[mail] verification e-mail not sent', err)),
    },
    user: { changeEmail: { enabled: true } },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, scope: ['email', 'profile'] } }
      : {},
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    // A family suspended by an admin cannot sign in, by password or by Google (issue 13).
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const suspended = await db
              .select({ id: appUsers.id })
              .from(appUsers)
              .where(and(eq(appUsers.identityId, session.userId), isNotNull(appUsers.suspendedAt)))
              .limit(1);
            if (suspended.length > 0) throw new APIError('FORBIDDEN', { message: ACCOUNT_SUSPENDED_MESSAGE, code: 'ACCOUNT_SUSPENDED' });
          },
        },
      },
    },
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
      // E-mails go out after the answer in every branch, so an SMTP round trip never tells a new
      // address from a taken one by the time sign-up or sign-in takes.
      backgroundTasks: { handler: (task) => void Promise.resolve(task).catch((err: unknown) => console.warn('[identity] background task failed', err)) },
      // better-auth skips its origin check when it believes it runs under test; ours always checks.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    logger: { level: config.env === 'test' ? 'error' : 'warn', ...(log ? { log } : {}) },
  });
}

export type Identity = ReturnType<typeof createIdentity>;

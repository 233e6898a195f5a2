import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';

export const subscriptionStatusSchema = z.enum(['active', 'past_due', 'canceled', 'incomplete']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The product's database user (SPEC §3 'Database user'). */
export const dbUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  subscriptionPlan: z.enum(PLAN_IDS),
  subscriptionStatus: subscriptionStatusSchema,
  createdAt: z.string(),
});
export type DbUser = z.infer<typeof dbUserSchema>;

/** SPEC §3 'Plan status'; -1 means unlimited. */
export const planStatusSchema = z.object({
  plan: z.enum(PLAN_IDS),
  usage: z.object({ storiesThisMonth: z.number().int(), storiesRemaining: z.number().int() }),
  limits: z.object({ storiesPerMonth: z.number().int(), maxChaptersPerStory: z.number().int() }),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** Identity calls (better-auth, mounted at /api/identity). */
export const MIN_PASSWORD_LENGTH = 8;
const emailField = z.email({ error: 'Please enter a valid e-mail address.' });
export const signUpBodySchema = z.object({
  name: z.string({ error: 'Please enter your name.' }).trim().min(1, 'Please enter your name.').max(100),
  email: emailField,
  password: z
    .string({ error: 'Please choose a password.' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(128, 'Password must be at most 128 characters.'),
});
export const signInBodySchema = z.object({
  email: emailField,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.'),
});

/**
 * The one answer to every accepted sign-up, whether the address was new or already had an account:
 * nothing in it (nor in its headers or cookies) tells the two apart (docs/decisions/012).
 */
export const signUpResponseSchema = z.object({ next: z.literal('confirm_email') });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
export const SIGN_UP_RESPONSE: SignUpResponse = { next: 'confirm_email' };
/** Where the confirmation link leads once it has signed the family in (or, with ?error=, says why not). */
export const CONFIRMED_EMAIL_PATH = '/auth?confirmed=1';

export const identityProvidersSchema = z.object({ google: z.boolean() });
export type IdentityProviders = z.infer<typeof identityProvidersSchema>;

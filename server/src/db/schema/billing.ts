import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appUsers } from './users.ts';

/**
 * A family's subscription: one row per family, whatever the provider (the unique user id is what
 * makes two simultaneous create-subscription calls end in ONE subscription). Its state moves only
 * through modules/billing/subscription-machine.ts.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => appUsers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    state: text('state', { enum: ['none', 'incomplete', 'active', 'past_due', 'canceling', 'ended'] }).notNull().default('none'),
    plan: text('plan', { enum: ['basic', 'premium', 'pro'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    /** The provider's customer and subscription ids (Stripe's cus_/sub_, the demo's own). */
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** What the browser needs to confirm the first payment; cleared once paid. */
    clientSecret: text('client_secret'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    cardLast4: text('card_last4'),
    /** Demo provider only: the card on file is the one that fails at renewal (4000 0000 0000 9995). */
    cardFailsAtRenewal: boolean('card_fails_at_renewal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_uq').on(t.userId),
    // Webhooks find the row by the provider's subscription id.
    index('subscriptions_provider_sub_idx').on(t.providerSubscriptionId),
  ],
);

/**
 * Provider events already handled (Stripe's evt_ ids, the demo's own): inserting the id first is what
 * makes a replayed webhook a no-op.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payment history: the demo provider's own records, and Stripe's invoices as their webhooks report them. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => appUsers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    /** The provider's invoice id; unique so that a replayed invoice event records one payment. */
    providerInvoiceId: text('provider_invoice_id').unique(),
    plan: text('plan', { enum: ['free', 'basic', 'premium', 'pro'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    receiptUrl: text('receipt_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_created_idx').on(t.userId, t.createdAt)],
);

/** Pro's personal API keys: only a SHA-256 of the key is kept; the key itself is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => appUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

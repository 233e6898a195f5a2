// Tables of the admin dashboard (issue 13): the audit log of every admin action, and the record of
// each generation that failed for good with its technical reason (the story itself only keeps the
// friendly message a family sees).
import { ADMIN_AUDIT_ACTIONS } from '@storyloom/contracts/admin';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stories } from './stories.ts';
import { appUsers } from './users.ts';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who acted; the e-mail is copied so the line still says who after the account is gone. */
    actorId: uuid('actor_id').references(() => appUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: ['user', 'story', 'message'] }).notNull(),
    targetId: text('target_id').notNull(),
    /** A readable name of the target at the time (an e-mail, a title, a subject). */
    targetLabel: text('target_label').notNull().default(''),
    /** What changed, e.g. { from: 'free', to: 'basic' }. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The dashboard lists the newest first.
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

export const generationFailures = pgTable(
  'generation_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    /** 0 for the first writing, then the regeneration number. */
    generation: integer('generation').notNull(),
    reason: text('reason').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The overview charts failures per day; the Generations view reads the latest reason per story.
  (t) => [index('generation_failures_failed_idx').on(t.failedAt), index('generation_failures_story_idx').on(t.storyId, t.failedAt)],
);

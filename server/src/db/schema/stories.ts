import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoryFailure } from '@storyloom/contracts/stories';
import { appUsers } from './users.ts';

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => appUsers.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    character: text('character').notNull(),
    theme: text('theme').notNull(),
    length: text('length').notNull(),
    language: text('language').notNull(),
    ageGroup: text('age_group').notNull(),
    moralLesson: text('moral_lesson').notNull().default(''),
    childName: text('child_name').notNull().default(''),
    customPrompt: text('custom_prompt').notNull().default(''),
    seed: integer('seed').notNull(),
    chapterCount: integer('chapter_count').notNull(),
    status: text('status', { enum: ['queued', 'writing', 'illustrating', 'ready', 'failed'] }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Why it failed: a code (STORY_FAILURES) the web translates; migration 0011 turned old sentences into codes. */
    error: text('error').$type<StoryFailure>(),
    coverImageKey: text('cover_image_key'),
    /** Story bible (names, looks) the illustrator keeps the same on every page. */
    bible: jsonb('bible'),
    /** The story plan (storyteller/plan/types.ts) the book was written from: cast, places, time line, plot. */
    plan: jsonb('plan'),
    /** The plan's plot id, so a family's next book can avoid its last plots without reading every plan. */
    plot: text('plot'),
    /** The stock tellings (content keys) the book used: the family's next books avoid them (issue 10 item 8). */
    lines: text('lines').array(),
    /** How the reader's child is drawn (contracts/illustration.ts ChildLook); null = the characters' own looks. */
    childLook: jsonb('child_look'),
    /** The art style of every picture of the book (contracts/illustration.ts ArtStyle). */
    artStyle: text('art_style').notNull().default('classic'),
    regenerationCount: integer('regeneration_count').notNull().default(0),
    bookmarked: boolean('bookmarked').notNull().default(false),
    /** Unguessable public read-only link (DECISIONS.md 'Sharing'); null = not shared. */
    shareToken: text('share_token').unique(),
    /** The month whose credit this story took ('YYYY-MM'); deleting gives it back once. */
    creditMonth: text('credit_month').notNull(),
    creditReturned: boolean('credit_returned').notNull().default(false),
    /** How the story was first used (exported, shared, read past chapter 1); a used story keeps its credit when deleted. */
    firstUse: text('first_use', { enum: ['exported', 'shared', 'read'] }),
    /** The Idempotency-Key the family's generate request carried (decision 025); null when it sent none. */
    idempotencyKey: uuid('idempotency_key'),
    /** What that request asked for (request-fingerprint.ts): the key sent again with other choices is refused. */
    requestFingerprint: text('request_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stories_user_created_idx').on(t.userId, t.createdAt),
    // The admin's Stories table and overview page through all stories by date (issue 13).
    index('stories_created_idx').on(t.createdAt, t.id),
    // The admin's Generations view: failed and stuck stories, a small part of the table.
    index('stories_unfinished_idx').on(t.updatedAt, t.id).where(sql`status <> 'ready'`),
    // One story per family and key: two identical requests at once cannot both commit (decision 025).
    uniqueIndex('stories_user_idempotency_key_uq').on(t.userId, t.idempotencyKey).where(sql`idempotency_key is not null`),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageKey: text('image_key'),
    scene: jsonb('scene'),
  },
  (t) => [unique('chapters_story_position_uq').on(t.storyId, t.position)],
);

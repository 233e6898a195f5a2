// The admin dashboard's calls (SPEC §7 admin calls and issue 13): lists paginated on the server,
// searchable and sortable by date, plus the operator's actions. Every call is admin only.
import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';
import { subscriptionStatusSchema } from './user.ts';

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_SORTS = ['newest', 'oldest'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

/** The query every admin list takes: a search term, a page, a page size and a date order. */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search is at most 200 characters.').default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_DEFAULT_PAGE_SIZE),
  sort: z.enum(ADMIN_SORTS).default('newest'),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const adminMessagesQuerySchema = adminListQuerySchema.extend({ filter: z.enum(['all', 'unread']).default('all') });
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

/** Totals are counted exactly up to this many rows; past it a list says '10,000+' (counting 100,000 rows costs more than the page). */
export const ADMIN_COUNT_CAP = 10_000;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when there are more than `total` (= ADMIN_COUNT_CAP) rows. */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Admin as the server decides it: the stored flag, or a verified address in ADMIN_EMAILS. */
  isAdmin: z.boolean(),
  /** True when the admin role comes from ADMIN_EMAILS, which the dashboard cannot take away. */
  adminByConfig: z.boolean(),
  subscriptionPlan: z.enum(PLAN_IDS),
  subscriptionStatus: subscriptionStatusSchema,
  suspendedAt: z.string().nullable(),
  storyCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminStoryAuthorSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const adminStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** SPEC §2: the first 60 characters of the description. */
  descriptionPreview: z.string(),
  theme: z.string(),
  character: z.string(),
  language: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** null when the author is gone (SPEC: 'Unknown User'). */
  user: adminStoryAuthorSchema.nullable(),
});
export type AdminStory = z.infer<typeof adminStorySchema>;
export const adminStoryPageSchema = pageOf(adminStorySchema);
export type AdminStoryPage = z.infer<typeof adminStoryPageSchema>;

export const adminUserStoriesSchema = z.object({ user: adminUserSchema, storyCount: z.number().int(), stories: adminStoryPageSchema });
export type AdminUserStories = z.infer<typeof adminUserStoriesSchema>;

const dayCount = z.object({ date: z.string(), count: z.number().int() });
export const adminOverviewSchema = z.object({
  families: z.number().int(),
  suspended: z.number().int(),
  storiesTotal: z.number().int(),
  storiesThisMonth: z.number().int(),
  plans: z.object({ free: z.number().int(), basic: z.number().int(), premium: z.number().int(), pro: z.number().int() }),
  /** The last 30 days (UTC), oldest first, every day present. */
  storiesPerDay: z.array(dayCount),
  /** The last 7 days (UTC), oldest first, every day present. */
  failuresPerDay: z.array(dayCount),
  unreadMessages: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessagePageSchema = pageOf(adminMessageSchema).extend({ unread: z.number().int() });
export type AdminMessagePage = z.infer<typeof adminMessagePageSchema>;
export const markMessageBodySchema = z.object({ read: z.boolean() });

export const adminGenerationSchema = z.object({
  storyId: z.string(),
  title: z.string(),
  /** failed = failed for good; stuck = still queued or writing, with no progress for too long. */
  state: z.enum(['failed', 'stuck']),
  status: z.string(),
  progress: z.number().int(),
  /** The technical reason recorded when it failed, or what the story row says. */
  error: z.string().nullable(),
  character: z.string(),
  theme: z.string(),
  language: z.string(),
  updatedAt: z.string(),
  createdAt: z.string(),
  user: adminStoryAuthorSchema.nullable(),
});
export type AdminGeneration = z.infer<typeof adminGenerationSchema>;
export const adminGenerationPageSchema = pageOf(adminGenerationSchema);
export type AdminGenerationPage = z.infer<typeof adminGenerationPageSchema>;
export const retryGenerationResponseSchema = z.object({ storyId: z.string(), status: z.literal('queued') });

export const adminChangePlanBodySchema = z.object({
  plan: z.enum(PLAN_IDS, { error: 'Choose one of the plans: free, basic, premium or pro.' }),
  status: subscriptionStatusSchema.default('active'),
});
export const setAdminBodySchema = z.object({ isAdmin: z.boolean({ error: 'isAdmin must be true or false.' }) });
export const setSuspendedBodySchema = z.object({ suspended: z.boolean({ error: 'suspended must be true or false.' }) });

export const ADMIN_AUDIT_ACTIONS = [
  'change_plan', 'grant_admin', 'remove_admin', 'suspend_user', 'restore_user', 'retry_generation', 'mark_message_read', 'mark_message_unread',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  targetType: z.enum(['user', 'story', 'message']),
  targetId: z.string(),
  targetLabel: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

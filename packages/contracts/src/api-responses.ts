// What each JSON route of the API answers, keyed 'METHOD url' exactly as the server registers it. The
// server declares these same schemas on its routes (server/src/http/response-schemas.test.ts holds the
// two together) and writes answers through them; the web's API client takes its types from here, by a
// type-only import, so no schema code reaches the browser.
import type { z } from 'zod';
import { apiKeyListSchema, createdApiKeySchema, deleteAccountResponseSchema, revokeApiKeyResponseSchema, signOutEverywhereResponseSchema } from './account.ts';
import {
  adminAuditPageSchema, adminGenerationPageSchema, adminMessagePageSchema, adminMessageSchema, adminOverviewSchema,
  adminStoryPageSchema, adminUserPageSchema, adminUserSchema, adminUserStoriesSchema, retryGenerationResponseSchema,
} from './admin.ts';
import { billingInfoSchema, createSubscriptionResponseSchema, paymentListSchema, stripeWebhookResponseSchema, subscriptionViewSchema } from './billing.ts';
import { chatResponseSchema } from './chatbot.ts';
import { assistContactResponseSchema, contactDetailsSchema, contactResponseSchema } from './contact.ts';
import { demoResponseSchema } from './demo.ts';
import { healthSchema } from './health.ts';
import { helpContentSchema } from './help.ts';
import { ideaPreviewResponseSchema } from './idea-preview.ts';
import { libraryPageSchema, libraryStatsSchema } from './library.ts';
import { pageNarrationSchema } from './narration.ts';
import { shareLinkOrNullSchema, shareLinkSchema, shareTextResponseSchema, unshareResponseSchema } from './sharing.ts';
import {
  bookmarkResponseSchema, deleteStoryResponseSchema, generateResponseSchema, readingProgressListSchema, readingProgressOrNullSchema,
  readingProgressSchema, regenerateResponseSchema, storyProgressSchema, storySchema, storySummaryListSchema,
} from './stories.ts';
import { dbUserSchema, identityProvidersSchema, planStatusSchema } from './user.ts';

export const API_RESPONSES = {
  'GET /api/health': healthSchema,
  'GET /api/help': helpContentSchema,
  'POST /api/chatbot': chatResponseSchema,
  'POST /api/contact': contactResponseSchema,
  'POST /api/ai-assist-contact': assistContactResponseSchema,
  'GET /api/contact/details': contactDetailsSchema,
  'POST /api/demo/preview': demoResponseSchema,

  'GET /api/auth/user': dbUserSchema,
  'POST /api/auth/user': dbUserSchema,
  'GET /api/auth/plan-status': planStatusSchema,
  'GET /api/auth/providers': identityProvidersSchema,

  'POST /api/stories/preview-idea': ideaPreviewResponseSchema,
  'POST /api/stories/generate': generateResponseSchema,
  'GET /api/stories/user': storySummaryListSchema,
  'GET /api/stories/library': libraryPageSchema,
  'GET /api/stories/stats': libraryStatsSchema,
  'GET /api/stories/search': storySummaryListSchema,
  'GET /api/stories/:id': storySchema,
  'GET /api/stories/:id/progress': storyProgressSchema,
  'POST /api/stories/:id/regenerate': regenerateResponseSchema,
  'PUT /api/stories/:id/bookmark': bookmarkResponseSchema,
  'DELETE /api/stories/:id': deleteStoryResponseSchema,
  'GET /api/stories/:ref/narration/:page': pageNarrationSchema,
  'GET /api/shared/:ref/narration/:page': pageNarrationSchema,

  'GET /api/stories/:id/share': shareLinkOrNullSchema,
  'POST /api/stories/:id/share': shareLinkSchema,
  'DELETE /api/stories/:id/share': unshareResponseSchema,
  'POST /api/stories/:id/generate-share-text': shareTextResponseSchema,
  'POST /api/generate-share-text': shareTextResponseSchema,
  'GET /api/shared/:token': storySchema,

  'POST /api/reading-progress': readingProgressSchema,
  'GET /api/reading-progress': readingProgressListSchema,
  'GET /api/reading-progress/:storyId': readingProgressOrNullSchema,

  'GET /api/billing/info': billingInfoSchema,
  'POST /api/create-subscription': createSubscriptionResponseSchema,
  'POST /api/activate-free-plan': subscriptionViewSchema,
  'POST /api/billing/demo/confirm': subscriptionViewSchema,
  'GET /api/billing/subscription': subscriptionViewSchema,
  'GET /api/billing/payments': paymentListSchema,
  'POST /api/billing/cancel': subscriptionViewSchema,
  'POST /api/billing/resume': subscriptionViewSchema,
  'POST /api/billing/change-plan': subscriptionViewSchema,
  'POST /api/billing/webhook': stripeWebhookResponseSchema,

  'POST /api/account/sign-out-everywhere': signOutEverywhereResponseSchema,
  'DELETE /api/account': deleteAccountResponseSchema,
  'GET /api/account/api-keys': apiKeyListSchema,
  'POST /api/account/api-keys': createdApiKeySchema,
  'DELETE /api/account/api-keys/:id': revokeApiKeyResponseSchema,

  'GET /api/admin/overview': adminOverviewSchema,
  'GET /api/admin/users': adminUserPageSchema,
  'GET /api/admin/stories': adminStoryPageSchema,
  'GET /api/admin/users/:id/stories': adminUserStoriesSchema,
  'PUT /api/admin/users/:id/plan': adminUserSchema,
  'PUT /api/admin/users/:id/admin': adminUserSchema,
  'PUT /api/admin/users/:id/suspension': adminUserSchema,
  'GET /api/admin/messages': adminMessagePageSchema,
  'PUT /api/admin/messages/:id/read': adminMessageSchema,
  'GET /api/admin/generations': adminGenerationPageSchema,
  'POST /api/admin/generations/:id/retry': retryGenerationResponseSchema,
  'GET /api/admin/audit': adminAuditPageSchema,
} as const;

export type ApiRoute = keyof typeof API_RESPONSES;
/** The answer of each JSON route, as the web receives it. */
export type ApiResponses = { [R in ApiRoute]: z.output<(typeof API_RESPONSES)[R]> };

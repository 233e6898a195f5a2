import type { Ai } from './ai/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { StoryProgressEvents } from './jobs/story-progress-events.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Identity } from './modules/auth/identity.ts';
import type { SessionRow } from './modules/auth/session.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { FamilyCache } from './modules/stories/family-cache.ts';
import type { PaymentProviderAdapter } from './modules/billing/providers/payment-provider.ts';
import type { MediaStore } from './storage/media-store.ts';

/** What every module's routes and services are given: built once in app.ts from configuration. */
export interface AppContext {
  config: Config;
  database: Database;
  identity: Identity;
  ai: Ai;
  media: MediaStore;
  jobs: JobQueue;
  mailer: Mailer;
  /** Wakes progress streams when their story changes, whichever process changed it. */
  progress: StoryProgressEvents;
  /** The session check remembered, on the embedded database only (docs/decisions/029). */
  sessionCache?: SessionCache<SessionRow> | null;
  /** A family's library pages and story reads remembered, on the embedded database only (decision 029). */
  familyCache?: FamilyCache | null;
  /** The demo provider, or Stripe when configured (modules/billing). */
  payments: PaymentProviderAdapter;
}

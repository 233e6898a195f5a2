// Who may call each route of the server, and how to call it: the authorisation matrix's table, keyed
// by 'METHOD url' exactly as Fastify registered it (BuiltApp.routes). A route added to the server
// without an entry here fails authorisation-matrix.test.ts.
import type { AccessFixture, Actor } from './access-fixture.ts';

/**
 * public: anyone. session: any signed-in family, on its own account (requireUser). owned: only A, on
 * A's story. storyApi / storyApiOwned: the same, and A's Pro API key too. admin: admins only.
 * shared: whoever holds the share link's token (it is in the path). fixed: one answer for everyone.
 */
export type Access = 'public' | 'session' | 'owned' | 'storyApi' | 'storyApiOwned' | 'admin' | 'shared' | { fixed: number };

export interface RouteCall { path: string; body?: unknown }
export interface RouteAccess {
  access: Access;
  call: (f: AccessFixture, actor: Actor) => RouteCall;
  /** The allowed answer when not 200: one status, or per actor where their plans differ (A is Pro, B and the admin free). */
  ok?: number | Partial<Record<Actor, number>>;
  /** Allowed calls run in this order (default 0): calls that undo the fixture run last. */
  order?: number;
}

const get = (path: string) => (): RouteCall => ({ path });
const story = (suffix = '') => (f: AccessFixture): RouteCall => ({ path: `/api/stories/${f.stories.read}${suffix}` });
const shared = (suffix = '') => (f: AccessFixture): RouteCall => ({ path: `/api/shared/${f.shareToken}${suffix}` });
const STORY = { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' };
/** Billing answers that depend on the plan: only A has a running (Pro) subscription; B and the admin are free. */
const SUBSCRIBED_ONLY = { familyB: 409, admin: 409 };
const FREE_ONLY = { familyA: 409 };
const contact = (actor: Actor) => ({ name: 'Jeanne', email: `${actor}@example.com`, subject: 'Hello', message: 'A question about plans.' });

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // Open to everyone.
  'GET /api/health': { access: 'public', call: get('/api/health') },
  'GET /api/help': { access: 'public', call: get('/api/help?language=fr') },
  'GET /api/auth/providers': { access: 'public', call: get('/api/auth/providers') },
  'GET /api/billing/info': { access: 'public', call: get('/api/billing/info') },
  'GET /api/contact/details': { access: 'public', call: get('/api/contact/details') },
  'GET /api/docs': { access: 'public', call: get('/api/docs') },
  'GET /api/docs/json': { access: 'public', call: get('/api/docs/json') },
  'GET /api/docs/yaml': { access: 'public', call: get('/api/docs/yaml') },
  'GET /api/docs/static/*': { access: 'public', call: get('/api/docs/static/swagger-ui.css') },
  'GET /api/docs/static/index.html': { access: 'public', call: get('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', call: get('/api/docs/static/swagger-initializer.js') },
  'GET /api/identity/*': { access: 'public', call: get('/api/identity/get-session') },
  'POST /api/demo/preview': { access: 'public', call: () => ({ path: '/api/demo/preview', body: { character: 'wise-owl', theme: 'kindness' } }) },
  'POST /api/chatbot': { access: 'public', call: () => ({ path: '/api/chatbot', body: { message: 'How many stories can I make?' } }) },
  'POST /api/contact': { access: 'public', call: (_f, actor) => ({ path: '/api/contact', body: contact(actor) }) },
  'POST /api/ai-assist-contact': { access: 'public', call: () => ({ path: '/api/ai-assist-contact', body: { prompt: 'my bill is wrong' } }) },
  // Better-auth's own door: a wrong password is a 401 whoever asks.
  'POST /api/identity/*': { access: { fixed: 401 }, call: (f) => ({ path: '/api/identity/sign-in/email', body: { email: f.emails.familyA, password: 'not-the-password' } }) },
  // Stripe is not configured in tests: the webhook does not exist for anyone.
  'POST /api/billing/webhook': { access: { fixed: 404 }, call: () => ({ path: '/api/billing/webhook', body: {} }) },

  // Anyone holding the share link.
  'GET /api/shared/:token': { access: 'shared', call: shared() },
  'GET /api/shared/:token/media/:file': { access: 'shared', call: (f) => shared(`/media/${f.coverFile}`)(f) },
  'GET /api/shared/:ref/narration/:page': { access: 'shared', call: shared('/narration/0') },
  'GET /api/shared/:ref/narration/:page/audio': { access: 'shared', call: shared('/narration/0/audio') },
  'GET /api/shared/:ref/audiobook.mp3': { access: 'shared', call: shared('/audiobook.mp3') },

  // A signed-in family, on its own account.
  'GET /api/auth/user': { access: 'session', call: get('/api/auth/user') },
  'POST /api/auth/user': { access: 'session', call: get('/api/auth/user') },
  'GET /api/auth/plan-status': { access: 'session', call: get('/api/auth/plan-status') },
  'GET /api/billing/subscription': { access: 'session', call: get('/api/billing/subscription') },
  'GET /api/billing/payments': { access: 'session', call: get('/api/billing/payments') },
  'POST /api/activate-free-plan': { access: 'session', call: get('/api/activate-free-plan'), order: 3 },
  'POST /api/create-subscription': { access: 'session', call: () => ({ path: '/api/create-subscription', body: { plan: 'basic', interval: 'month' } }), ok: FREE_ONLY, order: 3 },
  'POST /api/billing/demo/confirm': { access: 'session', call: () => ({ path: '/api/billing/demo/confirm', body: { clientSecret: 'nope', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' } }), ok: 404 },
  'POST /api/billing/change-plan': { access: 'session', call: () => ({ path: '/api/billing/change-plan', body: { plan: 'pro', interval: 'year' } }), ok: SUBSCRIBED_ONLY, order: 2 },
  'POST /api/billing/cancel': { access: 'session', call: get('/api/billing/cancel'), ok: SUBSCRIBED_ONLY, order: 1 },
  'POST /api/billing/resume': { access: 'session', call: get('/api/billing/resume'), ok: SUBSCRIBED_ONLY, order: 2 },
  'GET /api/reading-progress': { access: 'session', call: get('/api/reading-progress') },
  'POST /api/generate-share-text': { access: 'session', call: () => ({ path: '/api/generate-share-text', body: { title: 'The Owl' } }) },
  'POST /api/stories/preview-idea': { access: 'session', call: () => ({ path: '/api/stories/preview-idea', body: { customPrompt: 'a picnic by the lake', language: 'english' } }) },
  'POST /api/narrate': { access: 'session', call: () => ({ path: '/api/narrate', body: { text: 'Once upon a time.' } }) },
  'GET /api/account/export': { access: 'session', call: get('/api/account/export') },
  'GET /api/account/api-keys': { access: 'session', call: get('/api/account/api-keys') },
  'POST /api/account/api-keys': { access: 'session', call: () => ({ path: '/api/account/api-keys', body: { name: 'Second key' } }), ok: { familyB: 403, admin: 403 } },
  'DELETE /api/account/api-keys/:id': { access: 'owned', call: (f) => ({ path: `/api/account/api-keys/${f.apiKeyId}` }), order: 3 },
  'POST /api/account/sign-out-everywhere': { access: 'session', call: get('/api/account/sign-out-everywhere'), order: 4 },
  'DELETE /api/account': { access: 'session', call: (f, actor) => ({ path: '/api/account', body: { confirmEmail: f.emails[actor] ?? `${actor}@example.com` } }), order: 5 },

  // A's stories, for A (and for A's Pro key on the story API).
  'GET /api/stories/user': { access: 'storyApi', call: get('/api/stories/user') },
  'GET /api/stories/search': { access: 'storyApi', call: get('/api/stories/search?q=owl') },
  'GET /api/stories/library': { access: 'storyApi', call: get('/api/stories/library?q=owl') },
  'GET /api/stories/stats': { access: 'session', call: get('/api/stories/stats') },
  'POST /api/stories/generate': { access: 'storyApi', call: () => ({ path: '/api/stories/generate', body: STORY }) },
  'GET /api/stories/:id': { access: 'storyApiOwned', call: story() },
  'GET /api/stories/:id/progress': { access: 'storyApiOwned', call: story('/progress') },
  'GET /api/stories/:id/media/:file': { access: 'storyApiOwned', call: (f) => story(`/media/${f.coverFile}`)(f) },
  'GET /api/stories/:id/download-pdf': { access: 'storyApiOwned', call: story('/download-pdf') },
  'GET /api/stories/:id/download-epub': { access: 'storyApiOwned', call: story('/download-epub') },
  'GET /api/stories/:id/events': { access: 'owned', call: story('/events') },
  'GET /api/stories/:id/share': { access: 'owned', call: story('/share') },
  'POST /api/stories/:id/share': { access: 'owned', call: story('/share') },
  'POST /api/stories/:id/generate-share-text': { access: 'owned', call: (f) => ({ path: `/api/stories/${f.stories.read}/generate-share-text`, body: {} }) },
  'PUT /api/stories/:id/bookmark': { access: 'owned', call: (f) => ({ path: `/api/stories/${f.stories.read}/bookmark`, body: { bookmarked: true } }) },
  'GET /api/stories/:ref/narration/:page': { access: 'owned', call: story('/narration/0') },
  'GET /api/stories/:ref/narration/:page/audio': { access: 'owned', call: story('/narration/0/audio') },
  'GET /api/stories/:ref/audiobook.mp3': { access: 'owned', call: story('/audiobook.mp3') },
  'POST /api/reading-progress': { access: 'owned', call: (f) => ({ path: '/api/reading-progress', body: { storyId: f.stories.read, currentPage: 1, totalPages: 8 } }) },
  'GET /api/reading-progress/:storyId': { access: 'owned', call: (f) => ({ path: `/api/reading-progress/${f.stories.read}` }) },
  'POST /api/stories/:id/regenerate': { access: 'owned', call: (f) => ({ path: `/api/stories/${f.stories.regenerated}/regenerate` }) },
  'DELETE /api/stories/:id': { access: 'owned', call: (f) => ({ path: `/api/stories/${f.stories.deleted}` }) },
  // Stopping the link runs after every shared call; the matrix then checks that the old token opens nothing.
  'DELETE /api/stories/:id/share': { access: 'owned', call: story('/share'), order: 3 },

  // Admins only.
  'GET /api/admin/overview': { access: 'admin', call: get('/api/admin/overview') },
  'GET /api/admin/users': { access: 'admin', call: get('/api/admin/users?q=camille&page=1&pageSize=10&sort=oldest') },
  'GET /api/admin/stories': { access: 'admin', call: get('/api/admin/stories?q=owl') },
  'GET /api/admin/users/:id/stories': { access: 'admin', call: (f) => ({ path: `/api/admin/users/${f.target.id}/stories` }) },
  'PUT /api/admin/users/:id/plan': { access: 'admin', call: (f) => ({ path: `/api/admin/users/${f.target.id}/plan`, body: { plan: 'basic' } }) },
  'PUT /api/admin/users/:id/admin': { access: 'admin', call: (f) => ({ path: `/api/admin/users/${f.target.id}/admin`, body: { isAdmin: false } }) },
  'PUT /api/admin/users/:id/suspension': { access: 'admin', call: (f) => ({ path: `/api/admin/users/${f.target.id}/suspension`, body: { suspended: false } }) },
  'GET /api/admin/messages': { access: 'admin', call: get('/api/admin/messages?filter=unread') },
  'PUT /api/admin/messages/:id/read': { access: 'admin', call: (f) => ({ path: `/api/admin/messages/${f.messageId}/read`, body: { read: true } }) },
  'GET /api/admin/generations': { access: 'admin', call: get('/api/admin/generations') },
  'POST /api/admin/generations/:id/retry': { access: 'admin', call: (f) => ({ path: `/api/admin/generations/${f.target.failedStoryId}/retry` }) },
  'GET /api/admin/audit': { access: 'admin', call: get('/api/admin/audit') },
};

export function okStatus(entry: RouteAccess, actor: Actor): number {
  return typeof entry.ok === 'number' ? entry.ok : (entry.ok?.[actor] ?? 200);
}

/** The status each actor must get from a route of this access class; 'ok' where the call is allowed. */
export function expectedStatus(access: Access, actor: Actor): number | 'ok' {
  if (typeof access === 'object') return access.fixed;
  if (access === 'public' || access === 'shared') return 'ok';
  const apiKeyAllowed = access === 'storyApi' || access === 'storyApiOwned';
  switch (actor) {
    case 'anonymous':
    case 'shareReader':
    case 'signedOut':
      return 401;
    case 'suspended':
      return 403;
    case 'proKey':
      return apiKeyAllowed ? 'ok' : 401;
    case 'familyA':
      return access === 'admin' ? 403 : 'ok';
    case 'familyB':
      return access === 'admin' ? 403 : access === 'owned' || access === 'storyApiOwned' ? 404 : 'ok';
    case 'admin':
      return access === 'owned' || access === 'storyApiOwned' ? 404 : 'ok';
  }
}

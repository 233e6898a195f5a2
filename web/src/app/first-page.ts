// Each page's code and the part of the catalog its texts are in, by address. The router loads a page
// from here when it is first shown (router.tsx, guards.tsx); boot.ts starts the one the address names
// before the app's own code has arrived, so the two downloads run side by side (issue 16). This file
// imports nothing but the pages, lazily: boot.ts must stay a few hundred bytes.
import type { CatalogPart } from '../i18n/catalog-parts';

export interface PageSource<M = unknown> {
  part: CatalogPart;
  load: () => Promise<M>;
}

const page = <M>(part: CatalogPart, load: () => Promise<M>): PageSource<M> => ({ part, load });

export const PAGES = {
  landing: page('core', () => import('../routes/landing/landing-route')),
  auth: page('core', () => import('../routes/auth/auth-route')),
  dashboard: page('app', () => import('../routes/dashboard/dashboard-route')),
  generate: page('app', () => import('../routes/generate/generate-route')),
  library: page('app', () => import('../routes/library/library-route')),
  story: page('app', () => import('../routes/story/story-route')),
  shared: page('app', () => import('../routes/shared/shared-story-route')),
  readingProgress: page('app', () => import('../routes/reading-progress/reading-progress-route')),
  // The help centre and the contact page bring their own texts (load-support-catalog.ts).
  help: page('support', () => import('../routes/help/help-route')),
  contact: page('support', () => import('../routes/contact/contact-route')),
  pricing: page('app', () => import('../routes/pricing/pricing-route')),
  subscribe: page('app', () => import('../routes/subscribe/subscribe-route')),
  account: page('app', () => import('../routes/account/account-route')),
  admin: page('app', () => import('../routes/admin/admin-route')),
  passwordReset: page('app', () => import('../routes/password-reset/password-reset-route')),
  legal: page('core', () => import('../routes/legal/legal-route')),
};

// Signed-in '/' is the dashboard; the landing page is the likelier first visit.
const BY_ADDRESS: [RegExp, PageSource][] = [
  [/^\/$/, PAGES.landing], [/^\/auth$/, PAGES.auth], [/^\/(forgot|reset)-password$/, PAGES.passwordReset],
  [/^\/generate$/, PAGES.generate], [/^\/library$/, PAGES.library], [/^\/story\/[^/]+$/, PAGES.story],
  [/^\/reading-progress$/, PAGES.readingProgress], [/^\/pricing$/, PAGES.pricing], [/^\/subscribe$/, PAGES.subscribe],
  [/^\/account$/, PAGES.account], [/^\/admin$/, PAGES.admin], [/^\/shared\/[^/]+$/, PAGES.shared],
  [/^\/help$/, PAGES.help], [/^\/contact$/, PAGES.contact], [/^\/(privacy|terms|cookies)$/, PAGES.legal],
];

/** The page an address opens on (trailing slash ignored), if it is one of the table's. */
export function pageAt(pathname: string): PageSource | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_ADDRESS.find(([pattern]) => pattern.test(path))?.[1];
}

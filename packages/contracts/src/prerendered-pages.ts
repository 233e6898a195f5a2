// The public pages the web build renders to HTML ahead of time, one file per language and per what the
// server offers (Google sign-in on /auth, the payment provider's badge on /pricing), so that their words
// paint as soon as the HTML arrives (docs/decisions/019). web/build/prerender.ts writes the files and
// server/src/http/prerendered-page.ts picks one: both name them here.
import type { PaymentProvider } from './billing.ts';

export const PRERENDERED_LANGUAGES = ['en', 'fr'] as const;
export type PrerenderedLanguage = (typeof PRERENDERED_LANGUAGES)[number];

export const PRERENDERED_PAGES = { '/': 'landing', '/pricing': 'pricing', '/auth': 'auth' } as const;
export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** What the server offers that changes these pages' first render. */
export interface PrerenderedSite {
  google: boolean;
  payments: PaymentProvider;
}

/** The folder of web/dist that holds the files (never served as it is: the server picks one). */
export const PRERENDERED_FOLDER = 'prerendered';

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return Object.hasOwn(PRERENDERED_PAGES, path);
}

/** 'landing-fr.html', 'auth-en-google.html', 'pricing-fr-demo.html'. */
export function prerenderedFileName(path: PrerenderedPath, language: PrerenderedLanguage, site: PrerenderedSite): string {
  const page = PRERENDERED_PAGES[path];
  const variant = page === 'auth' ? (site.google ? '-google' : '-email') : page === 'pricing' ? `-${site.payments}` : '';
  return `${page}-${language}${variant}.html`;
}

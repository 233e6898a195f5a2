// A public page the build rendered ahead of time (web/build/prerender.tsx, docs/decisions/019): the
// answers it was rendered with, embedded in the page as JSON, so that the first render in the browser
// starts from the same answers and matches the HTML (hydration), and the language it is written in.
import type { PrerenderedPath, PrerenderedSite } from '@storyloom/contracts/prerendered-pages';
import type { QueryKey } from '@tanstack/react-query';
import { providersQuery } from '../features/auth/api/identity';
import { sessionQuery, type SessionState } from '../features/auth/api/session';
import { billingInfoQuery } from '../features/billing/api/billing';
import { isLanguage, type Language } from '../i18n/start-language';

export const PRERENDERED_DATA_ID = 'prerendered-data';

export type FirstAnswers = [QueryKey, unknown][];

export interface Prerendered {
  language: Language;
  answers: FirstAnswers;
}

/**
 * The server sends a prerendered page only to a visitor with no session cookie: signed out for sure.
 * /auth's Google button and /pricing's demo badge depend on what the server offers.
 */
export function firstAnswers(path: PrerenderedPath, site: PrerenderedSite): FirstAnswers {
  const signedOut: SessionState = { kind: 'signedOut' };
  const answers: FirstAnswers = [[sessionQuery.queryKey, signedOut]];
  if (path === '/auth') answers.push([providersQuery.queryKey, { google: site.google }]);
  if (path === '/pricing') answers.push([billingInfoQuery.queryKey, { provider: site.payments }]);
  return answers;
}

/** The page's prerendered data, if the server sent a prerendered page. */
export function readPrerendered(): Prerendered | null {
  const text = document.getElementById(PRERENDERED_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as { language?: unknown; answers?: unknown };
  if (!isLanguage(data.language) || !Array.isArray(data.answers)) return null;
  return { language: data.language, answers: data.answers as FirstAnswers };
}

// Which prerendered public page (web/build/prerender.tsx, docs/decisions/019) answers a request, if any.
// Only a plain visit (no query string: '?tab=signup' or '?logout=true' change the first render) by a
// visitor with no session the server could accept: the page is rendered signed out, and the browser
// hydrates it as such without asking. The language is the browser's first one we speak, as the web app
// picks it when nothing is saved (web/src/i18n/start-language.ts: browserLanguage); a saved choice the
// server cannot see is handled in the page (web/src/app/language-check.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PRERENDERED_FOLDER, PRERENDERED_LANGUAGES, isPrerenderedPath, prerenderedFileName,
  type PrerenderedLanguage, type PrerenderedSite,
} from '@storyloom/contracts/prerendered-pages';
import type { FastifyRequest } from 'fastify';

export interface PrerenderedPages {
  site: PrerenderedSite;
  /** True when the request carries a session the server could accept (then the app shell is sent). */
  hasSession: (req: FastifyRequest) => boolean;
  /** The library and the reader with their first answers and skeleton in the HTML (boot-data.ts); default true. */
  bootData?: boolean;
}

/** Accept-Language's tags, most wanted first (a missing q is 1). */
function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

export function requestLanguage(header: string | undefined): PrerenderedLanguage {
  for (const tag of acceptedTags(header)) {
    const base = tag.toLowerCase().split('-')[0];
    const language = PRERENDERED_LANGUAGES.find((l) => l === base);
    if (language) return language;
  }
  return 'en';
}

/** The file under web/dist to send, or undefined for the app shell (index.html). */
export function prerenderedPageFor(req: FastifyRequest, pages: PrerenderedPages): string | undefined {
  if (req.method !== 'GET' || req.url.includes('?')) return undefined;
  if (!isPrerenderedPath(req.url) || pages.hasSession(req)) return undefined;
  return `${PRERENDERED_FOLDER}/${prerenderedFileName(req.url, requestLanguage(req.headers['accept-language']), pages.site)}`;
}

/**
 * The hashes of the prerendered pages' inline script, for the Content-Security-Policy: read from the
 * build once at start (the script is fixed text, so a rebuild does not change it).
 */
export function prerenderedScriptHashes(root: string): string[] {
  try {
    const { hashes } = JSON.parse(readFileSync(join(root, PRERENDERED_FOLDER, 'inline-scripts.json'), 'utf8')) as { hashes: string[] };
    return hashes.map((h) => `'${h}'`);
  } catch {
    return [];
  }
}

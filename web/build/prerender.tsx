// After `vite build` (npm run build -w web): the public pages a signed-out visitor opens first (landing,
// pricing, sign-in) rendered to HTML in English and French, so that their words paint as soon as the
// HTML arrives instead of after React, the router and the page's code (docs/decisions/019). Each file
// carries, as JSON, the language and the answers it was rendered with (a signed-out session, what the
// server offers): main.tsx hydrates the page from the same answers, so the first render matches.
// The server sends a file only to a visitor with no session cookie and no query string
// (server/src/http/prerendered-page.ts).
// Usage: npx tsx web/build/prerender.tsx <web/dist>
// tsx compiles this file's JSX as React.createElement unless told (the app's own files it compiles right):
/** @jsxRuntime automatic */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAYMENT_PROVIDERS } from '@storyloom/contracts/billing';
import {
  PRERENDERED_FOLDER, PRERENDERED_LANGUAGES, PRERENDERED_PAGES, prerenderedFileName,
  type PrerenderedPath, type PrerenderedSite,
} from '@storyloom/contracts/prerendered-pages';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../src/app/app';
import { firstAnswers, PRERENDERED_DATA_ID } from '../src/app/prerendered';
import { createQueryClient } from '../src/app/query-client';
import { i18n, i18nReady } from '../src/i18n';
import { LANGUAGE_CHECK_SCRIPT } from '../src/app/language-check';

async function renderPage(path: PrerenderedPath, site: PrerenderedSite): Promise<{ html: string; answers: ReturnType<typeof firstAnswers> }> {
  const queryClient = createQueryClient();
  const answers = firstAnswers(path, site);
  for (const [key, data] of answers) queryClient.setQueryData(key, data);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const app = <App queryClient={queryClient} Router={Router} />;
  // A first pass waits for the lazily loaded page, its parts and its texts; the second, with all of them
  // loaded, writes each Suspense boundary in place. (The first pass's HTML would complete late boundaries
  // with inline scripts, which the Content-Security-Policy refuses.)
  await (await prerender(app)).prelude.cancel();
  const html = renderToString(app);
  if (/<script|<!--\$[?!]-->/.test(html)) throw new Error(`${path}: a part of the page was still loading when it was rendered`);
  return { html, answers };
}

/** The JSON as a data block: '<' escaped so that no text can close the script element. */
function dataBlock(value: unknown): string {
  return `<script type="application/json" id="${PRERENDERED_DATA_ID}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

const dist = process.argv[2];
if (!dist) throw new Error('usage: npx tsx web/build/prerender.tsx <web/dist>');
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('web/dist/index.html has no empty #root to fill');
mkdirSync(join(dist, PRERENDERED_FOLDER), { recursive: true });

const sites: PrerenderedSite[] = [true, false].flatMap((google) => PAYMENT_PROVIDERS.map((payments) => ({ google, payments })));
const written = new Set<string>();
await i18nReady;
for (const language of PRERENDERED_LANGUAGES) {
  await i18n.changeLanguage(language);
  for (const path of Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]) {
    for (const site of sites) {
      const file = prerenderedFileName(path, language, site);
      if (written.has(file)) continue;
      written.add(file);
      const { html, answers } = await renderPage(path, site);
      const page = shell
        .replace('<html lang="en">', `<html lang="${language}">`)
        // The shell's description is English; a page in another language describes itself in that language.
        .replace(/<meta name="description" content="[^"]*" \/>/, (tag) => (language === 'en' ? tag : `<meta name="description" content="${escapeAttribute(`Storyloom : ${i18n.t('landing.footer.tagline')}`)}" />`))
        // Before the stylesheet and scripts: the language check must run before the body is painted.
        .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script>${LANGUAGE_CHECK_SCRIPT}</script>`)
        .replace('<div id="root"></div>', `<div id="root">${html}</div>\n    ${dataBlock({ language, answers })}`);
      writeFileSync(join(dist, PRERENDERED_FOLDER, file), page);
    }
  }
}
// The server allows this one inline script by its hash (Content-Security-Policy).
const hash = `sha256-${createHash('sha256').update(LANGUAGE_CHECK_SCRIPT).digest('base64')}`;
writeFileSync(join(dist, PRERENDERED_FOLDER, 'inline-scripts.json'), JSON.stringify({ hashes: [hash] }));
console.log(`prerendered ${written.size} pages in ${join(dist, PRERENDERED_FOLDER)}`);

// The answers a signed-in page's HTML carries (docs/decisions/021): for the library and a book, the
// server asks its own API what the page would ask first, with the request's own cookie and nothing
// else (so the same routes decide what this family may see: another family's book is a 404 there and
// is left out here), and writes the answers into the app shell as a JSON data block, with a preload of
// the picture the page opens on. The web app starts from them (web/src/app/boot-data.ts) instead of
// asking after its code has arrived. Never for a visitor without a session the server accepts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BOOT_DATA_ID, bootRequests, FIRST_LIBRARY_PAGE, storyAt, storyPath, type BootAnswers } from '@storyloom/contracts/boot-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bootSkeleton, escapeHtml, ownPicture } from './boot-skeleton.ts';

/** The API's answers (200s only) to what the page asks first; null when there is nothing to send. */
export async function bootAnswers(app: FastifyInstance, req: FastifyRequest): Promise<BootAnswers | null> {
  const cookie = req.headers.cookie;
  if (req.method !== 'GET' || !cookie) return null;
  const query = req.url.indexOf('?');
  const wanted = bootRequests(query < 0 ? req.url : req.url.slice(0, query), query < 0 ? '' : req.url.slice(query));
  const [session, ...rest] = wanted;
  if (!session) return null;
  const ask = async (url: string): Promise<unknown> => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    return res.statusCode === 200 ? (res.json() as unknown) : undefined;
  };
  // The session first: a cookie the API does not accept (expired, signed out elsewhere) asks nothing more.
  const user = await ask(session);
  if (user === undefined) return null;
  const answers: BootAnswers = { [session]: user };
  const more = await Promise.all(rest.map(ask));
  rest.forEach((url, i) => {
    if (more[i] !== undefined) answers[url] = more[i];
  });
  return answers;
}

/**
 * JSON safe inside <script type="application/json">: no '<' (so no '</script>' or '<!--' can end or
 * change the block, whatever a title holds), nor '>', '&' or the two JavaScript line separators.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The picture the page opens on (its largest paint on a phone): the first card's cover, or the book's. */
export function openingPicture(answers: BootAnswers, pathname: string): string | undefined {
  const story = storyAt(pathname);
  const answer = answers[story === undefined ? FIRST_LIBRARY_PAGE : storyPath(story)] as
    | { coverImageUrl?: unknown; items?: { coverImageUrl?: unknown }[] }
    | undefined;
  return ownPicture(story === undefined ? answer?.items?.[0]?.coverImageUrl : answer?.coverImageUrl);
}

/** The app shell with the answers and the opening picture's preload in its head, and the page's skeleton. */
export function shellWithBootData(shell: string, answers: BootAnswers, pathname: string): string {
  const picture = openingPicture(answers, pathname);
  const head = [
    picture ? `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high">` : '',
    `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(answers)}</script>`,
  ].join('');
  // Before the app's scripts, so that the browser sees the preload before it starts on them.
  const at = shell.indexOf('<script');
  const withHead = at < 0 ? shell.replace('</head>', () => `${head}</head>`) : shell.slice(0, at) + head + shell.slice(at);
  const skeleton = bootSkeleton(answers, pathname);
  if (!skeleton) return withHead;
  return appCodeAfterPicture(withHead).replace('<div id="root"></div>', () => `<div id="root">${skeleton}</div>`);
}

/** What boot.ts needs to run at once (it starts the page's own code): kept at the browser's priority. */
const BOOT_FILES = /\/assets\/(boot|first-page|rolldown-runtime)-[^/"]*\.js"/;

/**
 * With a skeleton the page paints from the HTML, the stylesheet and the cover: the app's large files
 * (React, the app's entry, ~120 KB gzip) are asked for at low priority, so that on a slow phone
 * connection the cover and the stylesheet are not shared out with them (they run after the paint).
 */
export function appCodeAfterPicture(shell: string): string {
  return shell.replace(/<(script type="module"|link rel="modulepreload")([^>]*)>/g, (tag, kind: string, rest: string) =>
    BOOT_FILES.test(rest) || rest.includes('fetchpriority') ? tag : `<${kind} fetchpriority="low"${rest}>`);
}

/** The shell (index.html) with the request's boot data, or undefined when the plain shell is right. */
export async function bootPage(app: FastifyInstance, req: FastifyRequest, root: string): Promise<string | undefined> {
  const answers = await bootAnswers(app, req);
  if (!answers) return undefined;
  const shell = await readFile(join(root, 'index.html'), 'utf8');
  return shellWithBootData(shell, answers, req.url.split('?')[0] ?? '');
}

// What a signed-in page shows before its code has run (docs/decisions/021): the page's shape in the
// app's own classes (the same as the components', so the built stylesheet has them) with the picture
// it opens on, where the page will show it: the first card's cover in the library, the book's cover
// (and its title) in the reader. The browser paints it with the HTML and the stylesheet, instead of
// after ~40 files of code on a phone; React replaces it on its first render. Hidden from screen readers:
// the page that replaces it names everything. Nothing here but the API's own answers, escaped.
import { FIRST_LIBRARY_PAGE, storyAt, storyPath, type BootAnswers } from '@storyloom/contracts/boot-data';

export const escapeHtml = (value: string) => value.replace(/[&"<>']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Our own media only (a path on this site), never an address from elsewhere. */
export const ownPicture = (url: unknown): string | undefined =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined;

const BLOCK = 'animate-pulse rounded-full bg-paper-deep';

/** The app layout's nav bar (app/layout/nav-bar.tsx), empty. */
const NAV = '<header class="sticky top-0 z-30 border-b border-line/70 bg-paper/90 backdrop-blur-md"><div class="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6"></div></header>';

const picture = (url: string, className: string) => `<img src="${escapeHtml(url)}" alt="" fetchpriority="high" class="${className}">`;

function layout(page: string): string {
  return `<div class="flex min-h-dvh flex-col" aria-hidden="true" data-boot-skeleton>${NAV}<main class="flex-1">${page}</main></div>`;
}

/** routes/library/library-route.tsx: heading, search, the 'new story' tile, then the first card (story-card.tsx). */
function librarySkeleton(cover: string | undefined): string {
  const card = `<li class="overflow-hidden rounded-3xl border border-line bg-card"><div class="relative aspect-[3/2] overflow-hidden border-b border-line bg-paper-deep">${
    cover ? picture(cover, 'h-full w-full object-cover object-[50%_60%]') : ''
  }</div><div class="space-y-3 p-4"><div class="h-5 w-3/4 ${BLOCK}"></div><div class="h-4 w-1/2 ${BLOCK}"></div></div></li>`;
  const tile = '<li><div class="flex h-full items-center gap-4 rounded-3xl border-2 border-dashed border-coral-400 bg-coral-50/60 p-4 sm:min-h-64"><span class="flex h-12 w-12 shrink-0 rounded-full bg-coral-600"></span></div></li>';
  return layout(
    `<div class="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10"><div class="h-9 w-1/2 ${BLOCK}"></div><div class="mt-2 h-7 w-3/4 ${BLOCK}"></div>` +
      `<div class="mt-6 h-12 w-full ${BLOCK}"></div><ul class="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">${tile}${cover ? card : ''}</ul></div>`,
  );
}

/** features/reader/components: the reader's skeleton with the cover page (front-pages.tsx) where the book opens. */
function readerSkeleton(title: string, cover: string | undefined): string {
  const page = 'aspect-[4/5] w-full max-w-[400px] overflow-hidden border border-black/5 bg-card';
  // The padding is a share of the page's width (as in the book): the face sits in a page-sized box.
  const face = `<div class="${page}"><div class="flex h-full w-full flex-col items-center justify-between gap-3 p-[7%] text-center">` +
    `<h2 class="font-display text-[clamp(1.15rem,4.5vw,1.75rem)] leading-tight font-extrabold text-ink">${escapeHtml(title)}</h2>` +
    `<div class="relative min-h-0 w-full flex-1 overflow-hidden rounded-2xl shadow-soft">${cover ? picture(cover, 'h-full w-full object-cover') : ''}</div>` +
    `<div class="h-4 w-1/2 ${BLOCK}"></div></div></div>`;
  // The reader's own box (reader.tsx): a page as wide as it, 400 px at most, 4:5 (page-size.ts).
  return layout(
    `<div class="mx-auto max-w-6xl px-2 py-3 sm:px-6 sm:py-4"><div class="flex items-center gap-3"><div class="h-16 w-full rounded-2xl bg-card"></div></div>` +
      `<div class="mt-4 h-3 w-full ${BLOCK}"></div><div class="mt-3 h-5 w-48 ${BLOCK}"></div><div class="mt-6 flex justify-center gap-1"><div class="hidden ${page} md:block"></div>${face}</div></div>`,
  );
}

/** The skeleton for the page at `pathname`, from its boot data; '' when there is nothing of the page's own to show. */
export function bootSkeleton(answers: BootAnswers, pathname: string): string {
  const story = storyAt(pathname);
  if (story === undefined) {
    const library = answers[FIRST_LIBRARY_PAGE] as { items?: { coverImageUrl?: unknown }[] } | undefined;
    return library ? librarySkeleton(ownPicture(library.items?.[0]?.coverImageUrl)) : '';
  }
  const book = answers[storyPath(story)] as { title?: unknown; coverImageUrl?: unknown; status?: unknown } | undefined;
  // A book still being written opens on its progress, not on a cover.
  if (!book || book.status !== 'ready' || typeof book.title !== 'string') return '';
  return readerSkeleton(book.title, ownPicture(book.coverImageUrl));
}

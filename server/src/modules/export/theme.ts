/**
 * Page geometry, colours and type sizes of the printed book. Colours are the web app's design tokens
 * (web/src/index.css: paper, ink, coral, amber) so the PDF looks like the app it came from.
 */
export const PAGE = {
  /** A4 in PDF points. */
  width: 595.28,
  height: 841.89,
  marginX: 64,
  marginTop: 66,
  /** Leaves room for the page number below the text block. */
  marginBottom: 78,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;

export const COLOR = {
  paper: '#fdf6ec',
  paperDeep: '#f6ead8',
  line: '#eadcc6',
  ink: '#2b2540',
  inkSoft: '#5b5470',
  coral: '#e8765a',
  coralDark: '#c4502f',
  amber: '#f2b84b',
  teal: '#3e948e',
} as const;

/** Body text: a children's-book size with generous leading (about 1.6 line height). */
export const BODY = { size: 14, lineGap: 6.5, paragraphGap: 10 } as const;

export const TYPE = {
  coverTitle: 36,
  coverTitleMin: 24,
  chapterLabel: 10.5,
  chapterTitle: 24,
  description: 16,
  theEnd: 44,
  small: 10.5,
  pageNumber: 10,
  runningHead: 9,
} as const;

/** Options for every page of the book (pdfkit's addPage replaces, not merges, the document options). */
export const PAGE_OPTIONS = {
  size: 'A4',
  margins: { top: PAGE.marginTop, bottom: PAGE.marginBottom, left: PAGE.marginX, right: PAGE.marginX },
} as const;

/** Pages with no flowing text (cover, The End) may use almost the whole sheet. */
export const FULL_PAGE_OPTIONS = {
  size: 'A4',
  margins: { top: 30, bottom: 30, left: 30, right: 30 },
} as const;

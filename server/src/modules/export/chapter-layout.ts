import { FONT } from './fonts.ts';
import { fitIllustration, type Rect } from './illustration.ts';
import { balancedWidth } from './text-layout.ts';
import { toParagraphs } from './story-text.ts';
import { wrapParagraph } from './wrap-lines.ts';
import { BODY, CONTENT_WIDTH, PAGE, TYPE } from './theme.ts';
import type { ExportChapter } from './types.ts';

/**
 * A chapter's pages worked out before anything is drawn, so that the layout can be judged (and tested)
 * as a whole: where the picture goes, how big it is, and which lines land on which page.
 *
 * The rule it keeps (issue 14): a chapter never ends on a page holding a line or two under a lot of
 * white paper. When the text spills a little, the picture gives up some height (within MAX_ART_SHRINK);
 * when that is not enough, the page before ends a few lines early so the last page carries at least
 * MIN_LAST_PAGE_LINES lines.
 */

/** The fewest lines of text the last page of a chapter that runs over several pages may hold. */
export const MIN_LAST_PAGE_LINES = 5;
/** A picture may give up this share of its height so that a chapter fits on fewer pages. */
export const MAX_ART_SHRINK = 0.45;
const ART_STEPS = 12;
const GAP_BELOW_ART = 22;
const TEXT_BOTTOM = PAGE.height - PAGE.marginBottom;
export const BODY_TEXT = { width: CONTENT_WIDTH, lineGap: BODY.lineGap } as const;

export interface LaidLine {
  text: string;
  y: number;
}

export interface ChapterLayout {
  label: { text: string; y: number };
  title: { text: string; x: number; y: number; width: number };
  /** The picture's rectangle on the chapter's first page, when it has a readable one. */
  picture?: Rect;
  /** Lines of text per page; pages[0] is the page with the title and the picture. */
  pages: LaidLine[][];
}

interface Line {
  text: string;
  paragraph: number;
  /** Lines of the paragraph before this one and after it. */
  before: number;
  after: number;
}

function useBodyFont(doc: PDFKit.PDFDocument): void {
  doc.font(FONT.serif).fontSize(BODY.size);
}

/**
 * Places lines on pages. A paragraph does not start on a page's last line (orphan) and does not leave
 * its last line alone at the top of the next page (widow). `limits[i]`, when given, caps page i's lines:
 * the way to end a page early so that the next one is not nearly empty.
 */
function paginate(lines: Line[], firstTop: number, lineHeight: number, limits: number[] = []): LaidLine[][] {
  const pages: LaidLine[][] = [[]];
  let y = firstTop;
  let previous = -1;
  const fits = (count: number): boolean => {
    const page = pages.length - 1;
    const bottom = y + count * lineHeight - BODY.lineGap;
    return bottom <= TEXT_BOTTOM + 0.01 && (pages[page]?.length ?? 0) + count <= (limits[page] ?? Infinity);
  };
  const newPage = (): void => {
    pages.push([]);
    y = PAGE.marginTop;
  };
  for (const line of lines) {
    const current = pages[pages.length - 1] as LaidLine[];
    if (line.paragraph !== previous && current.length > 0) y += BODY.paragraphGap;
    previous = line.paragraph;
    if (current.length > 0) {
      // Orphan: the paragraph's first line needs a second line under it on this page.
      const startsParagraph = line.before === 0 && line.after > 0;
      // Widow: the last line of a paragraph must not be left alone; the one before it goes along.
      const beforeLast = line.after === 1 && line.before > 0;
      if (!fits(1) || (startsParagraph && !fits(2)) || (beforeLast && !fits(2))) newPage();
    }
    (pages[pages.length - 1] as LaidLine[]).push({ text: line.text, y });
    y += lineHeight;
  }
  return pages;
}

function lastPageOk(pages: LaidLine[][]): boolean {
  return pages.length === 1 || (pages[pages.length - 1]?.length ?? 0) >= MIN_LAST_PAGE_LINES;
}

/** Works out the chapter's page layout with the document's fonts; draws nothing. */
export function layoutChapter(doc: PDFKit.PDFDocument, chapter: ExportChapter, label: string): ChapterLayout {
  doc.font(FONT.sansBold).fontSize(TYPE.chapterLabel);
  const labelText = label.toUpperCase();
  const labelHeight = doc.heightOfString(labelText, { width: CONTENT_WIDTH, align: 'center', characterSpacing: 1.8 });
  doc.font(FONT.serifBold).fontSize(TYPE.chapterTitle);
  const titleWidth = balancedWidth(doc, chapter.title, CONTENT_WIDTH);
  const titleY = PAGE.marginTop + labelHeight + 6;
  const titleHeight = doc.heightOfString(chapter.title, { width: titleWidth, align: 'center' });
  const artTop = titleY + titleHeight + 18;

  useBodyFont(doc);
  const lineHeight = doc.currentLineHeight(true) + BODY.lineGap;
  const lines: Line[] = toParagraphs(chapter.content).flatMap((paragraph, p) => {
    const wrapped = wrapParagraph(doc, paragraph, CONTENT_WIDTH);
    return wrapped.map((text, i) => ({ text, paragraph: p, before: i, after: wrapped.length - 1 - i }));
  });

  const box = { x: PAGE.marginX, y: artTop, width: CONTENT_WIDTH, height: CONTENT_WIDTH * 0.75 };
  const natural = chapter.image ? fitIllustration(chapter.image, box) : undefined;
  const withArt = (height: number): { picture?: Rect; pages: LaidLine[][] } => {
    if (!natural || !chapter.image) return { pages: paginate(lines, artTop, lineHeight) };
    const picture = fitIllustration(chapter.image, { ...box, height }) as Rect;
    return { picture, pages: paginate(lines, picture.y + picture.height + GAP_BELOW_ART, lineHeight) };
  };

  let best = withArt(natural?.height ?? 0);
  if (natural && !lastPageOk(best.pages)) {
    // A smaller picture, step by step, down to the bound: the largest one that leaves a good last page.
    for (let step = 1; step <= ART_STEPS; step++) {
      const tried = withArt(natural.height * (1 - (MAX_ART_SHRINK * step) / ART_STEPS));
      if (lastPageOk(tried.pages)) {
        best = tried;
        break;
      }
    }
  }
  if (!lastPageOk(best.pages)) {
    // Still a near-empty last page: end the page before it early, by as few lines as needed.
    const pages = best.pages;
    const before = pages.length - 2;
    const short = MIN_LAST_PAGE_LINES - (pages[pages.length - 1]?.length ?? 0);
    const top = best.picture ? best.picture.y + best.picture.height + GAP_BELOW_ART : artTop;
    for (let extra = 0; extra < 3; extra++) {
      const limits: number[] = [];
      pages.forEach((page, i) => (limits[i] = i === before ? page.length - short - extra : Infinity));
      const tried = paginate(lines, top, lineHeight, limits);
      if (tried.length === pages.length && lastPageOk(tried)) {
        best = { ...best, pages: tried };
        break;
      }
    }
  }

  return {
    label: { text: labelText, y: PAGE.marginTop },
    title: { text: chapter.title, x: (PAGE.width - titleWidth) / 2, y: titleY, width: titleWidth },
    ...(best.picture ? { picture: best.picture } : {}),
    pages: best.pages,
  };
}

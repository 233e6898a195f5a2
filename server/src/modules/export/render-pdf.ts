import PDFDocument from 'pdfkit';
import { drawChapter } from './chapter-pages.ts';
import { compactPageContent } from './compact-content.ts';
import { drawCoverPage } from './cover-page.ts';
import { drawDescriptionPage, needsDescriptionPage } from './description-page.ts';
import { drawEndPage } from './end-page.ts';
import { packObjects } from './pack-objects.ts';
import { FONT, parsedFonts, registerFonts } from './fonts.ts';
import { exportLabels } from './labels.ts';
import { decoratePages, type PageRole } from './page-decorations.ts';
import type { ExportStory } from './types.ts';
import { withTypography } from './story-text.ts';

/**
 * The printable book: A4, real (selectable, searchable) text in embedded DejaVu fonts, vector
 * illustrations. Pages: cover, the description when it is long (SPEC §9), each chapter on one or more
 * pages, 'The End'. Runs in memory; a 12-chapter story with 13 SVGs takes a few hundred milliseconds.
 */
export function renderStoryPdf(source: ExportStory): Promise<Buffer> {
  const labels = exportLabels(source.language);
  const story = withTypography(source, labels.lang);
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: labels.lang,
    displayTitle: true,
    // Without this pdfkit opens Helvetica as its default font and writes it into every file; the
    // parsed font spares a parse per document (fonts.ts).
    font: parsedFonts().get(FONT.sans) as unknown as string,
    info: { Title: story.title, Author: 'Storyloom', Subject: story.description, Creator: 'Storyloom' },
  });
  const done = collect(doc);
  compactPageContent(doc);
  registerFonts(doc);

  const roles: PageRole[] = [];
  const fill = (upTo: number, role: (first: boolean) => PageRole): void => {
    const start = roles.length;
    for (let i = start; i <= upTo; i++) roles.push(role(i === start));
  };

  drawCoverPage(doc, story, labels);
  roles.push({ kind: 'cover' });
  if (needsDescriptionPage(story.description)) {
    drawDescriptionPage(doc, story.description);
    roles.push({ kind: 'description' });
  }
  story.chapters.forEach((chapter, i) => {
    const pages = drawChapter(doc, chapter, i + 1, labels);
    fill(pages.last, (first) => ({ kind: 'chapter', title: chapter.title, continued: !first }));
  });
  drawEndPage(doc, labels);
  roles.push({ kind: 'end' });

  decoratePages(doc, roles);
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(packObjects(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

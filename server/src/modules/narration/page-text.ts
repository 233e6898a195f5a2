// What is read aloud on each page of the reader (SPEC §2: cover, About This Story, one page per
// chapter, The End). Chapter text is read after its heading; contentOffset tells the reader where
// the displayed chapter text starts inside the narrated text, for word highlighting.
import { readerPageCount } from '@storyloom/contracts/stories';

export interface PageText {
  title: string;
  text: string;
  /** Offset in `text` where the page's displayed body text begins (-1 when there is none). */
  contentOffset: number;
}

const LABELS = {
  english: { about: 'About this story', chapter: 'Chapter', end: 'The End.', cover: 'Cover' },
  french: { about: 'À propos de cette histoire', chapter: 'Chapitre', end: 'Fin.', cover: 'Couverture' },
} as const;

export function pageText(
  story: { title: string; description: string; language: string },
  chapters: { title: string; content: string }[],
  page: number,
): PageText | null {
  const total = readerPageCount(chapters.length);
  if (!Number.isInteger(page) || page < 0 || page >= total) return null;
  const l = story.language === 'french' ? LABELS.french : LABELS.english;
  if (page === 0) return { title: l.cover, text: story.title, contentOffset: -1 };
  if (page === 1) return { title: l.about, text: story.description, contentOffset: 0 };
  if (page === total - 1) return { title: l.end.replace('.', ''), text: l.end, contentOffset: -1 };
  const n = page - 1;
  const chapter = chapters[n - 1];
  if (!chapter) return null;
  const heading = `${l.chapter} ${n}. ${chapter.title}.\n\n`;
  return { title: `${l.chapter} ${n}: ${chapter.title}`, text: heading + chapter.content, contentOffset: heading.length };
}

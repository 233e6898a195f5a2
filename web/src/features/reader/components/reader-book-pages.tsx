import type { Story } from '@storyloom/contracts/stories';
import { useTranslation } from 'react-i18next';
import { AboutPage, CoverPage } from './front-pages';
import { ChapterPage, EndPage } from './story-pages';
import { usePageName } from '../hooks/use-page-name';

interface ReaderBookPagesProps {
  story: Story;
  totalPages: number;
  fontSize: number;
  onPreviewCover: () => void;
  onReadAgain: () => void;
}

/** The leaves of the book in SPEC order: cover, About This Story, one per chapter, The End. */
export function ReaderBookPages({ story, totalPages, fontSize, onPreviewCover, onReadAgain }: ReaderBookPagesProps) {
  const { t } = useTranslation();
  const pageName = usePageName(totalPages);
  const label = (page: number) => t('reader.book.pageLabel', { number: page + 1, total: totalPages, name: pageName(page) });
  return (
    <>
      <CoverPage story={story} label={label(0)} onPreview={onPreviewCover} />
      <AboutPage story={story} label={label(1)} fontSize={fontSize} />
      {story.chapters.map((chapter, index) => (
        <ChapterPage
          key={index}
          chapter={chapter}
          number={index + 1}
          pageIndex={index + 2}
          label={label(index + 2)}
          fontSize={fontSize}
        />
      ))}
      <EndPage title={story.title} label={label(totalPages - 1)} onReadAgain={onReadAgain} />
    </>
  );
}

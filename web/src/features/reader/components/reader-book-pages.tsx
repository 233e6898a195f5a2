import type { Story } from '@storyloom/contracts/stories';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { awaitsChapters, type Leaf } from '../book-leaves';
import { usePageName } from '../hooks/use-page-name';
import { ChapterArrivingPage } from './chapter-arriving-page';
import { AboutPage, CoverPage } from './front-pages';
import { ChapterPicturePage, ChapterTextPage, EndPage } from './story-pages';

interface ReaderBookPagesProps {
  story: Story;
  leaves: Leaf[];
  totalPages: number;
  fontSize: number;
  onPreviewCover: () => void;
  onReadAgain: () => void;
  /** The word being read aloud is on this leaf: show it. */
  onSpokenLeaf: (leaf: number) => void;
  /** The book is still being written: its last leaf says the next chapter is on its way (issue 16). */
  arriving?: boolean;
}

/**
 * The leaves of the book in SPEC order: cover, About This Story, each chapter's picture and text pages, The End.
 * Memoised: the reader renders again for every page turned, setting and dialog, and the leaves (every word
 * of the book in its own element, for read-along) need rendering only when the book itself changes.
 */
export const ReaderBookPages = memo(function ReaderBookPages({ story, leaves, totalPages, fontSize, onPreviewCover, onReadAgain, onSpokenLeaf, arriving = false }: ReaderBookPagesProps) {
  const { t } = useTranslation();
  const pageName = usePageName(totalPages);
  const label = (index: number, leaf: Leaf) => t('reader.book.pageLabel', { number: index + 1, total: leaves.length, name: pageName(leaf.page) });
  return (
    <>
      {leaves.map((leaf, index) => {
        switch (leaf.kind) {
          case 'cover':
            return <CoverPage key={index} story={story} label={label(index, leaf)} onPreview={onPreviewCover} />;
          case 'about':
            return <AboutPage key={index} story={story} label={label(index, leaf)} fontSize={fontSize} />;
          case 'picture':
            return <ChapterPicturePage key={index} chapter={story.chapters[leaf.chapter - 1]!} number={leaf.chapter} leafNumber={index + 1} label={label(index, leaf)} />;
          case 'text':
            return (
              <ChapterTextPage
                key={index}
                chapter={story.chapters[leaf.chapter - 1]!}
                number={leaf.chapter}
                pageIndex={leaf.page}
                range={{ from: leaf.from, to: leaf.to }}
                leafNumber={index + 1}
                label={label(index, leaf)}
                fontSize={fontSize}
                onSpokenWord={() => onSpokenLeaf(index)}
              />
            );
          case 'end':
            if (awaitsChapters(leaf, story.chapters.length, arriving)) return <ChapterArrivingPage key={index} number={leaf.page - 1} label={label(index, leaf)} />;
            return <EndPage key={index} title={story.title} label={label(index, leaf)} onReadAgain={onReadAgain} />;
        }
      })}
    </>
  );
});

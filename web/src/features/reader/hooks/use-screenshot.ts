import type { Story } from '@storyloom/contracts/stories';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { pageKind } from '../reader-book';
import { READER_THEMES, type ReaderTheme } from '../reader-themes';
import { copyOrDownload, renderPageImage, type PageSnapshot } from '../screenshot';

/** The screenshot button: the current page drawn in its colours, to the clipboard or downloaded. */
export function useScreenshot(story: Story, page: number, totalPages: number, theme: ReaderTheme) {
  const { t } = useTranslation();
  return useCallback(async () => {
    const kind = pageKind(page, totalPages);
    const base = { colours: READER_THEMES[theme], footer: `${t('reader.progress.pageOf', { number: page + 1, total: totalPages })} · Storyloom` };
    let snapshot: PageSnapshot;
    if (kind.kind === 'cover') {
      snapshot = { ...base, kicker: t('reader.cover.madeWith'), heading: story.title, text: '', imageUrl: story.coverImageUrl };
    } else if (kind.kind === 'about') {
      snapshot = { ...base, kicker: t('reader.about.title'), heading: story.title, text: story.description, imageUrl: null };
    } else if (kind.kind === 'chapter') {
      const chapter = story.chapters[kind.chapter - 1];
      snapshot = {
        ...base,
        kicker: t('reader.page.chapter', { number: kind.chapter }),
        heading: chapter?.title ?? '',
        text: chapter?.content ?? '',
        imageUrl: chapter?.imageUrl ?? null,
      };
    } else {
      snapshot = { ...base, kicker: story.title, heading: t('reader.end.title'), text: t('reader.end.body', { title: story.title }), imageUrl: null };
    }
    try {
      const blob = await renderPageImage(snapshot);
      const safeTitle = story.title.toLowerCase().replace(/[^a-z0-9]/g, '_');
      const result = await copyOrDownload(blob, `${safeTitle}_page_${page + 1}.png`);
      toast.success(result === 'copied' ? t('reader.toast.screenshotCopied') : t('reader.toast.screenshotSaved'));
    } catch (error) {
      console.warn('Screenshot failed', error);
      toast.error(t('reader.toast.screenshotError'), { description: t('reader.toast.screenshotErrorBody') });
    }
  }, [story, page, totalPages, theme, t]);
}

import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { downloadStoryFile, type StoryFileFormat } from '../../../lib/download-story-file';

/** Downloads the server-made PDF or EPUB, with a toast while it is prepared and when it is saved. */
export function useStoryDownload() {
  const { t } = useTranslation();

  return async function download(storyId: string, format: StoryFileFormat): Promise<void> {
    const id = toast.loading(format === 'pdf' ? t('library.download.preparingPdf') : t('library.download.preparingEpub'));
    try {
      const name = await downloadStoryFile(storyId, format);
      toast.success(format === 'pdf' ? t('library.download.pdfDone') : t('library.download.epubDone'), {
        id,
        description: t('library.download.savedAs', { name }),
      });
    } catch {
      if (format === 'pdf') toast.error(t('library.download.pdfError'), { id, description: t('library.download.pdfErrorBody') });
      else toast.error(t('library.download.epubError'), { id, description: t('library.download.epubErrorBody') });
    }
  };
}

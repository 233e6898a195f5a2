import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { downloadStoryFile } from '../../../lib/download-story-file';

/** The PDF button: the server's file, saved under its name; 'PDF Error' when it fails (SPEC §8). */
export function usePdfDownload(storyId: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = useCallback(async () => {
    setBusy(true);
    try {
      await downloadStoryFile(storyId, 'pdf');
      toast.success(t('reader.toast.pdfReady'));
    } catch (error) {
      console.warn('PDF download failed', error);
      toast.error(t('reader.toast.pdfError'), { description: t('reader.toast.pdfErrorBody') });
    } finally {
      setBusy(false);
    }
  }, [storyId, t]);
  return { busy, download };
}

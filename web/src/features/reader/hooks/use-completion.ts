// Mark complete and unmark (SPEC §4 'Reader'): the 'complete' flag starts from saved progress >= 100;
// marking jumps to the last page and saves 100%; unmarking saves the current page's percentage.
// While a book is marked complete, turning its pages does not lower the saved progress.
import type { ReadingProgress } from '@storyloom/contracts/stories';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { progressPercent } from '../reader-book';
import { useProgressSaver } from './use-progress-saver';

interface CompletionOptions {
  storyId: string;
  totalPages: number;
  saved: ReadingProgress | null;
  goTo: (page: number) => void;
}

export function useCompletion({ storyId, totalPages, saved, goTo }: CompletionOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [complete, setComplete] = useState(() => (saved?.progressPercentage ?? 0) >= 100);
  const [lastReadAt, setLastReadAt] = useState<string | null>(saved?.lastReadAt ?? null);
  const [askUnmark, setAskUnmark] = useState(false);

  const onSaved = useCallback(
    (progress: ReadingProgress) => {
      setLastReadAt(progress.lastReadAt);
      queryClient.setQueryData(['reading-progress', storyId], progress);
      // Lists that show progress (library, dashboard, /reading-progress) read it afresh next time.
      void queryClient.invalidateQueries({ queryKey: ['stories', 'user'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['reading-progress'], exact: true, refetchType: 'none' });
    },
    [queryClient, storyId],
  );
  const saver = useProgressSaver({ storyId, totalPages, onSaved });

  const markComplete = useCallback(() => {
    if (complete) {
      setAskUnmark(true);
      return;
    }
    setComplete(true);
    goTo(totalPages - 1);
    void saver.saveNow(totalPages - 1).then((progress) => {
      if (progress) toast.success(t('reader.toast.completed'));
    });
  }, [complete, goTo, saver, t, totalPages]);

  const unmark = useCallback(
    (page: number) => {
      setComplete(false);
      setAskUnmark(false);
      void saver.saveNow(page);
      toast.success(t('reader.toast.unmarked'), {
        description: t('reader.toast.unmarkedBody', { percent: progressPercent(page, totalPages) }),
      });
    },
    [saver, t, totalPages],
  );

  return { complete, lastReadAt, askUnmark, setAskUnmark, markComplete, unmark, saver };
}

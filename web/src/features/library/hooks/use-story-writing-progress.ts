import type { StoryCard as StoryCardData } from '@storyloom/contracts/library';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { storyProgressQuery } from '../api/get-stories';

/**
 * Follows a story that is being written (or rewritten) by polling its progress, and refreshes the
 * lists once it is ready or failed, so the card turns into a readable book by itself.
 */
export function useStoryWritingProgress(story: StoryCardData): number {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery(storyProgressQuery(story.id));
  const status = data?.status;
  const handled = useRef<string | null>(null);
  const { regenerationCount, title } = story;

  useEffect(() => {
    // Once per finish, however often the card re-renders in between.
    if ((status !== 'ready' && status !== 'failed') || handled.current === status) return;
    handled.current = status;
    // Library pages and the dashboard's counts are under this key too.
    void queryClient.invalidateQueries({ queryKey: ['stories', 'user'] });
    if (status === 'ready' && regenerationCount > 0) {
      toast.success(t('library.regenerate.done'), { description: t('library.regenerate.doneBody', { title }) });
    }
  }, [status, queryClient, t, regenerationCount, title]);

  return Math.max(story.progress, data?.progress ?? 0);
}

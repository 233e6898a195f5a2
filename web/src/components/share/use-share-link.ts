import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from 'sonner';
import { api } from '../../lib/api';

/**
 * The story's public link, if it has one (GET), made only when the parent presses 'Create link' (POST
 * /api/stories/{id}/share is idempotent: the same link until it is revoked; issue 14: nothing is
 * public before that), and a message to send with it. Asked only while the dialog is open.
 */
export function useShareLink(storyId: string, title: string, enabled: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const link = useQuery({
    queryKey: ['share-link', storyId],
    queryFn: () => api.get('/api/stories/:id/share', { params: { id: storyId } }),
    staleTime: Infinity,
    enabled,
  });

  const create = useMutation({
    mutationFn: () => api.post('/api/stories/:id/share', undefined, { params: { id: storyId } }),
    onSuccess: (created) => {
      queryClient.setQueryData(['share-link', storyId], created);
      // The story now counts as shared (dashboard figures, cards).
      void queryClient.invalidateQueries({ queryKey: ['stories', 'user'] });
    },
    onError: () => toast.error(t('library.share.failed'), { description: t('library.share.failedBody') }),
  });

  const text = useQuery({
    queryKey: ['share-text', storyId],
    queryFn: async () => {
      try {
        const { shareText } = await api.post('/api/stories/:id/generate-share-text', { platform: 'general' }, { params: { id: storyId } });
        return shareText;
      } catch {
        // SPEC §7: on failure, a default sentence with the title.
        toast.error(t('library.share.textFailed'), { description: t('library.share.textFailedBody') });
        return t('library.share.textFallback', { title });
      }
    },
    staleTime: Infinity,
  });

  const stop = useMutation({
    mutationFn: () => api.delete('/api/stories/:id/share', undefined, { params: { id: storyId } }),
    onSuccess: () => {
      queryClient.setQueryData(['share-link', storyId], null);
      void queryClient.invalidateQueries({ queryKey: ['stories', 'user'] });
    },
    onError: () => toast.error(t('library.share.failed'), { description: t('library.share.failedBody') }),
  });

  return { link, create, text, stop };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../../lib/api';

interface ShareLink {
  token: string;
  url: string;
}

/**
 * The story's public link (POST /api/stories/{id}/share is idempotent: the same link until it is
 * revoked) and a message to send with it. Asked only while the dialog is open.
 */
export function useShareLink(storyId: string, title: string, enabled: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const link = useQuery({
    queryKey: ['share-link', storyId],
    queryFn: async () => {
      try {
        const created = await api.post<ShareLink>(`/api/stories/${storyId}/share`);
        // The story now counts as shared (dashboard figures, cards).
        void queryClient.invalidateQueries({ queryKey: ['stories', 'user'] });
        return created;
      } catch (error) {
        toast.error(t('library.share.failed'), { description: t('library.share.failedBody') });
        throw error;
      }
    },
    staleTime: Infinity,
    enabled,
  });

  const text = useQuery({
    queryKey: ['share-text', storyId],
    queryFn: async () => {
      try {
        const { shareText } = await api.post<{ shareText: string }>(`/api/stories/${storyId}/generate-share-text`, { platform: 'general' });
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
    mutationFn: () => api.delete<{ shared: false }>(`/api/stories/${storyId}/share`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['stories', 'user'] }),
    onError: () => toast.error(t('library.share.failed'), { description: t('library.share.failedBody') }),
  });

  /** Drops the revoked link, so the next opening creates a new one. */
  const forget = () => queryClient.removeQueries({ queryKey: ['share-link', storyId] });

  return { link, text, stop, forget };
}

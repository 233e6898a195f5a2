import type { LibraryPage } from '@storyloom/contracts/library';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LIBRARY_KEY } from './get-stories';

/**
 * POST /api/stories/{id}/regenerate. The card switches to 'being written' at once (the server has
 * queued the job), and its progress is then followed by polling.
 */
export function useRegenerateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storyId: string) => api.post('/api/stories/:id/regenerate', undefined, { params: { id: storyId } }),
    onSuccess: ({ id, regenerationCount }) => {
      queryClient.setQueriesData<InfiniteData<LibraryPage>>({ queryKey: LIBRARY_KEY }, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((story) =>
              story.id === id ? { ...story, status: 'queued' as const, progress: 0, error: null, regenerationCount } : story,
            ),
          })),
        },
      );
      queryClient.removeQueries({ queryKey: ['stories', id, 'progress'] });
      // Not awaited: the confirmation closes at once, the lists catch up behind it.
      void queryClient.invalidateQueries({ queryKey: ['stories'] });
    },
  });
}

import type { Story } from '@storyloom/contracts/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storyQuery } from './get-story';

/** PUT /api/stories/{id}/bookmark: bookmarks are kept on the server (DECISIONS.md 'Reader'). */
export function useToggleBookmark(storyId: string) {
  const queryClient = useQueryClient();
  const key = storyQuery(storyId).queryKey;
  return useMutation({
    mutationFn: (bookmarked: boolean) =>
      api.put('/api/stories/:id/bookmark', { bookmarked }, { params: { id: storyId } }),
    // Optimistic: the star changes at once and comes back if the server refuses.
    onMutate: (bookmarked) => {
      const previous = queryClient.getQueryData<Story>(key);
      if (previous) queryClient.setQueryData<Story>(key, { ...previous, bookmarked });
      return { previous };
    },
    onError: (_error, _bookmarked, context) => {
      if (context?.previous) queryClient.setQueryData<Story>(key, context.previous);
    },
    onSuccess: ({ bookmarked }) => {
      const current = queryClient.getQueryData<Story>(key);
      if (current) queryClient.setQueryData<Story>(key, { ...current, bookmarked });
      // The library and dashboard show bookmarks too.
      void queryClient.invalidateQueries({ queryKey: ['stories', 'user'] });
    },
  });
}

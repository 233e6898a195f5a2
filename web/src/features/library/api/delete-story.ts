import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planStatusKey } from './get-stories';

/** DELETE /api/stories/{id}; the credit comes back, so the plan status is refreshed too. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storyId: string) => api.delete('/api/stories/:id', undefined, { params: { id: storyId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['stories'] }),
        queryClient.invalidateQueries({ queryKey: planStatusKey }),
      ]);
    },
  });
}

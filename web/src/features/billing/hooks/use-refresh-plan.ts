import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a plan change, everything that shows the plan asks again: the user, plan status, billing. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['auth'] }),
      queryClient.invalidateQueries({ queryKey: ['billing'] }),
    ]);
  }, [queryClient]);
}

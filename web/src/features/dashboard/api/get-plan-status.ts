import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/auth/plan-status: only asked when signed in, never retried (SPEC §7). */
export const planStatusQuery = queryOptions({
  queryKey: ['auth', 'plan-status'],
  queryFn: () => api.get('/api/auth/plan-status'),
  retry: false,
});

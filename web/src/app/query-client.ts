import { QueryClient } from '@tanstack/react-query';

// SPEC §9 'Client data defaults': fresh for 5 minutes, no retries, no refetch on focus or interval.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

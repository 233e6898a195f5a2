import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/help: the help centre in the interface language, its numbers filled by the server. */
export function helpQuery(language: InterfaceLanguage) {
  return queryOptions({
    queryKey: ['help', language],
    queryFn: () => api.get('/api/help', { query: `language=${language}` }),
    staleTime: Infinity,
  });
}

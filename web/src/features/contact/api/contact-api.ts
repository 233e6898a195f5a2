import type { AssistContactRequest, ContactRequest } from '@storyloom/contracts/contact';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/contact/details: the side panel's e-mail, and phone and address when the site has them. */
export const contactDetailsQuery = queryOptions({
  queryKey: ['contact', 'details'],
  queryFn: () => api.get('/api/contact/details'),
  staleTime: Infinity,
});

/** POST /api/contact. */
export function useSendContact() {
  return useMutation({ mutationFn: (body: ContactRequest) => api.post('/api/contact', body) });
}

/** POST /api/ai-assist-contact: the writing help. */
export function useAssistContact() {
  return useMutation({ mutationFn: (body: AssistContactRequest) => api.post('/api/ai-assist-contact', body) });
}

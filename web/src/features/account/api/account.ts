import { queryOptions } from '@tanstack/react-query';
import { api, toApiError } from '../../../lib/api';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download-story-file';

export const signOutEverywhere = () => api.post('/api/account/sign-out-everywhere');
export const deleteAccount = (confirmEmail: string) => api.delete('/api/account', { confirmEmail });

/** GET /api/account/export: the zip is made by the server and saved under the name it gives. */
export async function downloadAccountExport(): Promise<string> {
  const response = await fetch('/api/account/export', { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), 'storyloom-export.zip');
  saveBlob(await response.blob(), name);
  return name;
}

export const apiKeysQuery = queryOptions({
  queryKey: ['account', 'api-keys'],
  queryFn: () => api.get('/api/account/api-keys'),
  retry: false,
});
export const createApiKey = (name: string) => api.post('/api/account/api-keys', { name });
export const revokeApiKey = (id: string) => api.delete('/api/account/api-keys/:id', undefined, { params: { id } });

import type { DbUser } from '@storyloom/contracts/user';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';

/**
 * What GET /api/auth/user tells us (SPEC §4 'Auth in the app'): a signed-in identity with its
 * database user, no identity at all, or an identity whose database user does not exist yet (the
 * record is then created with POST /api/auth/user while the 'Syncing your data...' screen shows).
 */
export type SessionState =
  | { kind: 'user'; user: DbUser }
  | { kind: 'signedOut' }
  | { kind: 'unsynced' };

export const sessionQueryKey = ['auth', 'user'] as const;
export const syncUserMutationKey = ['auth', 'sync'] as const;
export const planStatusQueryKey = ['auth', 'plan-status'] as const;

export async function fetchSession(): Promise<SessionState> {
  try {
    return { kind: 'user', user: await api.get('/api/auth/user') };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { kind: 'signedOut' };
    if (isApiError(error) && error.status === 404) return { kind: 'unsynced' };
    throw error;
  }
}

/** Creates or returns the database user of the signed-in identity. */
export function syncUser(): Promise<DbUser> {
  return api.post('/api/auth/user');
}

// The session is answered once per page load and then changed only by our own sign-in and sign-out.
export const sessionQuery = queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession, retry: false, staleTime: Infinity });

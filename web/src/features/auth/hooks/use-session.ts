import type { DbUser } from '@storyloom/contracts/user';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { sessionQuery, sessionQueryKey, syncUser, syncUserMutationKey, type SessionState } from '../api/session';
import { signOut } from '../api/identity';

export type SessionStatus = 'loading' | 'syncing' | 'signedIn' | 'signedOut';

export type Session =
  | { status: 'signedIn'; user: DbUser }
  | { status: Exclude<SessionStatus, 'signedIn'>; user: null };

/**
 * The app counts as signed in only when the identity AND its database user exist (SPEC §4).
 * A failed user fetch (network, server error) ends the loading as signed out.
 */
export function useSession(): Session {
  const query = useQuery(sessionQuery);
  const syncing = useIsMutating({ mutationKey: syncUserMutationKey }) > 0;
  if (query.isPending) return { status: 'loading', user: null };
  if (syncing || query.data?.kind === 'unsynced') return { status: 'syncing', user: null };
  if (query.data?.kind === 'user') return { status: 'signedIn', user: query.data.user };
  return { status: 'signedOut', user: null };
}

/** POST /api/auth/user after a sign-in or sign-up; the session becomes signed in with its answer. */
export function useSyncUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: syncUserMutationKey,
    mutationFn: syncUser,
    onSuccess: (user: DbUser) => {
      const next: SessionState = { kind: 'user', user };
      queryClient.setQueryData(sessionQuery.queryKey, next);
    },
    onError: (error) => {
      console.error('Could not load the database user', error);
      queryClient.setQueryData(sessionQuery.queryKey, { kind: 'signedOut' });
    },
  });
}

/** Signs out, forgets every cached answer of the previous user and leaves the session signed out. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // A session answer still on its way (the page has just loaded) must not sign the user back in.
    await queryClient.cancelQueries({ queryKey: sessionQueryKey });
    try {
      await signOut();
    } catch (error) {
      // Still sign out locally: the visitor asked to leave, and a stale cookie is refused anyway.
      console.error('Sign-out failed', error);
    }
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    queryClient.removeQueries({ queryKey: ['auth', 'plan-status'] });
    queryClient.setQueryData(sessionQuery.queryKey, { kind: 'signedOut' });
  }, [queryClient]);
}

/**
 * An identity without its database user (first Google sign-in, or a sync that was interrupted):
 * create the record once, while the 'Syncing your data...' screen shows.
 */
export function useAutoSyncUser(): void {
  const query = useQuery(sessionQuery);
  const { mutate, isPending } = useSyncUser();
  const unsynced = query.data?.kind === 'unsynced';
  useEffect(() => {
    if (unsynced && !isPending) mutate();
  }, [unsynced, isPending, mutate]);
}

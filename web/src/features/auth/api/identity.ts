import { CONFIRMED_EMAIL_PATH, type IdentityProviders, type SignUpResponse } from '@storyloom/contracts/user';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api';

// The identity calls go to our own identity server (better-auth, mounted at /api/identity). The
// session comes back as an http-only cookie, so the browser never handles the token itself.

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  name: string;
}

export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return request('POST', '/api/identity/sign-in/email', input);
}

/**
 * Sign-up answers the same whether or not the address already has an account (docs/decisions/012):
 * the family signs in through the link e-mailed to the address.
 */
export function signUpWithEmail(input: SignUpInput): Promise<SignUpResponse> {
  return request<SignUpResponse>('POST', '/api/identity/sign-up/email', { ...input, callbackURL: CONFIRMED_EMAIL_PATH });
}

export function signOut(): Promise<unknown> {
  return request('POST', '/api/identity/sign-out', {});
}

export function fetchProviders(): Promise<IdentityProviders> {
  return api.get('/api/auth/providers');
}

/** The sign-in methods on offer: asked for before the first render of /auth (app/first-data.ts). */
export const providersQuery = queryOptions({ queryKey: ['auth', 'providers'], queryFn: fetchProviders });

/** Starts the Google sign-in: the server answers with the provider's address to go to. */
export async function startGoogleSignIn(): Promise<string> {
  const { url } = await request<{ url: string }>('POST', '/api/identity/sign-in/social', {
    provider: 'google',
    callbackURL: '/',
  });
  return url;
}

/** Asks for a reset link by e-mail; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return request('POST', '/api/identity/request-password-reset', { email, redirectTo: '/reset-password' });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return request('POST', '/api/identity/reset-password', { token, newPassword });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return request('POST', '/api/identity/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

/** better-auth changes an unverified address at once, and asks the old address to confirm a verified one. */
export function changeEmail(newEmail: string): Promise<unknown> {
  return request('POST', '/api/identity/change-email', { newEmail, callbackURL: '/' });
}

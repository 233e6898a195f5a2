import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/storage';

// Only paths of this site may be followed after sign-in (never '//evil.example' or 'https://...').
function isSafePath(value: string | null): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/auth');
}

export function saveRedirectTarget(path: string): void {
  if (isSafePath(path)) writeStorage(STORAGE_KEYS.redirectAfterLogin, path);
}

/**
 * Reads the saved redirect target and clears it together with the intended plan and interval
 * (SPEC §2 '/auth'). Returns null when none is saved.
 */
export function takeRedirectTarget(): string | null {
  const target = readStorage(STORAGE_KEYS.redirectAfterLogin);
  if (target === null) return null;
  removeStorage(STORAGE_KEYS.redirectAfterLogin, STORAGE_KEYS.intendedPlan, STORAGE_KEYS.intendedInterval);
  return isSafePath(target) ? target : null;
}

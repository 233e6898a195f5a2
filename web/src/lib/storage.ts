// Every key this app keeps in localStorage, in one place. The names follow SPEC §4 and §9 so that a
// browser that used the earlier product keeps its choices.
export const STORAGE_KEYS = {
  language: 'story-app-language',
  cookieConsent: 'cookieConsent',
  /** Where a signed-out visitor wanted to go; followed after sign-in (SPEC §2 '/auth'). */
  redirectAfterLogin: 'redirectAfterLogin',
  /** Plan and interval chosen on /pricing before signing in; cleared with the redirect target. */
  intendedPlan: 'intendedPlan',
  intendedInterval: 'intendedInterval',
} as const;

// Storage can throw (private mode, disabled cookies): the app must still work without it.
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice simply is not remembered.
  }
}

export function removeStorage(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

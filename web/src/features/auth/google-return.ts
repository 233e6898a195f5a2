// Google sign-in leaves the site and comes back to '/'. A flag in sessionStorage lets the app show
// SPEC §8's 'Successfully signed in with Google' toast when it returns signed in.
const KEY = 'storyloom-google-sign-in';

export function markGoogleSignInStarted(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // No toast on return, nothing worse.
  }
}

/** True once, on the first check after a Google sign-in was started in this tab. */
export function takeGoogleSignInReturn(): boolean {
  try {
    const started = window.sessionStorage.getItem(KEY) === '1';
    window.sessionStorage.removeItem(KEY);
    return started;
  } catch {
    return false;
  }
}

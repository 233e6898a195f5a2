/**
 * Where 'Start Creating', 'Create a story' and 'Start free' lead: the auth page with its sign-up tab
 * open (issue 14: a new parent pressing them met the sign-in form and had to find 'Sign up').
 */
export const SIGN_UP_TAB = 'signup';
export const SIGN_UP_PATH = `/auth?tab=${SIGN_UP_TAB}`;

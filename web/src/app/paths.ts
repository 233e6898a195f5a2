import { matchPath } from 'react-router';

/**
 * The signed-in routes of SPEC §2. Those not built yet are not in the router; a signed-out visit to
 * any of them still remembers where the visitor wanted to go, so sign-in can bring them back there.
 */
export const SIGNED_IN_PATHS = ['/generate', '/library', '/story/:id', '/reading-progress', '/subscribe', '/admin', '/account'] as const;

export function isSignedInPath(pathname: string): boolean {
  return SIGNED_IN_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

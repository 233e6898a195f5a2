import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page hydrated on its own (docs/decisions/019): React hydrates each Suspense
 * boundary in a pass of its own, so the page is taken over in several short tasks rather than one long
 * one (Lighthouse's blocking time on a phone). Nothing inside suspends: no fallback is ever shown.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

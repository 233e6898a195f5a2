import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';

/** SPEC §9: the banner appears 1 s after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;

// Asked for when the wait starts, so it is in by the time the notice shows. A notice that cannot be
// fetched (offline for a moment) is left out rather than failing the page around it.
type Bar = ComponentType<{ onClose: () => void }>;
const loadBar = () => import('./cookie-bar').then((m): { default: Bar } => ({ default: m.CookieBar }), (): { default: Bar } => ({ default: () => null }));
const CookieBar = lazy(loadBar);

export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.cookieConsent)) return;
    void loadBar();
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBar onClose={() => setVisible(false)} />
    </Suspense>
  );
}

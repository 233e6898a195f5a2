import { useEffect, useState } from 'react';

/** SPEC §9: one page at a time under 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/** SPEC §9: the window resize is debounced 250 ms. */
export const RESIZE_DEBOUNCE_MS = 250;

function matches(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;
}

/** True under 768 px, settled 250 ms after the last resize so a drag does not re-lay the book each frame. */
export function usePortraitLayout(): boolean {
  const [portrait, setPortrait] = useState(matches);
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setPortrait(matches()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return portrait;
}

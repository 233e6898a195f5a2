import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The Fullscreen API on one element (the reader); Esc leaves it through the browser itself. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (target.current?.requestFullscreen) {
      void target.current.requestFullscreen().catch((error: unknown) => console.warn('Fullscreen refused', error));
    }
  }, [target]);

  return { active, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled };
}

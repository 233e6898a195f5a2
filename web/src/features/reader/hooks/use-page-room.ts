import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from './use-portrait-layout';

/** The width of the element holding the book and the window's height, settled after a resize. */
export function usePageRoom(element: HTMLElement | null): { width: number; height: number } | null {
  const [room, setRoom] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (!element) return;
    let timer: number | undefined;
    const measure = () => {
      const next = { width: Math.floor(element.clientWidth), height: window.innerHeight };
      setRoom((current) => (current && current.width === next.width && current.height === next.height ? current : next));
    };
    measure();
    // A drag resizes every frame: lay the book out again once it settles.
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    const observer = new ResizeObserver(settle);
    observer.observe(element);
    window.addEventListener('resize', settle);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', settle);
    };
  }, [element]);
  return room;
}

import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { RESIZE_DEBOUNCE_MS } from './use-portrait-layout';

/** The width of the element holding the book and the window's height, settled after a resize. */
export function usePageRoom(element: HTMLElement | null, expected?: () => { width: number; height: number }): { width: number; height: number } | null {
  // Until the element is measured, the room it is expected to have (page-size.ts 'expectedRoom').
  const [room, setRoom] = useState<{ width: number; height: number } | null>(() => expected?.() ?? null);
  useEffect(() => {
    if (!element) return;
    let timer: number | undefined;
    const measure = () => {
      const next = { width: Math.floor(element.clientWidth), height: window.innerHeight };
      setRoom((current) => (current && current.width === next.width && current.height === next.height ? current : next));
    };
    // A drag resizes every frame: lay the book out again once it settles.
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    // The first size comes from the observer's first report, which the browser makes in the next frame
    // once it has laid the page out, before painting it: read here, as the reader is first committed,
    // its width made the browser lay the whole new page out inside that task (~65 ms of a phone's
    // blocking time as the book opens, issue 16). Rendered at once (flushSync) when it is not the room
    // expected, so that the frame painted shows the book at its size.
    let first = true;
    const observer = new ResizeObserver(() => {
      if (!first) return settle();
      first = false;
      flushSync(measure);
    });
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

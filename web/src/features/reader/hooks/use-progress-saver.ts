// SPEC §7: a page change is saved 3 s after the reader stops turning, retried once 2 s later, and a
// failure is only logged. Whatever is still waiting goes out with keepalive when the page is hidden
// or the reader is left, so the last page read is not lost. Saves go out one after another: two in
// flight at once could reach the server in either order and leave an earlier page as the last one.
import type { ReadingProgress } from '@storyloom/contracts/stories';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { saveReadingProgress } from '../api/reading-progress';

export const SAVE_DEBOUNCE_MS = 3000;
export const SAVE_RETRY_MS = 2000;

interface SaverOptions {
  storyId: string;
  totalPages: number;
  onSaved: (progress: ReadingProgress) => void;
}

export interface ProgressSaver {
  /** Saves this page after the debounce (a later call replaces it). */
  schedule: (page: number) => void;
  /** Saves this page now, dropping anything waiting. */
  saveNow: (page: number) => Promise<ReadingProgress | null>;
  /** Drops anything waiting (narration started). */
  cancel: () => void;
}

export function useProgressSaver({ storyId, totalPages, onSaved }: SaverOptions): ProgressSaver {
  const pending = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const previous = useRef<Promise<unknown>>(Promise.resolve());

  const sendOnce = useCallback(
    async (page: number, keepalive: boolean): Promise<ReadingProgress | null> => {
      const body = { storyId, currentPage: page, totalPages };
      try {
        const saved = await saveReadingProgress(body, keepalive);
        onSavedRef.current(saved);
        return saved;
      } catch (firstError) {
        if (keepalive) {
          console.warn('Reading progress was not saved', firstError);
          return null;
        }
        await new Promise((resolve) => window.setTimeout(resolve, SAVE_RETRY_MS));
        try {
          const saved = await saveReadingProgress(body);
          onSavedRef.current(saved);
          return saved;
        } catch (error) {
          console.warn('Reading progress was not saved', error);
          return null;
        }
      }
    },
    [storyId, totalPages],
  );

  const send = useCallback(
    (page: number, keepalive: boolean): Promise<ReadingProgress | null> => {
      // A page being left cannot wait its turn: a keepalive save goes at once.
      if (keepalive) return sendOnce(page, true);
      const next = previous.current.then(() => sendOnce(page, false));
      previous.current = next;
      return next;
    },
    [sendOnce],
  );

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
  }, []);

  const flush = useCallback(
    (keepalive: boolean) => {
      window.clearTimeout(timer.current);
      const page = pending.current;
      pending.current = null;
      if (page !== null) void send(page, keepalive);
    },
    [send],
  );

  const schedule = useCallback(
    (page: number) => {
      pending.current = page;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => flush(false), SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  const saveNow = useCallback(
    (page: number) => {
      cancel();
      return send(page, false);
    },
    [cancel, send],
  );

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    const onPageHide = () => flush(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      flush(true); // leaving the reader inside the app
    };
  }, [flush]);

  return useMemo(() => ({ schedule, saveNow, cancel }), [schedule, saveNow, cancel]);
}

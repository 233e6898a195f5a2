import { useEffect, useRef } from 'react';
import type { ProgressSaver } from '../hooks/use-progress-saver';

/**
 * Saves each page the family turns to (debounced by the saver), by hand or by auto-play: a page
 * listened to is a page read (issue 14), so a book heard to The End is finished in the library and
 * counts for the achievements.
 */
export function ProgressAutosave({ page, saver, enabled }: { page: number; saver: ProgressSaver; enabled: boolean }) {
  const lastPage = useRef(page);

  useEffect(() => {
    if (page === lastPage.current) return;
    lastPage.current = page;
    if (enabled) saver.schedule(page);
  }, [page, enabled, saver]);

  return null;
}

import { useEffect, useRef } from 'react';
import { useNarrationActive } from '../../narration/narration-context';
import type { ProgressSaver } from '../hooks/use-progress-saver';

/**
 * Saves each page the family turns to (debounced by the saver). Lives inside the narration provider:
 * nothing is saved while narration or auto-play runs (SPEC §5), and a save waiting when narration
 * starts is dropped.
 */
export function ProgressAutosave({ page, saver, enabled }: { page: number; saver: ProgressSaver; enabled: boolean }) {
  const narrating = useNarrationActive();
  const lastPage = useRef(page);

  useEffect(() => {
    if (narrating) saver.cancel();
  }, [narrating, saver]);

  useEffect(() => {
    if (page === lastPage.current) return;
    lastPage.current = page;
    if (enabled && !narrating) saver.schedule(page);
  }, [page, enabled, narrating, saver]);

  return null;
}

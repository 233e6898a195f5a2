import type { StoryProgress } from '@storyloom/contracts/stories';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { storyFailureText } from '../../../lib/story-failure';
import { stepOf } from '../generation-steps';
import { useStoryProgress } from '../hooks/use-story-progress';
import {
  COMPLETED_RECORD_CLEAR_MS, clearProgressRecord, readProgressRecord, saveProgressRecord, type ProgressRecord,
} from '../progress-record';

/** Writes the record only while it still belongs to this story (a newer generation keeps its own). */
function updateRecord(storyId: string, record: Omit<ProgressRecord, 'timestamp'>): void {
  if (readProgressRecord()?.storyId === storyId) saveProgressRecord(record);
}

/**
 * On returning to the app (SPEC §4 'Generation'): a saved record older than 5 minutes is dropped; a
 * completed one shows a toast with a link to the story and is cleared after 10 s; an unfinished one
 * resumes as a small floating progress pill that follows the story until it is ready.
 * Meant to be mounted once in the app layout.
 */
export function GenerationResume() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tracked, setTracked] = useState<ProgressRecord | null>(null);
  const [live, setLive] = useState<StoryProgress | null>(null);
  const checked = useRef(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const announceReady = (storyId: string) => {
    toast.success(t('generator.toast.readyTitle'), {
      // One toast per story, however often the app re-checks the record while it is shown.
      id: `generation-ready-${storyId}`,
      description: t('generator.resume.readyBody'),
      duration: COMPLETED_RECORD_CLEAR_MS,
      action: { label: t('generator.resume.read'), onClick: () => void navigate(`/story/${storyId}`) },
    });
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => clearProgressRecord(storyId), COMPLETED_RECORD_CLEAR_MS);
  };

  useEffect(() => {
    // Once per mount, also under StrictMode's double effects.
    if (checked.current) return;
    checked.current = true;
    const record = readProgressRecord();
    if (!record) return;
    if (record.completed) announceReady(record.storyId);
    else setTracked(record);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read the record once, on arrival
  }, []);
  // No clean-up of clearTimer on unmount: the record must still be cleared after 10 s if the page changes.

  useStoryProgress(tracked?.storyId ?? null, {
    onProgress: (progress) => {
      if (progress.status === 'failed') {
        clearProgressRecord(progress.id);
        setTracked(null);
        toast.error(t('generator.toast.failedTitle'), { description: storyFailureText(t, progress.error) });
        return;
      }
      const done = progress.status === 'ready';
      updateRecord(progress.id, { progress: progress.progress, currentStep: stepOf(progress), storyId: progress.id, ...(done ? { completed: true } : {}) });
      if (done) {
        setTracked(null);
        announceReady(progress.id);
      } else {
        setLive(progress);
      }
    },
    // The story is gone or the session ended: nothing left to follow.
    onError: () => {
      if (tracked) clearProgressRecord(tracked.storyId);
      setTracked(null);
    },
  });

  if (!tracked) return null;
  const percent = live?.progress ?? tracked.progress;
  return (
    <div
      role="status"
      data-testid="generation-resume"
      className="fixed right-4 bottom-4 z-40 flex w-[min(20rem,calc(100vw-2rem))] items-center gap-3 rounded-2xl border border-line bg-card p-3 shadow-lift animate-fade-in"
    >
      <Spinner className="h-6 w-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline justify-between gap-2 text-sm font-semibold text-ink">
          <span className="truncate">{t('generator.resume.writing')}</span>
          <span className="shrink-0 tabular-nums text-coral-600">{t('generator.progress.percent', { percent })}</span>
        </p>
        <ProgressBar className="mt-1.5 h-2" value={percent} label={t('generator.progress.title')} />
      </div>
    </div>
  );
}

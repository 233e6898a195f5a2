import type { StoryCard as StoryCardData } from '@storyloom/contracts/library';
import { CircleAlert, CircleCheck, Feather } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { storyFailureText } from '../../../lib/story-failure';
import { useStoryWritingProgress } from '../hooks/use-story-writing-progress';

/** A story still being written: the live percentage (SPEC §4 'Generation' and 'Regeneration'). */
export function WritingStatus({ story }: { story: StoryCardData }) {
  const { t } = useTranslation();
  const progress = useStoryWritingProgress(story);
  return (
    <div className="rounded-2xl bg-teal-50 p-3" data-testid="story-writing">
      <p className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold text-teal-700">
        <span className="inline-flex items-center gap-1.5">
          <Feather className="h-4 w-4 animate-pulse" aria-hidden />
          {t('library.card.writing')}
        </span>
        <span aria-hidden>{progress}%</span>
      </p>
      <ProgressBar value={progress} label={t('library.card.writingProgress')} className="h-2 bg-white" />
    </div>
  );
}

export function FailedStatus({ story }: { story: StoryCardData }) {
  const { t } = useTranslation();
  const detail = story.error ? storyFailureText(t, story.error) : t('library.card.failedBody');
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-coral-50 p-3 text-sm text-coral-600" role="note">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">{t('library.card.failed')}</span>
        <span className="block text-ink-soft">{detail}</span>
      </span>
    </p>
  );
}

/** Reading progress, shown only once a page past the cover is reached (SPEC §4 'Story card'). */
export function ReadingStatus({ story }: { story: StoryCardData }) {
  const { t } = useTranslation();
  const progress = story.readingProgress;
  if (!progress || progress.currentPage <= 0) return null;
  const percent = progress.progressPercentage;
  return (
    <div data-testid="reading-progress">
      <p className="mb-1.5 flex items-center justify-between text-sm text-ink-soft">
        <span>{t('library.card.progress')}</span>
        <span className="inline-flex items-center gap-1 font-semibold text-ink">
          {percent >= 100 && <CircleCheck className="h-4 w-4 text-teal-600" aria-hidden />}
          {percent >= 100 ? t('library.card.finished') : t('library.card.percentRead', { percent })}
        </span>
      </p>
      <ProgressBar value={percent} label={t('library.card.progress')} className="h-2" />
    </div>
  );
}

import type { Story, StoryProgress } from '@storyloom/contracts/stories';
import { Feather } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardBody } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { StoryNotFound } from './story-not-found';

/**
 * A story whose first chapter is not written yet, or that failed. Its progress comes from the server's
 * events (use-arriving-story.ts); the book opens by itself with the first chapter.
 */
export function StoryWriting({ story, progress }: { story: Story; progress: StoryProgress | null }) {
  const { t } = useTranslation();
  const status = progress?.status ?? story.status;

  if (status === 'failed') {
    return <StoryNotFound title={t('reader.writing.failedTitle')} body={t('reader.writing.failedBody')} />;
  }
  const percent = progress?.progress ?? story.progress;
  return (
    <div className="mx-auto flex max-w-lg px-4 py-14 sm:py-20">
      <Card className="w-full text-center" data-testid="story-writing">
        <CardBody className="flex flex-col items-center gap-4">
          <span className="flex h-16 w-16 animate-pulse items-center justify-center rounded-full bg-teal-50 text-teal-600">
            <Feather className="h-8 w-8" aria-hidden />
          </span>
          <h1 className="text-2xl font-extrabold text-ink">{t('reader.writing.title')}</h1>
          <p className="text-ink-soft">{t('reader.writing.body', { title: story.title || t('arriving.untitled') })}</p>
          <ProgressBar value={percent} label={t('reader.writing.progressLabel')} />
          <p className="text-sm font-semibold text-ink-soft" role="status">
            {t('reader.writing.chapters', { done: progress?.chaptersDone ?? 0, total: progress?.chapterCount ?? story.chapterCount })}
          </p>
        </CardBody>
      </Card>
    </div>
  );
}

import type { Story } from '@storyloom/contracts/stories';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Feather } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { storyQuery, WRITING_POLL_MS, writingProgressQuery } from '../api/get-story';
import { StoryNotFound } from './story-not-found';

/** A story that is still being written: its progress, polled until it is ready, then the book opens. */
export function StoryWriting({ story }: { story: Story }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const progress = useQuery({
    ...writingProgressQuery(story.id),
    refetchInterval: (query) => (query.state.data?.status === 'ready' || query.state.data?.status === 'failed' ? false : WRITING_POLL_MS),
  });
  const status = progress.data?.status ?? story.status;

  useEffect(() => {
    if (status === 'ready') void queryClient.invalidateQueries({ queryKey: storyQuery(story.id).queryKey });
  }, [status, queryClient, story.id]);

  if (status === 'failed') {
    return <StoryNotFound title={t('reader.writing.failedTitle')} body={t('reader.writing.failedBody')} />;
  }
  const percent = progress.data?.progress ?? story.progress;
  return (
    <div className="mx-auto flex max-w-lg px-4 py-14 sm:py-20">
      <Card className="w-full text-center" data-testid="story-writing">
        <CardBody className="flex flex-col items-center gap-4">
          <span className="flex h-16 w-16 animate-pulse items-center justify-center rounded-full bg-teal-50 text-teal-600">
            <Feather className="h-8 w-8" aria-hidden />
          </span>
          <h1 className="text-2xl font-extrabold text-ink">{t('reader.writing.title')}</h1>
          <p className="text-ink-soft">{t('reader.writing.body', { title: story.title })}</p>
          <ProgressBar value={percent} label={t('reader.writing.progressLabel')} />
          <p className="text-sm font-semibold text-ink-soft" role="status">
            {t('reader.writing.chapters', {
              done: progress.data?.chaptersDone ?? 0,
              total: progress.data?.chapterCount ?? story.chapterCount,
            })}
          </p>
        </CardBody>
      </Card>
    </div>
  );
}

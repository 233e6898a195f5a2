import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { readingProgressQuery } from '../../features/reader/api/reading-progress';
import { storyQuery } from '../../features/reader/api/get-story';
import { ArrivingStatus } from '../../features/reader/components/arriving-status';
import { Reader } from '../../features/reader/components/reader';
import { ReaderSkeleton } from '../../features/reader/components/reader-skeleton';
import { StoryNotFound } from '../../features/reader/components/story-not-found';
import { StoryWriting } from '../../features/reader/components/story-writing';
import { useArrivingStory } from '../../features/reader/hooks/use-arriving-story';

/** /story/{id}: the family's own story as a flip book (SPEC §2), open from its first chapter (issue 16). */
export default function StoryRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const story = useQuery(storyQuery(id));
  const status = story.data?.status;
  const ready = status === 'ready';
  const writing = status !== undefined && status !== 'ready' && status !== 'failed';
  const progress = useArrivingStory(id, writing);
  // A book opened while it was written stays the same book when it is finished: it has no saved place
  // to wait for (a new story, or a regenerated one whose progress was reset), and the page being read
  // must not be lost to a loading screen.
  const [openedWriting, setOpenedWriting] = useState(false);
  const chapters = story.data?.chapters.length ?? 0;
  if (writing && chapters > 0 && !openedWriting) setOpenedWriting(true);
  // The saved place is needed before the book opens, so that it opens on that page.
  const saved = useQuery({ ...readingProgressQuery(id), enabled: ready && !openedWriting });

  if (story.isPending) return <ReaderSkeleton />;
  if (story.isError || !story.data) return <StoryNotFound error={story.error} />;
  // Before its first chapter, and if it failed, the story's state is shown instead of the book.
  if (status === 'failed' || (!ready && chapters === 0)) return <StoryWriting story={story.data} progress={progress} />;
  if (!openedWriting && saved.isPending) return <ReaderSkeleton />;
  // A failed progress read only means the book opens on its cover (SPEC §8: progress errors are logged).
  if (saved.isError) console.warn('Reading progress could not be read', saved.error);
  // The title is written last; until then the book is called by a placeholder.
  const shown = story.data.title ? story.data : { ...story.data, title: t('arriving.untitled') };
  return (
    <>
      {writing && <ArrivingStatus done={progress?.chaptersDone ?? chapters} total={story.data.chapterCount} status={status} />}
      <Reader
        key={story.data.id}
        story={shown}
        source={{ kind: 'owner', storyId: story.data.id }}
        saved={openedWriting ? null : saved.data ?? null}
        arriving={writing}
      />
    </>
  );
}

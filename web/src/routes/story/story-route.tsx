import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { readingProgressQuery } from '../../features/reader/api/reading-progress';
import { storyQuery } from '../../features/reader/api/get-story';
import { Reader } from '../../features/reader/components/reader';
import { ReaderSkeleton } from '../../features/reader/components/reader-skeleton';
import { StoryNotFound } from '../../features/reader/components/story-not-found';
import { StoryWriting } from '../../features/reader/components/story-writing';

/** /story/{id}: the family's own story as a flip book (SPEC §2). */
export default function StoryRoute() {
  const { id = '' } = useParams();
  const story = useQuery(storyQuery(id));
  const ready = story.data?.status === 'ready';
  // The saved place is needed before the book opens, so that it opens on that page.
  const saved = useQuery({ ...readingProgressQuery(id), enabled: ready });

  if (story.isPending) return <ReaderSkeleton />;
  if (story.isError || !story.data) return <StoryNotFound error={story.error} />;
  if (!ready) return <StoryWriting story={story.data} />;
  if (saved.isPending) return <ReaderSkeleton />;
  // A failed progress read only means the book opens on its cover (SPEC §8: progress errors are logged).
  if (saved.isError) console.warn('Reading progress could not be read', saved.error);
  return <Reader key={story.data.id} story={story.data} source={{ kind: 'owner', storyId: story.data.id }} saved={saved.data ?? null} />;
}

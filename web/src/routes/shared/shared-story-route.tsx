import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { sharedStoryQuery } from '../../features/reader/api/get-story';
import { Reader } from '../../features/reader/components/reader';
import { ReaderSkeleton } from '../../features/reader/components/reader-skeleton';
import { SharedBanner } from '../../features/reader/components/shared-banner';
import { StoryNotFound } from '../../features/reader/components/story-not-found';

/** /shared/{token}: a story opened read-only through its share link, with or without an account. */
export default function SharedStoryRoute() {
  const { token = '' } = useParams();
  const story = useQuery(sharedStoryQuery(token));
  if (story.isPending) return <ReaderSkeleton />;
  if (story.isError || !story.data || story.data.status !== 'ready') return <StoryNotFound error={story.error} />;
  return (
    <>
      <SharedBanner />
      <Reader key={story.data.id} story={story.data} source={{ kind: 'shared', token }} saved={null} />
    </>
  );
}

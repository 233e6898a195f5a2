import { INTERFACE_LANGUAGES } from '@storyloom/contracts/contact';
import { storyLanguageCode } from '@storyloom/contracts/options';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { sharedStoryQuery } from '../../features/reader/api/get-story';
import { Reader } from '../../features/reader/components/reader';
import { ReaderSkeleton } from '../../features/reader/components/reader-skeleton';
import { SharedBanner } from '../../features/reader/components/shared-banner';
import { StoryNotFound } from '../../features/reader/components/story-not-found';

/** Story languages that the interface speaks too. */

/** /shared/{token}: a story opened read-only through its share link, with or without an account. */
export default function SharedStoryRoute() {
  const { token = '' } = useParams();
  const story = useQuery(sharedStoryQuery(token));
  const { i18n, t } = useTranslation();
  const code = story.data ? storyLanguageCode(story.data.language) : undefined;
  const storyLanguage = INTERFACE_LANGUAGES.find((l) => l === code);
  // A French story sent to a grandparent opens in French (issue 14); they can switch back at any time.
  useEffect(() => {
    if (storyLanguage && i18n.language !== storyLanguage) void i18n.changeLanguage(storyLanguage);
  }, [storyLanguage, i18n]);
  if (story.isPending) return <ReaderSkeleton />;
  if (story.isError || !story.data || story.data.status !== 'ready') {
    return <StoryNotFound error={story.error} shared body={t('reader.notFound.sharedGone')} />;
  }
  return (
    <>
      <SharedBanner />
      <Reader key={story.data.id} story={story.data} source={{ kind: 'shared', token }} saved={null} />
    </>
  );
}

import type { StoryCard } from '@storyloom/contracts/library';
import { ArrowRight, BookOpenText, PenLine } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Bookshelf } from '../../../components/illustrations/bookshelf';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { StoryCover } from './story-cover';

function EmptyShelf() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center px-4 py-6 text-center">
      <Bookshelf className="w-56 max-w-full" />
      <h3 className="mt-4 text-xl font-extrabold text-ink">{t('dashboard.recent.emptyTitle')}</h3>
      <p className="mt-2 max-w-md text-ink-soft">{t('dashboard.recent.emptyBody')}</p>
      <Button asChild className="mt-5">
        <Link to="/generate">
          <PenLine className="h-4 w-4" aria-hidden />
          {t('dashboard.recent.emptyCta')}
        </Link>
      </Button>
    </div>
  );
}

function StoryRow({ story }: { story: StoryCard }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(story.createdAt));
  const inProgress = story.status === 'queued' || story.status === 'writing' || story.status === 'illustrating';
  return (
    <li className="flex items-center gap-3 py-3 sm:gap-4">
      <div className="h-16 w-14 shrink-0 overflow-hidden rounded-xl border border-line shadow-soft sm:h-20 sm:w-16">
        <StoryCover src={story.coverImageUrl} alt={t('dashboard.recent.coverAlt', { title: story.title })} seed={story.id} />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 font-display text-base leading-snug font-bold text-ink sm:text-lg">{story.title}</h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
          <span>{t('dashboard.recent.created', { date })}</span>
          {inProgress && <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-700">{t('dashboard.recent.writing')}</span>}
          {story.status === 'failed' && <span className="rounded-full bg-coral-50 px-2 py-0.5 text-xs font-semibold text-coral-600">{t('dashboard.recent.failed')}</span>}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={`/story/${story.id}`} aria-label={t('dashboard.recent.readStory', { title: story.title })}>
          <BookOpenText className="h-4 w-4" aria-hidden />
          {t('dashboard.recent.read')}
        </Link>
      </Button>
    </li>
  );
}

export function RecentStories({ stories, loading, failed }: { stories: StoryCard[]; loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.recent.title')}</CardTitle>
        <Link to="/library" className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold whitespace-nowrap text-teal-700 hover:underline">
          {t('dashboard.recent.viewAll')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardBody className="pt-2 sm:pt-2">
        {loading ? (
          <div className="flex justify-center py-10"><Spinner className="h-8 w-8" label={t('common.loading')} /></div>
        ) : failed ? (
          <p role="alert" className="py-6 text-center text-coral-600">{t('dashboard.recent.loadError')}</p>
        ) : stories.length === 0 ? (
          <EmptyShelf />
        ) : (
          <ul className="divide-y divide-line">
            {stories.map((story) => <StoryRow key={story.id} story={story} />)}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

import type { StoryCard as StoryCardData } from '@storyloom/contracts/library';
import { BookOpenText, Bookmark, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatRelative } from '../../../lib/relative-date';
import { isNewStory } from '../utils/new-badge';
import { StoryCardActions } from './story-card-actions';
import { FailedStatus, ReadingStatus, WritingStatus } from './story-card-status';
import { StoryCover } from './story-cover';

function ReadButton({ story }: { story: StoryCardData }) {
  const { t } = useTranslation();
  const progress = story.readingProgress;
  const started = progress !== null && progress.currentPage > 0;
  const finished = started && progress.progressPercentage >= 100;
  const [label, aria] = finished
    ? [t('library.card.readAgain'), t('library.card.readAgainStory', { title: story.title })]
    : started
      ? [t('library.card.continue'), t('library.card.continueStory', { title: story.title })]
      : [t('library.card.read'), t('library.card.readStory', { title: story.title })];
  return (
    <Button asChild variant={started && !finished ? 'calm' : 'primary'} className="min-w-0 flex-1">
      <Link to={`/story/${story.id}`} aria-label={aria}>
        {finished ? <RotateCcw className="h-4 w-4" aria-hidden /> : <BookOpenText className="h-4 w-4" aria-hidden />}
        <span className="truncate">{label}</span>
      </Link>
    </Button>
  );
}

/** `firstRow`: the card is in sight as the library opens, so its cover is not left to load lazily. */
export function StoryCard({ story, now, firstRow = false }: { story: StoryCardData; now: Date; firstRow?: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const created = new Date(story.createdAt);
  const ready = story.status === 'ready';
  const failed = story.status === 'failed';
  const cover = <StoryCover src={story.coverImageUrl} alt="" seed={story.id} eager={firstRow} />;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="story-card"
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-card shadow-soft transition-shadow hover:shadow-lift"
    >
      <div className="relative aspect-[3/2] overflow-hidden border-b border-line bg-paper-deep">
        {/* The title link below is the way in; the picture is a larger target for the mouse only. */}
        {ready ? (
          <Link to={`/story/${story.id}`} tabIndex={-1} aria-hidden className="block h-full w-full">{cover}</Link>
        ) : cover}
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          {isNewStory(created, now) ? (
            <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold tracking-wide text-ink uppercase shadow-soft">
              {t('library.card.new')}
            </span>
          ) : <span />}
          {story.bookmarked && (
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-card/95 text-coral-600 shadow-soft" title={t('library.card.bookmarked')}>
              <Bookmark className="h-4 w-4 fill-current" aria-hidden />
              <span className="sr-only">{t('library.card.bookmarked')}</span>
            </span>
          )}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={titleId} className="line-clamp-2 font-display text-lg leading-snug font-bold text-ink">
            {story.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm text-ink-soft">
            <time dateTime={story.createdAt} title={created.toLocaleString(i18n.language)}>
              {t('library.card.created', { date: formatRelative(created, now, i18n.language, t('library.card.justNow')) })}
            </time>
            <span className="rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold text-ink-soft">{t(`options.theme.${story.theme}`)}</span>
          </p>
        </div>

        {ready && <ReadingStatus story={story} />}
        {failed && <FailedStatus story={story} />}
        {!ready && !failed && <WritingStatus story={story} />}

        <div className="mt-auto flex items-center gap-2 pt-1">
          {ready && <ReadButton story={story} />}
          {!ready && !failed && <div className="flex-1" />}
          <StoryCardActions story={story} deleteButton={failed} />
        </div>
      </div>
    </article>
  );
}

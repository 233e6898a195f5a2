import { BookOpenText } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useRelativeTime } from '../hooks/use-relative-time';
import { pageLabelNumbers, type ReadingEntry } from '../reading-stats';
import { StoryThumb } from './story-thumb';

function ContinueRow({ entry }: { entry: ReadingEntry }) {
  const { t } = useTranslation();
  const relative = useRelativeTime();
  const { page, total } = pageLabelNumbers(entry);
  return (
    <li className="flex gap-3 py-4 sm:gap-4" data-testid="continue-item">
      <StoryThumb
        src={entry.coverImageUrl}
        alt={t('progress.coverAlt', { title: entry.title })}
        seed={entry.storyId}
        className="h-20 w-16 sm:h-24 sm:w-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h3 className="line-clamp-2 font-display text-base leading-snug font-bold text-ink sm:text-lg">{entry.title}</h3>
          <span className="shrink-0 font-display text-lg font-extrabold text-teal-700" data-testid="continue-percent">
            {t('progress.percent', { percent: entry.percent })}
          </span>
        </div>
        <ProgressBar value={entry.percent} label={t('progress.continue.barLabel', { title: entry.title, percent: entry.percent })} className="h-2.5" />
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <p className="text-sm text-ink-soft">
            <span>{t('progress.continue.pageOf', { page, total })}</span>
            <span aria-hidden> · </span>
            <span>{t('progress.continue.lastRead', { when: relative(entry.lastReadAt) })}</span>
          </p>
          <Button asChild variant="calm" size="sm">
            <Link to={`/story/${entry.storyId}`} aria-label={t('progress.continue.actionLabel', { title: entry.title })}>
              <BookOpenText className="h-4 w-4" aria-hidden />
              {t('progress.continue.action')}
            </Link>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Stories started and not finished, the one read last first, each linking back into the book. */
export function ContinueReading({ entries }: { entries: readonly ReadingEntry[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="continue-reading-title" role="region">
      <CardHeader>
        <CardTitle id="continue-reading-title">{t('progress.continue.title')}</CardTitle>
      </CardHeader>
      <CardBody className="pt-1 sm:pt-1">
        {entries.length === 0 ? (
          <p className="rounded-2xl bg-paper px-4 py-5 text-center text-ink-soft">{t('progress.continue.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {entries.map((entry) => <ContinueRow key={entry.storyId} entry={entry} />)}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';
import { useRelativeTime } from '../hooks/use-relative-time';
import { isCompleted, RECENT_DAYS, type ReadingEntry } from '../reading-stats';
import { StoryThumb } from './story-thumb';

function RecentRow({ entry }: { entry: ReadingEntry }) {
  const { t } = useTranslation();
  const relative = useRelativeTime();
  const done = isCompleted(entry);
  return (
    <li>
      <Link
        to={`/story/${entry.storyId}`}
        className="flex items-center gap-3 rounded-2xl p-2 transition-colors hover:bg-paper focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-500"
        data-testid="recent-item"
      >
        <StoryThumb src={entry.coverImageUrl} alt="" seed={entry.storyId} className="h-14 w-11" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink">{entry.title}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-ink-soft">
            {done ? (
              <span className="inline-flex items-center gap-1 font-semibold text-teal-700">
                <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
                {t('progress.recent.finished')}
              </span>
            ) : (
              <span>{t('progress.recent.percentRead', { percent: entry.percent })}</span>
            )}
            <span aria-hidden>·</span>
            <span>{relative(entry.lastReadAt)}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Read in the last seven days, newest first, at most five (SPEC §9). */
export function RecentlyRead({ entries }: { entries: readonly ReadingEntry[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="recently-read-title" role="region">
      <CardHeader className="flex-col items-start gap-0.5">
        <CardTitle id="recently-read-title">{t('progress.recent.title')}</CardTitle>
        <p className="text-sm text-ink-soft">{t('progress.recent.subtitle', { days: RECENT_DAYS })}</p>
      </CardHeader>
      <CardBody className="pt-2 sm:pt-3">
        {entries.length === 0 ? (
          <p className="rounded-2xl bg-paper px-4 py-5 text-center text-ink-soft">{t('progress.recent.empty', { days: RECENT_DAYS })}</p>
        ) : (
          <ul className="-mx-2 space-y-1">
            {entries.map((entry) => <RecentRow key={entry.storyId} entry={entry} />)}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

import type { TFunction } from '../../../i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

export interface ProgressInfo {
  percent: number;
  page: number;
  totalPages: number;
  /** ISO date of the last save; null when never read, undefined when not shown (shared reader). */
  lastReadAt?: string | null;
}

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A book being read before its first save is 'being read', not 'not read yet' (issue 14). */
function lastRead(info: ProgressInfo, t: TFunction, language: string): string {
  if (info.lastReadAt) return t('reader.progress.lastRead', { date: formatDate(info.lastReadAt, language) });
  return info.percent > 0 ? t('reader.progress.now') : t('reader.progress.never');
}

/** SPEC §2: the progress bar with its percent, 'Page x of y' and the last-read date. */
export function ProgressSummary({ info, className }: { info: ProgressInfo; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={cn('text-sm', className)} data-testid="reading-progress">
      <ProgressBar value={info.percent} label={t('reader.progress.label')} className="h-2.5 bg-white/70" />
      <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 font-semibold text-[var(--ink)]">
        <span data-testid="progress-percent">{t('reader.progress.percent', { percent: info.percent })}</span>
        <span aria-hidden>·</span>
        <span data-testid="progress-page">{t('reader.progress.pageOf', { number: info.page + 1, total: info.totalPages })}</span>
        {info.lastReadAt !== undefined && (
          <>
            <span aria-hidden className="hidden sm:inline">·</span>
            {/* On a phone the last-read words always take their own line: the date that replaces
                'Not read yet' after the first save is longer, and the book must not move down. */}
            <span className="basis-full font-normal text-[var(--soft)] sm:basis-auto">
              {lastRead(info, t, i18n.language)}
            </span>
          </>
        )}
      </p>
    </div>
  );
}

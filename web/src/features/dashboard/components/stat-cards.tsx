import { Bookmark, BookOpen, Clock, Share2, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoryStats } from '../story-stats';

const CARDS: ReadonlyArray<{ key: keyof StoryStats; label: 'created' | 'readingTime' | 'bookmarked' | 'shared'; Icon: LucideIcon; tone: string }> = [
  { key: 'created', label: 'created', Icon: BookOpen, tone: 'bg-coral-50 text-coral-600' },
  { key: 'readingMinutes', label: 'readingTime', Icon: Clock, tone: 'bg-teal-50 text-teal-700' },
  { key: 'bookmarked', label: 'bookmarked', Icon: Bookmark, tone: 'bg-[#fdf3dc] text-[#9a6a12]' },
  { key: 'shared', label: 'shared', Icon: Share2, tone: 'bg-[#efeaf7] text-[#5f4b8b]' },
];

export function StatCards({ stats }: { stats: StoryStats | undefined }) {
  const { t } = useTranslation();
  const format = (key: keyof StoryStats, value: number) => {
    if (key !== 'readingMinutes') return String(value);
    if (value < 60) return t('dashboard.stats.minutes', { minutes: value });
    return t('dashboard.stats.hours', { hours: Math.floor(value / 60), minutes: value % 60 });
  };
  return (
    <section aria-label={t('dashboard.stats.label')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARDS.map(({ key, label, Icon, tone }) => (
          <li key={key} className="flex flex-col gap-3 rounded-3xl border border-line bg-card p-4 shadow-soft sm:flex-row sm:items-center sm:p-5">
            <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="font-display text-2xl font-extrabold text-ink" data-testid={`stat-${key}`}>
                {/* 'about': a minute per page read is a rule of thumb (story-stats.ts says why). */}
                {key === 'readingMinutes' && stats && stats.readingMinutes > 0 && (
                  <><span className="font-sans text-sm font-semibold text-ink-soft">{t('progress.dashboard.about')}</span>{' '}</>
                )}
                <span className="whitespace-nowrap">{stats ? format(key, stats[key]) : '–'}</span>
              </p>
              <p className="text-sm text-ink-soft">{t(`dashboard.stats.${label}`)}</p>
              {key === 'readingMinutes' && <p className="mt-0.5 text-xs text-ink-soft">{t('progress.dashboard.readingTimeHint')}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

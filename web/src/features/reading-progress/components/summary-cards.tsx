import { BookCheck, BookOpen, BookOpenText, Gauge, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ReadingSummary } from '../reading-stats';

const CARDS: ReadonlyArray<{ key: keyof ReadingSummary; Icon: LucideIcon; tone: string }> = [
  { key: 'total', Icon: BookOpen, tone: 'bg-coral-50 text-coral-600' },
  { key: 'inProgress', Icon: BookOpenText, tone: 'bg-teal-50 text-teal-700' },
  { key: 'completed', Icon: BookCheck, tone: 'bg-[#fdf3dc] text-[#8a5d0c]' },
  { key: 'averagePercent', Icon: Gauge, tone: 'bg-[#efeaf7] text-[#5f4b8b]' },
];

const LABELS = { total: 'total', inProgress: 'inProgress', completed: 'completed', averagePercent: 'average' } as const;

/** SPEC §2 '/reading-progress': Total Stories, In Progress, Completed, Average Progress. */
export function SummaryCards({ summary }: { summary: ReadingSummary }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('progress.summary.label')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARDS.map(({ key, Icon, tone }) => (
          <li key={key} className="flex flex-col gap-3 rounded-3xl border border-line bg-card p-4 shadow-soft sm:flex-row sm:items-center sm:p-5">
            <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="font-display text-2xl font-extrabold text-ink" data-testid={`summary-${key}`}>
                {key === 'averagePercent' ? t('progress.percent', { percent: summary[key] }) : summary[key]}
              </p>
              <p className="text-sm text-ink-soft">{t(`progress.summary.${LABELS[key]}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

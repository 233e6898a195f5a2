import { Plus } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

/** The first tile of the grid: a new story is always one click away. */
export function CreateStoryTile() {
  const { t } = useTranslation();
  return (
    <Link
      to="/generate"
      className="group flex h-full items-center gap-4 rounded-3xl border-2 border-dashed border-coral-400 bg-coral-50/60 p-4 transition-colors hover:border-coral-600 hover:bg-coral-50 sm:min-h-64 sm:flex-col sm:justify-center sm:gap-3 sm:p-6 sm:text-center"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-coral-600 text-white shadow-soft transition-transform group-hover:scale-105 sm:h-16 sm:w-16">
        <Plus className="h-6 w-6 sm:h-8 sm:w-8" aria-hidden />
      </span>
      <span className="flex flex-col sm:items-center sm:gap-2">
        <span className="font-display text-lg font-bold text-ink">{t('library.tile.title')}</span>
        <span className="text-sm text-ink-soft">{t('library.tile.body')}</span>
      </span>
    </Link>
  );
}

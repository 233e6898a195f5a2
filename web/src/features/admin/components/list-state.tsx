import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Spinner } from '../../../components/ui/spinner';

interface ListStateProps {
  loading: boolean;
  count: number;
  query: string;
  empty: string;
  children: ReactNode;
}

/** Loading, nothing found, or the list itself. */
export function ListState({ loading, count, query, empty, children }: ListStateProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-ink-soft" role="status">
        <Spinner className="h-6 w-6" />
        {t('admin.list.loading')}
      </div>
    );
  }
  if (count === 0) {
    return <p className="rounded-3xl border border-dashed border-line bg-card p-10 text-center text-ink-soft">{query ? t('admin.list.noResults', { query }) : empty}</p>;
  }
  return children;
}

import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';

interface LibrarySearchProps {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  searching: boolean;
}

export function LibrarySearch({ value, onChange, onClear, searching }: LibrarySearchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="search" className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">{t('library.search.label')}</label>
      <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-soft" aria-hidden />
      <Input
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('library.search.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onClear();
          }
        }}
        className="pr-20 pl-12 [&::-webkit-search-cancel-button]:hidden"
      />
      <div className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center gap-1">
        {searching && <Spinner className="h-5 w-5" label={t('library.search.searching')} />}
        {value && (
          <button
            type="button"
            onClick={onClear}
            aria-label={t('library.search.clear')}
            className="flex h-9 w-9 items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep hover:text-ink"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}

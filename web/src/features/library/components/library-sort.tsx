import { ArrowDownUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Select } from '../../../components/ui/input';
import { SORTS, type LibrarySort as Sort } from '../utils/library-view';

export function LibrarySort({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className="sr-only">{t('library.sort.label')}</label>
      <ArrowDownUp className="pointer-events-none absolute top-1/2 left-4 h-4 w-4 -translate-y-1/2 text-ink-soft" aria-hidden />
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as Sort)} className="w-full pr-2 pl-10 font-semibold sm:w-auto">
        {SORTS.map((sort) => <option key={sort} value={sort}>{t(`library.sort.${sort}`)}</option>)}
      </Select>
    </div>
  );
}

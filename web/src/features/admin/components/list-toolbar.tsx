import type { AdminSort } from '@storyloom/contracts/admin';
import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Input, Select } from '../../../components/ui/input';

interface ListToolbarProps {
  input: string;
  onInput: (value: string) => void;
  placeholder: string;
  sort: AdminSort;
  onSort: (sort: AdminSort) => void;
  children?: ReactNode;
}

/** Search box and date order above every admin list. */
export function ListToolbar({ input, onInput, placeholder, sort, onSort, children }: ListToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <label htmlFor={`${id}-q`} className="sr-only">{t('admin.list.search')}</label>
        <Search className="pointer-events-none absolute top-1/2 left-4 h-4 w-4 -translate-y-1/2 text-ink-soft" aria-hidden />
        <Input id={`${id}-q`} type="search" value={input} onChange={(e) => onInput(e.target.value)} placeholder={placeholder} className="pl-10" />
      </div>
      {children}
      <div className="sm:w-56">
        <label htmlFor={`${id}-sort`} className="sr-only">{t('admin.list.sort')}</label>
        <Select id={`${id}-sort`} value={sort} onChange={(e) => onSort(e.target.value === 'oldest' ? 'oldest' : 'newest')}>
          <option value="newest">{t('admin.list.newest')}</option>
          <option value="oldest">{t('admin.list.oldest')}</option>
        </Select>
      </div>
    </div>
  );
}

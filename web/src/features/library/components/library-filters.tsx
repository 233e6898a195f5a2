import { THEMES, type StoryLanguage, type Theme } from '@storyloom/contracts/options';
import { SlidersHorizontal } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Label, Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { activeFilterCount, READING_STATES, type LibraryFilters, type ReadingState } from '../utils/library-view';
import { useLanguageName } from '../hooks/use-language-name';

interface LibraryFiltersProps {
  filters: LibraryFilters;
  /** The story languages worth offering: those of the family's stories. */
  languages: StoryLanguage[];
  onChange: (filters: LibraryFilters) => void;
  onClear: () => void;
}

export function LibraryFiltersButton({ filters, languages, onChange, onClear }: LibraryFiltersProps) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const ids = { theme: useId(), language: useId(), state: useId() };
  const count = activeFilterCount(filters);
  const offered = filters.language && !languages.includes(filters.language) ? [...languages, filters.language] : languages;

  return (
    <Popover.Root>
      <Popover.Trigger
        className={cn(buttonClasses('outline', 'md'), 'h-12 data-[state=open]:border-teal-500', count > 0 && 'border-teal-500 bg-teal-50')}
        aria-label={count > 0 ? `${t('library.filters.button')} (${t('library.filters.active', { count })})` : undefined}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden />
        {t('library.filters.button')}
        {count > 0 && (
          <span className="flex h-6 min-w-6 items-center justify-center rounded-full bg-teal-600 px-1.5 text-xs font-bold text-white" aria-hidden>
            {count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={t('library.filters.title')}
          className="animate-fade-in z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-3xl border border-line bg-card p-5 text-ink shadow-lift"
        >
          <p className="font-display text-lg font-bold">{t('library.filters.title')}</p>
          <div className="mt-4 flex flex-col gap-4">
            <div>
              <Label htmlFor={ids.theme}>{t('library.filters.theme')}</Label>
              <Select id={ids.theme} value={filters.theme ?? ''} onChange={(e) => onChange({ ...filters, theme: (e.target.value || null) as Theme | null })}>
                <option value="">{t('library.filters.allThemes')}</option>
                {THEMES.map((theme) => <option key={theme} value={theme}>{t(`options.theme.${theme}`)}</option>)}
              </Select>
            </div>
            <div>
              <Label htmlFor={ids.language}>{t('library.filters.language')}</Label>
              <Select id={ids.language} value={filters.language ?? ''} onChange={(e) => onChange({ ...filters, language: (e.target.value || null) as StoryLanguage | null })}>
                <option value="">{t('library.filters.allLanguages')}</option>
                {offered.map((language) => <option key={language} value={language}>{languageName(language)}</option>)}
              </Select>
            </div>
            <div>
              <Label htmlFor={ids.state}>{t('library.filters.state')}</Label>
              <Select id={ids.state} value={filters.state ?? ''} onChange={(e) => onChange({ ...filters, state: (e.target.value || null) as ReadingState | null })}>
                <option value="">{t('library.filters.allStates')}</option>
                {READING_STATES.map((state) => <option key={state} value={state}>{t(`library.filters.states.${state}`)}</option>)}
              </Select>
            </div>
          </div>
          <div className="mt-5 flex items-center justify-between gap-2">
            <Button variant="ghost" size="sm" onClick={onClear} disabled={count === 0}>{t('library.filters.clear')}</Button>
            <Popover.Close className={buttonClasses('calm', 'sm')}>{t('library.filters.done')}</Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

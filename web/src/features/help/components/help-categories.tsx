import { HELP_CATEGORIES, type HelpCategory } from '@storyloom/contracts/help';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';

interface HelpCategoriesProps {
  value: HelpCategory | 'all';
  onChange: (category: HelpCategory | 'all') => void;
}

export function HelpCategories({ value, onChange }: HelpCategoriesProps) {
  const { t } = useTranslation();
  const options: (HelpCategory | 'all')[] = ['all', ...HELP_CATEGORIES];
  return (
    <div role="group" aria-label={t('help.searchLabel')} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-10 rounded-full border-2 px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500',
            value === option ? 'border-teal-600 bg-teal-600 text-white' : 'border-line bg-card text-ink hover:border-teal-500',
          )}
        >
          {option === 'all' ? t('help.all') : t(`help.categories.${option}`)}
        </button>
      ))}
    </div>
  );
}

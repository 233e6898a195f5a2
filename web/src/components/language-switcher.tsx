import { useTranslation } from '../i18n/use-translation';
import { LANGUAGES, type Language } from '../i18n';
import { cn } from '../lib/cn';

const SWITCH_LABEL = { en: 'nav.switchToEnglish', fr: 'nav.switchToFrench' } as const;

/** EN/FR toggle; the choice is kept under 'story-app-language' by the i18n module. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <div role="group" aria-label={t('nav.language')} className={cn('inline-flex rounded-full border-2 border-line bg-card p-0.5', className)}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          onClick={() => void i18n.changeLanguage(language)}
          aria-pressed={current === language}
          // The name starts with the visible text (WCAG 2.5.3 'label in name'); the title explains it.
          aria-label={`${language.toUpperCase()} – ${t(SWITCH_LABEL[language])}`}
          title={t(SWITCH_LABEL[language])}
          className={cn(
            'h-8 min-w-10 rounded-full px-2.5 text-sm font-bold uppercase transition-colors',
            current === language ? 'bg-ink text-paper' : 'text-ink-soft hover:text-ink',
          )}
        >
          {language}
        </button>
      ))}
    </div>
  );
}

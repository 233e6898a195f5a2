import { OFFLINE_STORY_LANGUAGES, STORY_LANGUAGES, type StoryLanguage } from '@storyloom/contracts/options';
import { Check, ChevronsUpDown, Lock, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FieldHint } from '../../../components/ui/input';
import { SECTION_LABEL } from './choice-group';
import { cn } from '../../../lib/cn';
import { languageName, searchKey } from '../language-names';

// DECISIONS.md 'Languages': the offline storyteller writes English and French; the others need an
// AI model, and nothing tells the browser whether one is configured, so they are shown locked.
function isAvailable(language: StoryLanguage): boolean {
  return (OFFLINE_STORY_LANGUAGES as readonly StoryLanguage[]).includes(language);
}

interface LanguageSelectProps {
  value: StoryLanguage;
  onChange: (language: StoryLanguage) => void;
  error?: string;
}

/** A searchable list of the 64 story languages (a combobox in a popover). */
export function LanguageSelect({ value, onChange, error }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const locale = i18n.language;

  const options = useMemo(() => {
    const named = STORY_LANGUAGES.map((language) => ({ language, name: languageName(language, locale), available: isAvailable(language) }));
    // Languages the app can write right now come first, then the rest in alphabetical order.
    return named.sort((a, b) => Number(b.available) - Number(a.available) || a.name.localeCompare(b.name, locale));
  }, [locale]);
  const filtered = useMemo(() => {
    const key = searchKey(query.trim());
    return key ? options.filter((o) => searchKey(o.name).includes(key) || o.language.includes(key)) : options;
  }, [options, query]);

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery('');
      setActive(Math.max(0, options.findIndex((o) => o.language === value)));
    }
  }
  function choose(language: StoryLanguage) {
    if (!isAvailable(language)) return;
    onChange(language);
    setOpen(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((i) => Math.min(filtered.length - 1, Math.max(0, i + (moves[event.key] ?? 0))));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : filtered.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = filtered[active];
      if (option) choose(option.language);
    }
  }

  const activeId = filtered[active] ? `${id}-${filtered[active].language}` : undefined;
  return (
    <div>
      <label htmlFor={`${id}-button`} className={SECTION_LABEL}>{t('generator.language.label')}</label>
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger
          id={`${id}-button`}
          aria-haspopup="listbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          data-testid="language-select"
          className={cn(
            'flex h-12 w-full items-center justify-between gap-2 rounded-2xl border-2 bg-white px-4 text-left text-ink',
            'hover:border-[#dccbb0] focus-visible:border-teal-500',
            error ? 'border-coral-500' : 'border-line',
          )}
        >
          <span className="truncate">{languageName(value, locale)}</span>
          <ChevronsUpDown className="h-4 w-4 shrink-0 text-ink-soft" aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 w-[min(max(var(--radix-popover-trigger-width),22rem),calc(100vw-24px))] rounded-2xl border border-line bg-card p-2 shadow-lift"
          >
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft" aria-hidden />
              <input
                role="combobox"
                aria-expanded="true"
                aria-controls={`${id}-list`}
                aria-activedescendant={activeId}
                aria-autocomplete="list"
                aria-label={t('generator.language.search')}
                placeholder={t('generator.language.search')}
                value={query}
                onChange={(e) => { setQuery(e.target.value); setActive(0); }}
                onKeyDown={onKeyDown}
                className="h-11 w-full rounded-xl border-2 border-line bg-white pr-3 pl-9 text-ink focus:border-teal-500 focus:outline-none"
              />
            </div>
            <ul id={`${id}-list`} role="listbox" aria-label={t('generator.language.label')} className="mt-2 max-h-64 overflow-y-auto">
              {filtered.length === 0 && <li className="px-3 py-3 text-sm text-ink-soft">{t('generator.language.noMatch', { query })}</li>}
              {filtered.map((option, index) => (
                <li
                  key={option.language}
                  id={`${id}-${option.language}`}
                  role="option"
                  aria-selected={option.language === value}
                  aria-disabled={!option.available || undefined}
                  ref={index === active ? (node) => node?.scrollIntoView({ block: 'nearest' }) : undefined}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option.language)}
                  className={cn(
                    'flex items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm',
                    index === active && 'bg-teal-50',
                    option.available ? 'cursor-pointer text-ink' : 'cursor-not-allowed text-ink-soft',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <Check className={cn('h-4 w-4 text-teal-600', option.language !== value && 'invisible')} aria-hidden />
                    {option.name}
                  </span>
                  {!option.available && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
                      <Lock className="h-3 w-3" aria-hidden />
                      {t('generator.language.needsAi')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error && <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-coral-600">{error}</p>}
      <FieldHint id={`${id}-hint`}>{t('generator.language.hint')}</FieldHint>
    </div>
  );
}

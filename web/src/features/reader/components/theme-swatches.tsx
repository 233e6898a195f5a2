import { Check } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { READER_THEMES, THEME_IDS, type ReaderTheme } from '../reader-themes';

/** The six page colours as a radio group (arrow keys move between them, like any radio group). */
export function ThemeSwatches({ value, onChange, label }: { value: ReaderTheme; onChange: (theme: ReaderTheme) => void; label: string }) {
  const { t } = useTranslation();
  const move = (from: number, step: number) => {
    const next = THEME_IDS[(from + step + THEME_IDS.length) % THEME_IDS.length];
    if (next) onChange(next);
  };
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-2 gap-2">
      {THEME_IDS.map((theme, index) => {
        const colours = READER_THEMES[theme];
        const selected = theme === value;
        return (
          <button
            key={theme}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(theme)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowDown') move(index, 1);
              else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') move(index, -1);
              else return;
              event.preventDefault();
              const group = event.currentTarget.parentElement;
              window.requestAnimationFrame(() => group?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus());
            }}
            className={cn(
              'flex items-center gap-2 rounded-2xl border-2 px-2.5 py-2 text-left text-sm font-semibold transition-colors',
              selected ? 'border-teal-600' : 'border-line hover:border-teal-500',
            )}
            style={{ background: colours.page, color: colours.ink }}
          >
            <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-black/15" style={{ background: colours.stage }}>
              {selected && <Check className="h-3.5 w-3.5" aria-hidden />}
            </span>
            <span className="min-w-0 break-words">{t(`reader.themes.${theme}`)}</span>
          </button>
        );
      })}
    </div>
  );
}

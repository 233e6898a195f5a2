import { MAX_CUSTOM_PROMPT } from '@storyloom/contracts/options';
import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SECTION_LABEL } from './choice-group';
import { FieldHint } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

const EXAMPLES = ['seaside', 'teddy', 'birthday', 'bike', 'baby', 'treehouse'] as const;

/** Example phrases are appended to what the parent wrote, never replace it (SPEC §2 '/generate'). */
export function appendIdea(text: string, idea: string): string {
  const trimmed = text.trimEnd();
  if (!trimmed) return idea;
  const joiner = /[.!?…]$/.test(trimmed) ? ' ' : '. ';
  return `${trimmed}${joiner}${idea}`;
}

/** `preview` (what the story will use of the idea) goes right under the field, above the examples. */
export function CustomIdeasField({ value, onChange, error, preview }: { value: string; onChange: (value: string) => void; error?: string; preview?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const nearLimit = value.length > MAX_CUSTOM_PROMPT * 0.9;
  return (
    <div>
      <label htmlFor={id} className={SECTION_LABEL}>
        {t('generator.customPrompt.label')} <span className="font-sans text-sm font-normal text-ink-soft">({t('generator.optional')})</span>
      </label>
      <textarea
        id={id}
        rows={4}
        value={value}
        maxLength={MAX_CUSTOM_PROMPT}
        placeholder={t('generator.customPrompt.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          'block w-full resize-y rounded-2xl border-2 bg-white px-4 py-3 text-ink placeholder:text-ink-soft/70',
          'focus:border-teal-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-100',
          error ? 'border-coral-500' : 'border-line hover:border-[#dccbb0]',
        )}
      />
      <div className="mt-1.5 flex items-start justify-between gap-3">
        {error ? <p id={`${id}-error`} role="alert" className="text-sm font-medium text-coral-600">{error}</p> : <FieldHint className="mt-0">{t('generator.customPrompt.hint')}</FieldHint>}
        <p id={`${id}-count`} className={cn('shrink-0 text-sm tabular-nums', nearLimit ? 'font-semibold text-coral-600' : 'text-ink-soft')}>
          {t('generator.customPrompt.counter', { count: value.length, max: MAX_CUSTOM_PROMPT })}
        </p>
      </div>
      {preview}
      <p className="mt-3 text-sm font-semibold text-ink">{t('generator.customPrompt.examplesTitle')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {EXAMPLES.map((key) => {
          const idea = t(`generator.customPrompt.examples.${key}`);
          const fits = appendIdea(value, idea).length <= MAX_CUSTOM_PROMPT;
          return (
            <button
              key={key}
              type="button"
              disabled={!fits}
              aria-label={t('generator.customPrompt.addExample', { idea })}
              onClick={() => onChange(appendIdea(value, idea))}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-dashed border-teal-500 bg-teal-50 px-3 py-1 text-sm text-teal-700 hover:bg-teal-100 disabled:opacity-50"
            >
              <Plus className="h-3.5 w-3.5" aria-hidden />
              {idea}
            </button>
          );
        })}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The look of a section title, shared by the legends and the text fields' labels. */
export const SECTION_LABEL = 'mb-1 block font-display text-lg font-bold text-ink';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** A picture or icon above (cards) or before (chips) the label; decorative. */
  art?: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<V extends string> {
  name: string;
  legend: string;
  hint?: ReactNode;
  choices: readonly Choice<V>[];
  value: V | '' | null;
  onChange: (value: V) => void;
  /** 'card' for big illustrated tiles, 'chip' for small pills. */
  look?: 'card' | 'chip';
  className?: string;
  testId?: string;
}

/**
 * A set of native radio buttons drawn as cards: arrows move between them, Space picks one, and a
 * locked choice is a disabled radio that screen readers announce as such.
 */
export function ChoiceGroup<V extends string>({
  name, legend, hint, choices, value, onChange, look = 'card', className, testId,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset data-testid={testId} className="min-w-0">
      <legend className={SECTION_LABEL}>{legend}</legend>
      {hint && <div className="mb-3 text-sm text-ink-soft">{hint}</div>}
      <div className={cn(look === 'card' ? 'grid gap-3' : 'flex flex-wrap gap-2', className)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn('group relative block', choice.disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-full border-2 transition-all duration-150',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-500',
                look === 'card'
                  ? 'flex-col items-center gap-1.5 rounded-2xl bg-white p-3 text-center'
                  : 'min-h-10 items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm',
                'border-line peer-checked:border-coral-500 peer-checked:bg-coral-50 peer-checked:shadow-soft',
                choice.disabled ? 'opacity-70 bg-paper-deep/60' : 'hover:-translate-y-0.5 hover:border-coral-400',
              )}
            >
              {choice.art}
              <span className={cn('font-semibold text-ink', look === 'card' && 'text-sm leading-tight')}>{choice.label}</span>
              {choice.detail}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { Tooltip } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../../lib/cn';
import { fullscreenContainer } from '../lib/fullscreen-container';

interface ControlButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name (stays the same whether pressed or not). */
  label: string;
  /** What a press does now, shown as a tooltip. */
  hint: string;
  pressed?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A round icon button of the reader's header, with a tooltip and an optional pressed state. */
export function ControlButton({ label, hint, pressed, children, className, ref, ...props }: ControlButtonProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          ref={ref}
          type="button"
          aria-label={label}
          aria-pressed={pressed}
          className={cn(
            'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition-colors duration-150',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500',
            // The reader's page theme gives --accent; elsewhere the app's teal.
            pressed ? 'bg-[var(--accent,var(--color-teal-600))] text-white shadow-soft' : 'hover:bg-black/5',
            className,
          )}
          {...props}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal container={fullscreenContainer()}>
        <Tooltip.Content sideOffset={6} className="z-50 max-w-56 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-lift">
          {hint}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

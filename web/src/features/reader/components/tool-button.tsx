import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also shown as the hover tip. */
  label: string;
  children: ReactNode;
}

/** A round icon button of the reader's toolbars. */
export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(function ToolButton(
  { label, className, children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-black/5',
        'disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-[var(--accent)] aria-pressed:text-white',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 [&_svg]:h-5 [&_svg]:w-5',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
});

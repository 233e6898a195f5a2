import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-coral-600 text-white shadow-soft hover:bg-[#ad4426] active:bg-[#98391f]',
  calm: 'bg-teal-600 text-white shadow-soft hover:bg-teal-700',
  outline: 'border-2 border-line bg-card text-ink hover:border-teal-500 hover:bg-teal-50',
  ghost: 'text-ink hover:bg-paper-deep',
  // Darker than coral-600 so the text keeps a 4.5:1 contrast on the pale background.
  soft: 'bg-coral-50 text-[#a8401f] hover:bg-coral-100',
} as const;

const sizes = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'min-h-11 py-1.5 px-5 text-[0.95rem] gap-2',
  lg: 'min-h-13 py-2 px-7 text-base gap-2.5',
  icon: 'h-10 w-10 justify-center',
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the child element (a Link, an <a>) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md', extra?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-full text-center font-semibold text-balance',
    'transition-colors duration-150 select-none disabled:pointer-events-none disabled:opacity-55',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500',
    variants[variant],
    sizes[size],
    extra,
  );
}

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}

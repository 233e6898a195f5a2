import type { HTMLAttributes, InputHTMLAttributes, LabelHTMLAttributes, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const fieldClasses =
  'block w-full rounded-2xl border-2 border-line bg-white px-4 text-ink placeholder:text-ink-soft/70 ' +
  'transition-colors hover:border-[#dccbb0] focus:border-teal-500 focus:outline-none focus-visible:outline-3 ' +
  'focus-visible:outline-offset-1 focus-visible:outline-teal-100 aria-[invalid=true]:border-coral-500 ' +
  'disabled:opacity-60';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClasses, 'h-12', className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClasses, 'h-12 appearance-auto pr-3', className)} {...props} />;
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1.5 block text-sm font-semibold text-ink', className)} {...props} />;
}

export function FieldHint({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('mt-1.5 text-sm text-ink-soft', className)} {...props} />;
}

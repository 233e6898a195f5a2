import { cn } from '../../lib/cn';

/** A progress bar whose fill never exceeds 100% (SPEC §9: the usage bar is capped). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-paper-deep', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', clamped >= 100 ? 'bg-coral-500' : 'bg-teal-500')}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

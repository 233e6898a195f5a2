import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cn('h-6 w-6 animate-spin text-teal-600', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The whole-screen wait of SPEC §2 ('Chargement...', 'Synchronisation des données...'). */
export function FullScreenSpinner({ text, overlay = false }: { text: string; overlay?: boolean }) {
  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-4 bg-paper px-6 text-center',
        overlay && 'fixed inset-0 z-50 bg-paper/92 backdrop-blur-sm',
      )}
      role="status"
      aria-live="polite"
    >
      <div className="relative flex h-16 w-16 items-center justify-center rounded-full bg-card shadow-soft">
        <Spinner className="h-9 w-9" />
      </div>
      <p className="font-display text-lg font-semibold text-ink">{text}</p>
    </div>
  );
}

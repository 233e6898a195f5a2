import { cn } from '../../lib/cn';

/** Storyloom's mark: an open book whose pages are the two brand colours, with a little star. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('h-9 w-9', className)} aria-hidden="true">
      <rect width="64" height="64" rx="18" fill="#fff3e3" />
      <path d="M11 21c7-3.5 14.5-3.2 21 2v28c-6.5-5-14-5.4-21-2z" fill="#e8765a" />
      <path d="M53 21c-7-3.5-14.5-3.2-21 2v28c6.5-5 14-5.4 21-2z" fill="#2f7f7a" />
      <path d="M32 23v28" stroke="#fff3e3" strokeWidth="2" />
      <path d="m47 8 1.6 3.4 3.4 1.6-3.4 1.6L47 18l-1.6-3.4-3.4-1.6 3.4-1.6z" fill="#f2b84b" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="font-display text-xl font-extrabold tracking-tight text-ink">Storyloom</span>
    </span>
  );
}

import { Sparkles } from 'lucide-react';

/** The pulsing mark in a field while the writing help works on it (SPEC §4 'AI assist on contact'). */
export function PendingMark({ label }: { label: string }) {
  return (
    <span role="status" className="pointer-events-none absolute top-3 right-3 flex items-center gap-1 rounded-full bg-amber-300/70 px-2 py-0.5 text-xs font-semibold text-ink motion-safe:animate-pulse">
      <Sparkles className="h-3.5 w-3.5" aria-hidden />
      {label}
    </span>
  );
}

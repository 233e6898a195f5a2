// The 'Reading Page n' bubble shown when narration of a page starts (SPEC §2), gone after 14 s (SPEC §9).
import { Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useOptionalNarration } from './narration-context';

const BUBBLE_MS = 14_000;

export function NarrationBubble() {
  const { t } = useTranslation();
  const narration = useOptionalNarration();
  const bubble = narration?.bubble ?? null;
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);

  useEffect(() => {
    if (!bubble) return;
    const timer = window.setTimeout(() => setHiddenAt(bubble.shownAt), BUBBLE_MS);
    return () => window.clearTimeout(timer);
  }, [bubble]);

  const visible = bubble !== null && hiddenAt !== bubble.shownAt;
  return (
    // Beside the book rather than over its text; the live region stays in the page so that each new bubble is announced.
    // On a phone it sits over the progress line it is placed in (issue 14: at the bottom it hid the page
    // controls); on a wider screen, at the bottom right, beside the book.
    <div role="status" aria-live="polite" className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center sm:fixed sm:inset-auto sm:inset-x-0 sm:bottom-24 sm:z-40 sm:justify-end sm:px-6">
      {visible && (
        <p
          key={bubble.shownAt}
          className="animate-fade-in flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lift motion-reduce:animate-none"
        >
          <Volume2 aria-hidden className="h-4 w-4 text-amber-300" />
          {t('narration.bubble', { page: bubble.page + 1 })}
        </p>
      )}
    </div>
  );
}

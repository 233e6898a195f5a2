import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation } from 'react-router';
import { loadSupportCatalog } from '../../../i18n/load-support-catalog';

// Only this button is part of every page's first download: the chat window, its texts and its code
// load the first time it is pressed (issue 12: the landing page's JavaScript must not grow).
const ChatWindow = lazy(() => Promise.all([import('./chat-window'), loadSupportCatalog()]).then(([m]) => ({ default: m.ChatWindow })));

export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // On a phone the open book's controls fill the bottom edge, where this button would cover them
  // (zoom, next page); there the chat stays one tap away on every other page.
  const inBook = /^\/(story|shared)\//.test(useLocation().pathname);
  // The button sits under the cookie banner (z-40): on a phone the banner spans the bottom edge, and its
  // buttons must stay pressable until the parent has chosen.
  // Closing the chat hands the keyboard focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('common.openChat')}
          title={t('common.openChat')}
          data-testid="chat-launcher"
          className={`${inBook ? 'hidden md:flex' : 'flex'} fixed right-6 bottom-6 z-40 translate-y-[calc(-1*var(--cookie-banner-height,0px))] h-14 w-14 items-center justify-center rounded-full bg-teal-600 text-white shadow-lift transition-transform hover:scale-105 hover:bg-teal-700`}
        >
          <MessageCircle className="h-7 w-7" aria-hidden />
        </button>
      )}
      {/* On a phone the button floats over the page's right edge: this room at the end of every page
          lets the last link or full-width button scroll up clear of it. */}
      {!inBook && <div aria-hidden className="h-24 shrink-0 md:hidden" />}
      {open && (
        <Suspense fallback={null}>
          <ChatWindow onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Cookie, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/use-translation';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';

// The notice itself, loaded by cookie-banner.tsx while its second's wait runs: not part of the
// landing page's first JavaScript (issue 15 point 9), and never downloaded once a choice is stored.

/** Other fixed controls (the chat button) stand above the banner while it shows. */
const HEIGHT_VARIABLE = '--cookie-banner-height';

type Consent = 'accepted' | 'declined';

/** Keeps HEIGHT_VARIABLE equal to the banner's height, and the in-flow spacer with it, while it shows. */
function useBannerHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const next = Math.ceil(element.getBoundingClientRect().height);
      setHeight(next);
      root.style.setProperty(HEIGHT_VARIABLE, `${next}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
  return { ref, height };
}

/**
 * A slim bar along the bottom edge (issue 14: the floating card covered the sign-in button and the
 * slideshow's controls). A spacer of its height ends the page, so nothing stays hidden beneath it.
 */
export function CookieBar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { ref, height } = useBannerHeight();
  const choose = (consent: Consent) => {
    writeStorage(STORAGE_KEYS.cookieConsent, consent);
    onClose();
  };
  // 'Later' only hides it for now (SPEC §2): it comes back on the next visit. Close does the same:
  // closing a notice is neither consent nor refusal, so nothing is stored.
  const later = onClose;

  return (
    <>
      <div aria-hidden style={{ height }} />
      <div
        ref={ref}
        role="region"
        aria-labelledby="cookie-title"
        className="animate-fade-in fixed inset-x-0 bottom-0 z-40 border-t border-line bg-card shadow-lift"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
          <div className="flex min-w-0 flex-1 items-start gap-3 pr-8 sm:pr-0">
            <Cookie className="mt-0.5 hidden h-5 w-5 shrink-0 text-[#9a6a12] sm:block" aria-hidden />
            <p className="text-sm text-ink-soft">
              <strong id="cookie-title" className="font-bold text-ink">{t('cookies.title')}</strong>{' '}
              {t('cookies.body')}{' '}
              <Link to="/cookies" className="font-semibold text-ink underline underline-offset-4">{t('cookies.policy')}</Link>
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={later}>{t('cookies.later')}</Button>
            <Button variant="outline" size="sm" onClick={() => choose('declined')}>{t('cookies.decline')}</Button>
            <Button variant="calm" size="sm" onClick={() => choose('accepted')}>{t('cookies.acceptAll')}</Button>
          </div>
          <button
            type="button"
            onClick={later}
            aria-label={t('cookies.close')}
            className="absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep hover:text-ink sm:static"
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>
    </>
  );
}

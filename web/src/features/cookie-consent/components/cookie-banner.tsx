import { Cookie, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../../lib/storage';

/** SPEC §9: the banner appears 1 s after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;

type Consent = 'accepted' | 'declined';

export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.cookieConsent)) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const choose = (consent: Consent) => {
    writeStorage(STORAGE_KEYS.cookieConsent, consent);
    setVisible(false);
  };
  // 'Later' only hides it for now (SPEC §2): it comes back on the next visit. Close does the same:
  // closing a notice is neither consent nor refusal, so nothing is stored.
  const later = () => setVisible(false);

  return (
    <div
      role="region"
      aria-labelledby="cookie-title"
      className="animate-fade-in fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-3xl border border-line bg-card p-5 shadow-lift sm:inset-x-6 sm:bottom-6"
    >
      <button
        type="button"
        onClick={later}
        aria-label={t('cookies.close')}
        className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep hover:text-ink"
      >
        <X className="h-5 w-5" aria-hidden />
      </button>
      <div className="flex gap-4 pr-8">
        <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-[#fdf3dc] text-[#9a6a12] sm:flex">
          <Cookie className="h-6 w-6" aria-hidden />
        </span>
        <div>
          <h2 id="cookie-title" className="text-lg font-bold text-ink">{t('cookies.title')}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t('cookies.body')}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={later}>{t('cookies.later')}</Button>
        <Button variant="outline" size="sm" onClick={() => choose('declined')}>{t('cookies.decline')}</Button>
        <Button variant="calm" size="sm" onClick={() => choose('accepted')}>{t('cookies.acceptAll')}</Button>
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Toaster } from 'sonner';
import { markToasterReady } from './toaster-ready';

/** SPEC §9 'Toasts': one at a time, 5 s, swipe right, hotkey F8. Its own chunk (provider.tsx). */
export default function AppToaster() {
  const { t } = useTranslation();
  useEffect(markToasterReady, []);
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      position="top-center"
      // Below the 4 rem nav bar, never over it (issue 14).
      offset={{ top: 72 }}
      mobileOffset={{ top: 72 }}
      swipeDirections={['right']}
      richColors
      closeButton
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ style: { borderRadius: '1rem', fontFamily: 'var(--font-sans)' } }}
    />
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '../i18n';
import { createQueryClient } from './query-client';

/** SPEC §9 'Toasts': one at a time, 5 s, swipe right, hotkey F8. */
function AppToaster() {
  const { t } = useTranslation();
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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

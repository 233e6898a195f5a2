import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, i18nReady } from './i18n';
import './index.css';
import { App } from './app/app';
import { requestFirstData } from './app/first-data';
import { pageAt } from './app/first-page';
import { preparePage } from './app/lazy-page';
import { readPrerendered } from './app/prerendered';
import { createQueryClient } from './app/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A public page the build rendered ahead of time (docs/decisions/019) comes with the answers it was
// rendered with: the first render starts from them (no session request for a visitor the server knows
// to be signed out).
const prerendered = readPrerendered();
const queryClient = createQueryClient();
for (const [key, data] of prerendered?.answers ?? []) queryClient.setQueryData(key, data);
// While the catalog and the page's code download (boot.ts): the session and, for a book, its text
// and saved place (issue 16).
requestFirstData(queryClient, window.location.pathname);

// A signed-in page the server sent with its answers and its skeleton (boot-data.ts, docs/decisions/021):
// the first render waits for the page's code and texts too (boot.ts is already downloading them), so
// that it replaces the skeleton with the page rather than with a spinner.
const first = root.querySelector('[data-boot-skeleton]') ? pageAt(window.location.pathname) : undefined;
const before = first ? Promise.all([i18nReady, preparePage(first)]) : i18nReady;

// The first words on screen are the visitor's language: render once its core texts are in.
void before.finally(() => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (prerendered?.language === currentLanguage()) {
    // As a transition, the hydration yields to the browser every few milliseconds instead of running as
    // one long task: the page is already painted, and a phone stays responsive meanwhile (Lighthouse TBT).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  if (first) {
    // The skeleton is painted: the page renders as a transition, in slices that yield to the browser,
    // and replaces the skeleton when it is complete (the same reason as the hydration above).
    const appRoot = createRoot(root);
    startTransition(() => appRoot.render(app));
    return;
  }
  // A page prerendered in the other language than the visitor saved (language-check.ts hid it): anew.
  root.replaceChildren();
  delete document.documentElement.dataset.otherLanguage;
  createRoot(root).render(app);
});

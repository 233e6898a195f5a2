import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import './index.css';
import { App } from './app/app';
import { requestFirstData } from './app/first-data';
import { createQueryClient } from './app/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// While the catalog and the page's code download (boot.ts): the session and, for a book, its text
// and saved place (issue 16).
const queryClient = createQueryClient();
requestFirstData(queryClient, window.location.pathname);

// The first words on screen are the visitor's language: render once its core texts are in.
void i18nReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});

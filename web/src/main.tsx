import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import './index.css';
import { App } from './app/app';
import { requestFirstData } from './app/first-data';
import { createQueryClient } from './app/query-client';
import { preloadPage } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// While the catalog downloads: the session, the page's code and, for a book, its text (issue 16).
const queryClient = createQueryClient();
requestFirstData(queryClient, window.location.pathname);
preloadPage(window.location.pathname);

// The first words on screen are the visitor's language: render once its core texts are in.
void i18nReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});

// The first script the page runs, a few hundred bytes: it starts downloading the visitor's first texts
// and the code of the page the address names while main.tsx (React, the router, the translations) is still on
// its way, instead of after it (issue 16: one round trip less before the first paint on a phone).
import { pageAt } from './app/first-page';
import { loadCatalogPart } from './i18n/catalog-parts';
import { storedLanguage } from './i18n/start-language';

const language = storedLanguage();
const ignore = () => undefined;
loadCatalogPart(language, 'core').catch(ignore);
const first = pageAt(window.location.pathname);
if (first) {
  first.load().catch(ignore);
  if (first.part !== 'core') loadCatalogPart(language, first.part).catch(ignore);
}

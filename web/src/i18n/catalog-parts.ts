// The catalogs as the browser loads them (issue 16): one language at a time, in parts. 'core' (the
// landing page, sign-in, the nav and the dashboard) comes before the first render; 'app' (generator,
// library, reader, narration, progress, billing, admin) with the first page that needs it; 'support'
// (help, contact, chat) with those screens. Each import() is its own small chunk, so a French visitor
// never downloads English, and the landing page downloads neither 'app' nor 'support'.
// catalogs.ts keeps the same files merged statically, for the typed keys and the catalog tests only.
import type { Language } from './start-language';

export const CATALOG_PARTS = ['core', 'app', 'support'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];
type Loader = () => Promise<{ default: object }>;

const LOADERS: Record<Language, Record<CatalogPart, Loader>> = {
  en: { core: () => import('./parts/en-core'), app: () => import('./parts/en-app'), support: () => import('./parts/en-support') },
  fr: { core: () => import('./parts/fr-core'), app: () => import('./parts/fr-app'), support: () => import('./parts/fr-support') },
};

export async function loadCatalogPart(language: Language, part: CatalogPart): Promise<object> {
  return (await LOADERS[language][part]()).default;
}

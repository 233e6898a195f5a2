import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogPart } from '../i18n/catalog-parts';
import { i18nReady, loadCatalog } from '../i18n';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy accepts
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts downloading the page's code and texts before its first render (preload-page.ts). */
  preload(): void;
};

/**
 * A page (or a piece of the layout) downloaded when first shown, together with the part of the catalog
 * its texts are in, so that it never renders a key in place of its words.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy accepts
export function withCatalog<T extends ComponentType<any>>(part: CatalogPart, load: () => Promise<{ default: T }>): LazyPage<T> {
  let code: Promise<{ default: T }> | undefined;
  const loadCode = () => {
    // A failed download (offline for a moment) is tried again at the next render.
    code ??= load().catch((error: unknown) => {
      code = undefined;
      throw error;
    });
    return code;
  };
  const page = lazy<T>(async () => {
    const [module] = await Promise.all([loadCode(), loadCatalog(part)]);
    return module;
  });
  return Object.assign(page, {
    preload: () => {
      loadCode().catch(() => undefined);
      // The catalog part is asked for in the visitor's language, known once the core texts are in.
      i18nReady.then(() => loadCatalog(part)).catch(() => undefined);
    },
  });
}

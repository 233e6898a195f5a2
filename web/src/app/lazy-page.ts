import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogPart } from '../i18n/catalog-parts';
import { loadCatalog } from '../i18n';
import type { PageSource } from './first-page';

/**
 * A page (or a piece of the layout) downloaded when first shown, together with the part of the catalog
 * its texts are in, so that it never renders a key in place of its words.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy accepts
export function withCatalog<T extends ComponentType<any>>(part: CatalogPart, load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy<T>(async () => {
    const [page] = await Promise.all([load(), loadCatalog(part)]);
    return page;
  });
}

/** A page of first-page.ts's table (boot.ts may have started its download already). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy accepts
export function lazyPage<T extends ComponentType<any>>(source: PageSource<{ default: T }>): LazyExoticComponent<T> {
  return withCatalog(source.part, source.load);
}

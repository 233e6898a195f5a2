import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogPart } from '../i18n/catalog-parts';
import { loadCatalog } from '../i18n';
import type { PageSource } from './first-page';

/** Pages downloaded with their texts before their first render (preparePage), by their loader. */
const prepared = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A page (or a piece of the layout) downloaded when first shown, together with the part of the catalog
 * its texts are in, so that it never renders a key in place of its words. One prepared beforehand is
 * handed to React at once (a thenable that calls back synchronously): React.lazy then renders it in the
 * same pass instead of showing the fallback for a moment (a spinner between a page's skeleton and the
 * page, docs/decisions/021).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy accepts
export function withCatalog<T extends ComponentType<any>>(part: CatalogPart, load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy<T>(() => {
    const page = prepared.get(load) as { default: T } | undefined;
    if (page) return { then: (resolve: (value: { default: T }) => void) => resolve(page) } as Promise<{ default: T }>;
    return Promise.all([load(), loadCatalog(part)]).then(([loaded]) => loaded);
  });
}

/** A page of first-page.ts's table (boot.ts may have started its download already). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy accepts
export function lazyPage<T extends ComponentType<any>>(source: PageSource<{ default: T }>): LazyExoticComponent<T> {
  return withCatalog(source.part, source.load);
}

/** Downloads a page and its texts ahead of its first render, which then shows the page at once. */
export async function preparePage(source: PageSource): Promise<void> {
  const [page] = await Promise.all([source.load(), loadCatalog(source.part)]);
  prepared.set(source.load, page);
}

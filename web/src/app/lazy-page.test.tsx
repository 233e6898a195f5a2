// @vitest-environment happy-dom
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preparePage } from './lazy-page';

vi.mock('../i18n', () => ({ loadCatalog: () => Promise.resolve() }));

const page = () => ({ part: 'app' as const, load: () => Promise.resolve({ default: () => <p>the library</p> }) });

function renderNow(Page: ReturnType<typeof lazyPage>): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<Suspense fallback={<p>spinner</p>}><Page /></Suspense>));
  const text = container.textContent ?? '';
  root.unmount();
  return text;
}

// main.tsx prepares the page the server sent a skeleton for (docs/decisions/021): its first render must
// be the page, not the fallback (a spinner between the skeleton and the page).
describe('a lazily loaded page', () => {
  it('renders at once when it was prepared before its first render', async () => {
    const source = page();
    await preparePage(source);
    expect(renderNow(lazyPage(source))).toBe('the library');
  });

  it('shows the fallback first when it was not', () => {
    expect(renderNow(lazyPage(page()))).toBe('spinner');
  });
});

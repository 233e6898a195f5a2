// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { i18n, i18nReady } from '../i18n';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('a page that cannot render');
}

// The routes are declarative (router.tsx): this boundary does what the data router's errorElement did.
describe('a page that throws', () => {
  afterEach(cleanup);

  it('shows the error page with a way home, not a blank screen', async () => {
    await i18nReady;
    // React logs the error it caught; the console-error guard's spy is reused and restored after the test.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n.t('errorPage.title'));
    expect(screen.getByRole('link', { name: i18n.t('errorPage.home') }).getAttribute('href')).toBe('/');
    expect(logged).toHaveBeenCalled();
  });
});

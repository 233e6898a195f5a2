import { describe, expect, it } from 'vitest';
import { PAGES, pageAt } from './first-page';

// boot.ts downloads the page an address names before the app runs: the wrong page would cost a
// download and leave the right one waiting.
describe('the page an address opens on', () => {
  it.each([
    ['/', PAGES.landing], ['/auth', PAGES.auth], ['/library', PAGES.library], ['/library/', PAGES.library],
    ['/story/0b1c', PAGES.story], ['/pricing', PAGES.pricing], ['/shared/abc', PAGES.shared], ['/reset-password', PAGES.passwordReset],
    ['/terms', PAGES.legal], ['/help', PAGES.help],
  ])('%s', (path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it('is none for an address the router sends elsewhere', () => {
    expect(pageAt('/story')).toBeUndefined();
    expect(pageAt('/story/a/b')).toBeUndefined();
    expect(pageAt('/nowhere')).toBeUndefined();
  });
});

// @vitest-environment happy-dom
// The translations in React: a component follows a change of language, and <Trans> puts elements
// into a text whatever the word order of the language (docs/decisions/022).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Translator } from './translator';
import { Trans, TranslatorProvider, useTranslation } from './use-translation';

afterEach(cleanup);

function translator() {
  const i18n = new Translator('en');
  i18n.addTexts('en', { title: 'Library', agreement: 'You accept the <terms>terms</terms> and the <privacy>notice</privacy> of {{site}}.' });
  i18n.addTexts('fr', { title: 'Bibliothèque', agreement: 'Vous acceptez la <privacy>politique</privacy> et les <terms>conditions</terms> de {{site}}.' });
  return i18n;
}

function Title() {
  const { t, i18n } = useTranslation();
  return <h1 lang={i18n.language}>{t('title' as never)}</h1>;
}

describe('useTranslation', () => {
  it('renders in the language in use and again when it changes', async () => {
    const i18n = translator();
    render(<TranslatorProvider translator={i18n}><Title /></TranslatorProvider>);
    expect(screen.getByRole('heading').textContent).toBe('Library');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading').textContent).toBe('Bibliothèque');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('fr');
  });
});

describe('Trans', () => {
  it('wraps the words between each tag in its element, in the language’s order', async () => {
    const i18n = translator();
    const { container } = render(
      <TranslatorProvider translator={i18n}>
        <p>
          <Trans i18nKey={'agreement' as never} values={{ site: 'Storyloom' }} components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }} />
        </p>
      </TranslatorProvider>,
    );
    expect(container.innerHTML).toBe('<p>You accept the <a href="/terms">terms</a> and the <a href="/privacy">notice</a> of Storyloom.</p>');
    await act(() => i18n.changeLanguage('fr'));
    expect(container.innerHTML).toBe('<p>Vous acceptez la <a href="/privacy">politique</a> et les <a href="/terms">conditions</a> de Storyloom.</p>');
  });
});

// @vitest-environment happy-dom
// A failed story's card says why in the reader's language: the server sends a code, the card
// translates it (issue 15: never an English sentence shown in French).
import type { StoryCard } from '@storyloom/contracts/library';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { en, fr } from '../../../i18n/catalogs';
import { FailedStatus } from './story-card-status';


async function renderIn(lng: 'en' | 'fr', story: StoryCard) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { en: { translation: en }, fr: { translation: fr } } });
  render(<I18nextProvider i18n={i18n}><FailedStatus story={story} /></I18nextProvider>);
}

afterEach(cleanup);

describe('FailedStatus', () => {
  it('tells a French reader in French that a rewrite failed', async () => {
    await renderIn('fr', { error: 'regeneration_failed' } as StoryCard);
    expect(screen.getByRole('note').textContent).toContain(fr.errors.storyFailure.regeneration_failed);
  });

  it('tells an English reader in English that the story could not be finished', async () => {
    await renderIn('en', { error: 'generation_failed' } as StoryCard);
    expect(screen.getByRole('note').textContent).toContain(en.errors.storyFailure.generation_failed);
  });
});

// @vitest-environment happy-dom
// A failed story's card says why in the reader's language: the server sends a code, the card
// translates it (issue 15: never an English sentence shown in French).
import type { StoryCard } from '@storyloom/contracts/library';
import { cleanup, render, screen } from '@testing-library/react';
import { Translator } from '../../../i18n/translator';
import { TranslatorProvider } from '../../../i18n/use-translation';
import { afterEach, describe, expect, it } from 'vitest';
import { en, fr } from '../../../i18n/catalogs';
import { FailedStatus } from './story-card-status';


async function renderIn(lng: 'en' | 'fr', story: StoryCard) {
  const i18n = new Translator(lng);
  i18n.addTexts('en', en);
  i18n.addTexts('fr', fr);
  render(<TranslatorProvider translator={i18n}><FailedStatus story={story} /></TranslatorProvider>);
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

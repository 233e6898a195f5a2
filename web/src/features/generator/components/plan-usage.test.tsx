// @vitest-environment happy-dom
// The stories left this month, as a parent reads it in each language: English agrees the noun with
// the plan's total ('1 of 3 stories'), French with what is left ('Encore 1 histoire sur 3').
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanStatus } from '@storyloom/contracts/user';
import { en, fr } from '../../../i18n/catalogs';
import { Translator } from '../../../i18n/translator';
import { TranslatorProvider } from '../../../i18n/use-translation';
import { PlanUsage } from './plan-usage';

afterEach(cleanup);

function status(remaining: number): PlanStatus {
  return { plan: 'free', usage: { storiesThisMonth: 3 - remaining, storiesRemaining: remaining }, limits: { storiesPerMonth: 3, maxChaptersPerStory: 5 } };
}

function shown(language: 'en' | 'fr', remaining: number): string {
  const i18n = new Translator(language);
  i18n.addTexts('en', en);
  i18n.addTexts('fr', fr);
  render(<MemoryRouter><TranslatorProvider translator={i18n}><PlanUsage status={status(remaining)} outOfStories={false} /></TranslatorProvider></MemoryRouter>);
  return screen.getByTestId('stories-left').textContent ?? '';
}

describe('the stories left this month', () => {
  it('reads "1 of 3 stories" in English when one is left', () => {
    expect(shown('en', 1)).toBe('1 of 3 stories left this month');
  });

  it('reads "Encore 1 histoire sur 3" in French and "2 histoires" when two are left', () => {
    expect(shown('fr', 1)).toBe('Encore 1 histoire sur 3 ce mois-ci');
    cleanup();
    expect(shown('fr', 2)).toBe('Encore 2 histoires sur 3 ce mois-ci');
  });
});

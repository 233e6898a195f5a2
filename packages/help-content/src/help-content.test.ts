import { INTERFACE_LANGUAGES } from '@storyloom/contracts/contact';
import { HELP_CATEGORIES } from '@storyloom/contracts/help';
import { STORY_LANGUAGES } from '@storyloom/contracts/options';
import { PLANS } from '@storyloom/contracts/plans';
import { ACCOUNT_DELETION_MAX_HOURS, GENERATION_MINUTES, SATISFACTION_GUARANTEE_DAYS } from '@storyloom/contracts/support';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, helpEntries } from './help-content.ts';

const WRITERS = ['offline', 'service'] as const;

describe('the help content', () => {
  it.each(INTERFACE_LANGUAGES)('has at least 4 questions in every category (%s)', (language) => {
    const entries = helpEntries(language, 'offline');
    for (const category of HELP_CATEGORIES) expect(entries.filter((e) => e.category === category).length).toBeGreaterThanOrEqual(4);
  });

  it('has the same entries, in the same order, in English and French', () => {
    const ids = (language: 'en' | 'fr') => helpEntries(language, 'offline').map((e) => `${e.category}/${e.id}`);
    expect(ids('fr')).toEqual(ids('en'));
  });

  it('leaves no placeholder unfilled and no entry id twice', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const writer of WRITERS) {
        const entries = helpEntries(language, writer);
        expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
        for (const entry of entries) expect(`${entry.question} ${entry.answer}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('states the numbers of the contracts package', () => {
    const answer = (id: string, language: 'en' | 'fr' = 'en', writer: 'offline' | 'service' = 'offline') =>
      helpEntries(language, writer).find((e) => e.id === id)?.answer ?? '';
    expect(answer('free-plan')).toContain(`${PLANS.free.storiesPerMonth} stories a month`);
    expect(answer('free-plan', 'fr')).toContain(`${PLANS.free.storiesPerMonth} histoires par mois`);
    expect(answer('plans')).toContain('$9.99');
    expect(answer('plans')).toContain('Pro: unlimited stories');
    expect(answer('delete-account')).toContain(`${ACCOUNT_DELETION_MAX_HOURS} hours`);
    expect(answer('guarantee', 'fr')).toContain(`${SATISFACTION_GUARANTEE_DAYS} jours`);
    expect(answer('cancel')).toContain('end of the billing period');
  });

  it('tells the generation time and the story languages of the writer in use', () => {
    const en = (writer: 'offline' | 'service', id: string) => helpEntries('en', writer).find((e) => e.id === id)?.answer ?? '';
    expect(en('offline', 'generation-time')).toContain(`less than ${GENERATION_MINUTES.offline.max} minute`);
    expect(en('service', 'generation-time')).toContain(`${GENERATION_MINUTES.service.min} to ${GENERATION_MINUTES.service.max} minutes`);
    expect(en('offline', 'story-languages')).toContain('English and French');
    expect(en('service', 'story-languages')).toContain(`${STORY_LANGUAGES.length} languages`);
  });

  it('refuses a placeholder that nothing fills', () => {
    expect(() => fillPlaceholders('Up to {{nothing}}', {}, 'test')).toThrow('unknown placeholder {{nothing}}');
  });
});

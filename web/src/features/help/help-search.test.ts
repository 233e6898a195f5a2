import type { HelpContent } from '@storyloom/contracts/help';
import { HELP_CATEGORIES } from '@storyloom/contracts/help';
import { helpEntries } from '@storyloom/help-content/help-content';
import { describe, expect, it } from 'vitest';
import { filterHelp } from './filter-help';

// The real help centre, as GET /api/help serves it.
function content(language: 'en' | 'fr'): HelpContent {
  const entries = helpEntries(language, 'offline');
  return { language, categories: HELP_CATEGORIES.map((id) => ({ id, entries: entries.filter((e) => e.category === id) })) };
}
const found = (language: 'en' | 'fr', query: string) => filterHelp(content(language), query, 'all').flatMap((c) => c.entries.map((e) => e.id));

describe('searching the help centre', () => {
  it('finds English answers whatever the case', () => {
    expect(found('en', 'CANCEL')).toContain('cancel');
    expect(found('en', 'pdf')).toContain('download');
    expect(found('en', 'refund')).toEqual(['guarantee']);
  });

  it('finds French answers whatever the case and the accents', () => {
    expect(found('fr', 'resilier')).toContain('cancel');
    expect(found('fr', 'REMBOURSÉ')).toContain('guarantee');
    expect(found('fr', 'telecharger')).toContain('download');
  });

  it('hides the categories without a match and shows nothing for words the help does not use', () => {
    expect(filterHelp(content('en'), 'refund', 'all').map((c) => c.id)).toEqual(['billing']);
    expect(found('fr', 'zzzz')).toEqual([]);
  });
});

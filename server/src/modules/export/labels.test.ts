import { describe, expect, it } from 'vitest';
import { exportLabels } from './labels.ts';
import { fixSpacing } from './story-text.ts';

describe('exportLabels', () => {
  it('speaks French for French stories and English for every other language', () => {
    const fr = exportLabels('french');
    expect([fr.lang, fr.chapter(3), fr.theEnd, fr.createdWith]).toEqual(['fr', 'Chapitre 3', 'Fin', 'Créé avec Storyloom']);
    expect(fr.date(new Date('2025-03-12T10:00:00Z'))).toBe('12 mars 2025');
    const es = exportLabels('spanish');
    expect([es.lang, es.chapter(3), es.theEnd, es.createdWith]).toEqual(['es', 'Chapter 3', 'The End', 'Created with Storyloom']);
    expect(exportLabels('fr-CA').theEnd).toBe('Fin');
    expect(exportLabels('klingon').lang).toBe('en');
  });
});

describe('fixSpacing', () => {
  it('keeps French punctuation on the line of the word before it', () => {
    expect(fixSpacing('« Regarde ! » dit-elle : oui ?', 'fr')).toBe('«\u00a0Regarde\u00a0!\u00a0» dit-elle\u00a0: oui\u00a0?');
    expect(fixSpacing('Look ! she said', 'en')).toBe('Look ! she said');
  });
});

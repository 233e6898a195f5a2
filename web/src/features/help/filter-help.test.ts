import type { HelpContent } from '@storyloom/contracts/help';
import { describe, expect, it } from 'vitest';
import { filterHelp } from './filter-help';

const content: HelpContent = {
  language: 'fr',
  categories: [
    { id: 'general', entries: [{ id: 'ages', question: 'Pour quel âge sont les histoires ?', answer: 'De 3 à 12 ans.' }] },
    { id: 'billing', entries: [
      { id: 'cancel', question: 'Comment résilier mon abonnement ?', answer: "La résiliation prend effet à la fin de la période." },
      { id: 'refund', question: 'Puis-je être remboursé ?', answer: 'Oui, sous 30 jours.' },
    ] },
    { id: 'technical', entries: [{ id: 'pdf', question: 'Puis-je télécharger un PDF ?', answer: 'Oui, en A4.' }] },
  ],
};
const ids = (query: string, category: Parameters<typeof filterHelp>[2] = 'all') =>
  filterHelp(content, query, category).map((c) => [c.id, c.entries.map((e) => e.id)]);

describe('filterHelp', () => {
  it('shows every category and entry when nothing is typed', () => {
    expect(ids('')).toEqual([['general', ['ages']], ['billing', ['cancel', 'refund']], ['technical', ['pdf']]]);
  });

  it('ignores case and accents in both the query and the text', () => {
    expect(ids('RESILIER')).toEqual([['billing', ['cancel']]]);
    expect(ids('âGe')).toEqual([['general', ['ages']]]);
    expect(ids('telecharger')).toEqual([['technical', ['pdf']]]);
  });

  it('matches answers as well as questions, and needs every word typed', () => {
    expect(ids('30 jours')).toEqual([['billing', ['refund']]]);
    expect(ids('résilier période')).toEqual([['billing', ['cancel']]]);
    expect(ids('résilier pdf')).toEqual([]);
  });

  it('hides categories without a match and keeps only the chosen category', () => {
    expect(ids('oui')).toEqual([['billing', ['refund']], ['technical', ['pdf']]]);
    expect(ids('oui', 'technical')).toEqual([['technical', ['pdf']]]);
    expect(ids('', 'general')).toEqual([['general', ['ages']]]);
  });
});

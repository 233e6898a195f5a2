// Fault found reading books at bedtime (fread, session 31): « ma fille voudrait être pompière comme sa tante »
// ended « Qui descendit le premier, en vrai uniforme ? Le modèle de Zoé en personne. » The parent named the aunt:
// the book names her too ({deed.who}), and says « le modèle » only when the deed names nobody it can say.
import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '@storyloom/contracts/options';
import { tellStory } from '../../index.ts';
import { FR_GRAMMAR } from './grammar.ts';

const book = (customPrompt: string, ageGroup: AgeGroup, childName = 'Léa'): string =>
  tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'short', language: 'french', ageGroup, moralLesson: 'none', childName, customPrompt, seed: 1 })
    .book.chapters.map((c) => c.content).join('\n');

describe('the one a dream is after is named as the parent named them', () => {
  it('says the aunt, Papa or Mamie who comes at the end, never « le modèle »', () => {
    expect(book('ma fille voudrait être pompière comme sa tante', '8-12', 'Zoé')).toContain('Sa tante en personne');
    expect(book('mon papa est pompier', '3-5')).toContain('Papa en personne');
    const baker = book('ma fille veut être boulangère comme sa mamie', '3-5');
    expect(baker).toContain('À la boulangerie, sa mamie attendait');
    expect(baker).not.toMatch(/modèle/u);
  });

  it("turns the parent's « mon » into the child's « son », and says the model when the deed names only « moi »", () => {
    const hero = { name: 'Léa', gender: 'f' } as const;
    expect(FR_GRAMMAR.likeWho?.('devenir pilote comme mon papa', hero)).toBe('son papa');
    expect(FR_GRAMMAR.likeWho?.('devenir boulanger comme ma tante', hero)).toBe('sa tante');
    expect(FR_GRAMMAR.likeWho?.('devenir boulanger comme moi', hero)).toBe('le modèle de Léa');
    expect(book('mon fils veut être boulanger comme moi', '5-8')).toContain('le modèle de Léa attendait');
  });
});

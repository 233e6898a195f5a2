// « Léa fabrique une carte pour mamie » was drawn as a treasure map on every page: the lexicon's « carte » is the
// map a child finds or follows. A « carte » made (fabriquée, faite) is a card for someone: it keeps its word and
// loses the map's picture, while a « carte au trésor » made is still a map.
import { describe, expect, it } from 'vitest';
import { readIdea } from '../languages.ts';

describe('a card made for someone is no map', () => {
  it.each([
    'Léa fabrique une carte pour mamie',
    "Tom fait une carte d'anniversaire pour papa",
    'Inès fabrique une jolie carte pour sa maîtresse',
  ])('"%s": a card, never drawn as a map', (idea) => {
    const r = readIdea('fr', idea);
    expect(r.together).toBe('making');
    expect(r.subject?.head).toBe('carte');
    expect(r.subject?.prop).toBeUndefined();
  });

  it('a treasure map made is still a map', () => {
    expect(readIdea('fr', 'Léo fabrique une carte au trésor').subject?.prop).toBe('map');
  });
});

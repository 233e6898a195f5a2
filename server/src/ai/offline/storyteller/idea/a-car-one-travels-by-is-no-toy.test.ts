// « on part en voiture à la montagne » was a book about a toy car: a vehicle said bare after 'by', « en », « à »
// (phrase-words-<lang>.yaml 'travel-by') is how the family goes to the place named, never a plaything nor a detail
// beside the story; a car of one's own (« sa voiture », 'his red car') is still a toy.
import { describe, expect, it } from 'vitest';
import { readIdea } from '../languages.ts';

describe('a car one travels by is no toy', () => {
  it.each([
    ['fr', 'on part en voiture à la montagne', 'mountain'],
    ['fr', 'on va à la plage à vélo', 'sea'],
    ['en', 'we are off to the seaside by car', 'sea'],
    ['en', 'a weekend in the mountains by car', 'mountain'],
  ] as const)('%s "%s": the place, no vehicle of the story', (lang, idea, place) => {
    const r = readIdea(lang, idea);
    expect(r.place?.place).toBe(place);
    const parts = [r.subject, r.other, r.tool, ...(r.details ?? []).map((d) => d.part)];
    expect(parts.filter((p) => p && /^(?:voiture|vélo|car|bus)$/.test(p.head))).toEqual([]);
  });

  it.each([['fr', 'Léo joue avec sa voiture dans le jardin', 'voiture'], ['en', 'Tom and his red car in the garden', 'car']] as const)(
    '%s "%s": a car of his own is still the thing',
    (lang, idea, head) => {
      expect(readIdea(lang, idea).subject?.head).toBe(head);
    },
  );
});

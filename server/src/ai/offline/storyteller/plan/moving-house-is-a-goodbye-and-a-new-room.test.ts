// Issue 10, 'the parent's idea is the plot': 'We are moving to a new house and Lily is sad' was a fear of the new house
// walked up to ('set off to make friends with the new house'), « on déménage et Inès a peur de sa nouvelle chambre » too.
// Moving house is a day of its own now (do-together 'moving'): the sadness said among the boxes, the goodbye to the one
// left behind (a photo, a promise to write), the new house, the new room made the child's own, the call or the letter
// that keeps the friend, the first night there. Someone else's move ('my best friend is moving away') stays theirs.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

describe('moving house', () => {
  it.each([
    ['en', 'We are moving to a new house and Lily is sad'], ['en', 'we are moving house next week'], ['en', 'Zoe is nervous about moving house'],
    ['en', 'my daughter is moving to a new house and will miss her friends'], ['en', 'moving day'], ['en', "we're moving and Sam is scared"],
    ['fr', 'on déménage et Inès a peur de sa nouvelle chambre'], ['fr', 'on déménage la semaine prochaine'], ['fr', 'on déménage dans une autre ville'],
    ['fr', "Adam est triste parce qu'on déménage et qu'il va quitter ses copains"], ['fr', 'Chloé est triste de déménager'],
    ['en', 'we are moving away'], ['fr', 'on va vivre loin'],
  ] as const)('%s "%s" is read as the move, not a fear', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('moving');
  });

  it.each([
    ['en', 'Grandma is moving away'], ['fr', 'ma meilleure amie déménage'], ['en', 'a snail moving house'],
  ] as const)('%s "%s": someone else\'s move is not the child\'s boxes', (lang, idea) => {
    expect(readIdea(lang, idea).together).toBeUndefined();
  });

  // 'Tom's best friend is moving away' was a party saved for the best friend; the friend who goes is missed and written to.
  it.each([
    ['en', "Tom's best friend is moving away"], ['en', 'my best friend moves away'], ['fr', 'sa meilleure amie part vivre loin'], ['fr', 'ma meilleure amie déménage'],
  ] as const)('%s "%s": a friend who moves away is missed', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('missing-friend');
    expect(reading.subject?.head).toMatch(/friend|amie/);
  });

  it.each([
    ['We are moving to a new house and Lily is sad', 'english', 'Lily', /box/i, /photo|write|letter/i, /new room/i, /walked? up to|make friends with the new house|afraid of the new house/i],
    ['Zoe is nervous about moving house', 'english', 'Zoe', /box/i, /photo|write|letter/i, /new room/i, /walked? up to|make friends with the new house|afraid of the new house/i],
    ['on déménage et Inès a peur de sa nouvelle chambre', 'french', 'Inès', /carton/i, /photo|écri|lettre/i, /nouvelle chambre/i, /peur de la nouvelle (?:maison|chambre)|apprivoiser/i],
    ['on déménage la semaine prochaine', 'french', 'Hugo', /carton/i, /photo|écri|lettre/i, /nouvelle chambre/i, /peur de la nouvelle (?:maison|chambre)|apprivoiser/i],
  ] as const)('"%s": the goodbye, the new room made the child\'s own, the friend kept', (idea, language, name, boxes, kept, room, fear) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, name, { themes: ['friendship', 'family', 'adventure'] }));
      const where = `seed ${seed}`;
      expect(told.plan.plot, where).toBe('do-together');
      const friend = told.plan.cast.find((c) => c.role === 'owner')?.name ?? '';
      expect(friend, where).not.toBe('');
      const book = told.book.chapters.map((c) => c.content).join('\n');
      expect(book, where).toMatch(boxes);
      expect(book, where).toMatch(room);
      expect(book, where).not.toMatch(fear);
      // The goodbye keeps the friend: the photo or the promise, and the friend named again at the end (the call, the letter).
      expect(book, where).toMatch(kept);
      expect(partOf(told.book, 'resolution'), where).toContain(friend);
      // The book ends at home, at night: the first night in the new room.
      const last = told.plan.chapters.at(-1)!;
      expect(last.place, where).toBe('home');
      expect(last.time.slot, where).toBe('night');
    }
  });

  // The preview said "We could not use: new house" for a book all about the new house.
  it.each([['en', 'Ava is moving to a new house'], ['en', 'We are moving to a new house and Lily is sad'], ['fr', 'on déménage dans une nouvelle maison']] as const)('%s "%s": the new house is the move, never left unused', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.together).toBe('moving');
    expect(reading.unused).toEqual([]);
  });
});

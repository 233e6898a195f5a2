// Fault found reading fresh parent ideas: 'Ava and her brother Max fight over the last cookie' and « Inès et son
// frère se disputent le dernier gâteau » were read as nothing happening: the books became a party for an old
// tortoise, with no cookie, no brother and no quarrel. Children quarrelling over a thing is that thing's sharing,
// refused: the one who won't share is talked round (change-mind, deed 'share the last cookie'), the thing named all
// through. A fight with nothing to share ('my kids fight all the time') or a knight who fights a dragon is not one.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a quarrel over a thing is sharing it', () => {
  it.each([
    ['en', 'Ava and her brother Max fight over the last cookie', 'share the last cookie'],
    ['en', 'the twins always argue about the red bike', 'share the red bike'],
    ['en', 'Tom and Lily squabble over the swing', 'share the swing'],
    ['fr', 'Inès et son frère se disputent le dernier gâteau', 'partager le dernier gâteau'],
    ['fr', 'les jumeaux se chamaillent pour la trottinette', 'partager la trottinette'],
    ['fr', 'Léo et Zoé se disputent la télécommande', 'partager la télécommande'],
  ] as const)('%s "%s": %s', (lang, idea, deed) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('wont');
    expect(r.deed).toBe(deed);
    expect(r.other?.head).not.toBe('fight');
  });

  it.each([['en', 'my kids fight all the time'], ['en', 'Leo fights a dragon'], ['fr', 'mes enfants se disputent tout le temps']] as const)('%s "%s" shares nothing', (lang, idea) => {
    expect(readIdea(lang, idea).deed).toBeUndefined();
  });

  // « Inès se dispute tout le temps avec son grand frère » was « Mais où est le temps ? » (session 34): the time it
  // happens in and the quarrel itself are never a thing to look for.
  it.each([
    ['fr', 'Inès se dispute tout le temps avec son grand frère'], ['fr', 'mes enfants se disputent tout le temps'],
    ['fr', 'Léo et Zoé se chamaillent sans arrêt, ça finit toujours en dispute'], ['en', 'Mia argues with her big brother all the time'],
  ] as const)('%s "%s": neither the time nor the quarrel is a thing of the story', (lang, idea) => {
    const r = readIdea(lang, idea);
    for (const part of [r.subject, r.other, r.owner]) expect(['temps', 'dispute', 'time', 'argument']).not.toContain(part?.head);
  });

  it.each([
    ['english', 'Ava and her brother Max fight over the last cookie', /share the last cookie/],
    ['french', 'Inès et son frère se disputent le dernier gâteau', /partager le dernier gâteau/],
  ] as const)('%s "%s": the thing quarrelled over is shared in the book', (language, idea, share) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'family', length: 'short', language, ageGroup: '5-8', moralLesson: 'sharing', childName: '', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('change-mind');
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).toMatch(share);
    }
  });
});

// Issue 10, 'the parent's idea is the plot': 'A little robot who wants a friend' was told as the chosen cat being the
// lonely one (the robot, a thing in the lexicon, was dropped), and « un robot qui cherche un ami », « une licorne qui
// cherche un ami » as a friend gone off to the mountain and looked for (French had no telling of a friend to make).
// Whoever wants a friend is a being whatever the lexicon says (a robot, a snowman, a star) and keeps its kind and its
// wish: it is the shy one the hero befriends, in English and in French.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

describe('a made thing that wants a friend', () => {
  it.each([
    ['en', 'A little robot who wants a friend', 'robot'], ['en', 'a snowman who wants a friend', 'snowman'], ['en', 'a star who wants a friend', 'star'],
    ['en', 'a lonely robot', 'robot'],
    ['fr', 'un robot qui cherche un ami', 'robot'], ['fr', 'un bonhomme de neige qui cherche un ami', 'bonhomme de neige'], ['fr', 'une étoile qui voudrait un ami', 'étoile'],
  ] as const)('%s "%s": the %s is a being who wants a friend', (lang, idea, head) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('make-friend');
    expect(r.subject).toMatchObject({ head });
    expect(['person', 'animal']).toContain(r.subject?.kind);
  });

  it.each([
    ['A little robot who wants a friend', 'english', /robot/i, /nowhere to be found|gone off|Where did .* go/i],
    ['a star who wants a friend', 'english', /star/i, /nowhere to be found|gone off|Where did .* go/i],
    ['un robot qui cherche un ami', 'french', /robot/i, /Parti voir|Partie voir|Avez-vous vu|retrouver|ramener/i],
    ['une licorne qui cherche un ami', 'french', /licorne/i, /Parti voir|Partie voir|Avez-vous vu|retrouver|ramener/i],
    ['un petit chat tout seul qui cherche un ami', 'french', /chat/i, /Parti voir|Partie voir|Avez-vous vu|retrouver|ramener/i],
  ] as const)('"%s" is the shy one befriended, named from the problem to the resolution', (idea, language, being, search) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, seed % 2 === 0 ? 'Emma' : '', { characters: ['playful-cat', 'little-bear', 'brave-knight'] }));
      const where = `seed ${seed}`;
      expect(told.plan.plot, where).toBe('find-friend');
      const owner = told.plan.cast.find((c) => c.role === 'owner');
      expect(owner?.noun ?? owner?.species, where).toMatch(being);
      expect(partOf(told.book, 'problem'), where).toMatch(being);
      expect(partOf(told.book, 'resolution'), where).toMatch(being);
      expect(told.book.chapters.map((c) => c.content).join('\n'), where).not.toMatch(search);
    }
  });
});

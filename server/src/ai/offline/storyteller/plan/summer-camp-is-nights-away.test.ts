// Issue 10, 'the parent's idea is the plot': 'Olivia goes to summer camp' was a quest to reach the camp over bogs
// and a river, « il part en colonie de vacances » a friend looked for, « premier camp scout » a lost 'premier camp'.
// Summer camp is nights away now (do-together, activity 'camp'): the goodbye, a friend met there (never before),
// the canoe, missing home, the badge, and home again proud; a long book keeps its first night away in the middle.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { spreadRequest } from './spread-request.ts';

describe('summer camp', () => {
  it.each([
    ['en', 'Olivia goes to summer camp'], ['en', 'his first time away at camp'], ['en', 'a week at scout camp'],
    ['fr', 'il part en colonie de vacances'], ['fr', 'premier camp scout'], ['fr', 'Léa part en colo cet été'],
  ] as const)('%s "%s" is read as camp, with nobody from home along', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('camp');
    expect(reading.owner).toBeUndefined();
  });

  it('a camping trip with Grandpa stays a night in the tent with him, and a big brother away at camp is missed', () => {
    expect(readIdea('en', 'a camping trip with Grandpa').together).toBe('camping');
    expect(readIdea('fr', 'Mon grand frère part en colonie et je suis triste').situation).toBe('missing-friend');
  });

  it.each([
    ['Olivia goes to summer camp', 'english', 'Olivia', /camp/i, /canoe/i, /miss(?:ed|ing)? home|missing-home/i],
    ['a week at scout camp', 'english', 'Noah', /camp/i, /canoe/i, /miss(?:ed|ing)? home|missing-home/i],
    ['il part en colonie de vacances', 'french', 'Léo', /colo|camp/i, /canoë/i, /maison (?:lui |me )?manqu|manquait/i],
    ['premier camp scout', 'french', 'Inès', /colo|camp/i, /canoë/i, /maison (?:lui |me )?manqu|manquait/i],
  ] as const)('"%s": away at camp with a friend met there, then home', (idea, language, name, camp, canoe, missing) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(spreadRequest(idea, language, seed, name));
      const where = `seed ${seed}`;
      expect(told.plan.plot, where).toBe('do-together');
      const friend = told.plan.cast.find((c) => c.role === 'owner')!;
      const firstTry = told.plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'try'));
      // The friend is met at camp: named first at the first try, never at home before it.
      expect(friend.introducedIn, where).toBe(firstTry);
      const chapters = told.book.chapters.map((c) => c.content);
      expect(chapters.slice(0, firstTry).join(' '), where).not.toContain(friend.name!);
      expect(chapters.filter((c) => camp.test(c)).length, where).toBeGreaterThanOrEqual(Math.ceil(chapters.length / 2));
      const book = chapters.join('\n');
      expect(book, where).toMatch(canoe);
      if (told.plan.chapters.length > 5) expect(book, where).toMatch(missing);
      // Home again at the end, and a long book sleeps its first night at camp.
      expect(told.plan.chapters.at(-1)!.place, where).toBe('home');
      if (told.plan.chapters.length > 10) expect(told.plan.chapters.some((c) => c.place !== 'home' && c.time.slot === 'night'), where).toBe(true);
      expect(book, where).not.toMatch(/Grandma|Mamie|nowhere to be found|Mais où|at last, the camp|the road to/i);
    }
  });
});

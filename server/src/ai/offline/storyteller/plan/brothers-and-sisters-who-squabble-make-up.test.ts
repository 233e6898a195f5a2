// Found reading (session 34): « Inès se dispute tout le temps avec son grand frère » was « Mais où est le temps ? », a
// search for time itself; 'Mia argues with her big brother all the time' left the brother out. Brothers and sisters who
// squabble are a day at home (do-together 'squabble', locales/<lang>/plots/do-together/squabble.yaml): the small
// quarrels, the tries to stop them that fail, the big one, the child making up first, the den built together. The
// brother or sister is the one the parent named, else a stock one; the moral's own lines are about the two of them.
import { describe, expect, it } from 'vitest';
import type { MoralLesson } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const EN = [
  'Mia and her little sister fight all the time', 'my kids argue constantly', 'Leo argues with his big brother',
  'Noah and his twin brother bicker about everything', 'Ella keeps fighting with her big sister', 'the twins squabble over everything',
  'my son and daughter squabble all day long', 'Mia and Zoe always fight', 'ella and her little sister fight all the time',
  'Sam is always arguing with his sister', 'my two boys bicker non stop', 'Ruby and her brother quarrel every morning',
];
const FR = [
  'Inès se dispute tout le temps avec son grand frère', 'mes enfants se disputent sans arrêt', 'Lucas et sa petite sœur se chamaillent tout le temps',
  'Jade se bagarre avec son frère', 'les jumeaux se disputent pour tout', 'ma fille et mon fils se disputent toute la journée',
  'Léo et Chloé se chamaillent sans arrêt', 'mes deux garçons se chamaillent du matin au soir', 'Emma se dispute avec sa grande sœur',
  'Tom et son frère se disputent sans arret', 'mes filles se chamaillent pour un rien', 'Noé se chamaille avec sa cousine',
];

const book = (idea: string, language: 'english' | 'french', seed: number, moralLesson: MoralLesson = 'none') =>
  tellStory({ character: 'playful-cat', theme: 'family', length: seed % 2 ? 'short' : 'long', language, ageGroup: seed % 3 ? '5-8' : '3-5', moralLesson, childName: 'Mia', customPrompt: idea, seed });

describe('brothers and sisters who squabble', () => {
  it.each([...EN.map((i) => ['en', i] as const), ...FR.map((i) => ['fr', i] as const)])('%s "%s" is a squabble at home', (lang, idea) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('together');
    expect(r.together).toBe('squabble');
    expect(r.unused).toEqual([]);
  });

  it.each([['Leo argues with his big brother', 'english', /big brother/], ['Inès se dispute tout le temps avec son grand frère', 'french', /grand frère/]] as const)('"%s": the brother named is on most pages and they build the den', (idea, language, brother) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, book: b } = book(idea, language, seed);
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      const pages = b.chapters.map((c) => c.content);
      expect(pages.filter((p) => brother.test(p)).length, `seed ${seed}`).toBeGreaterThanOrEqual(Math.ceil(pages.length / 2));
      expect(pages.slice(-3).join(' '), `seed ${seed}`).toMatch(language === 'english' ? /den/ : /cabane/);
      expect(pages.join(' '), `seed ${seed}`).not.toMatch(/where is|où est|nowhere to be found|introuvable/i);
    }
  });

  it.each([['my kids argue constantly', 'english', /Alfie|Hattie/], ['mes enfants se disputent sans arrêt', 'french', /Basile|Suzon/]] as const)('"%s": a stock brother or sister when none is named, never Grandma', (idea, language, sibling) => {
    for (let seed = 1; seed <= 4; seed++) {
      const text = book(idea, language, seed).book.chapters.map((c) => c.content).join(' ');
      expect(text, `seed ${seed}`).toMatch(sibling);
      expect(text, `seed ${seed}`).not.toMatch(/Grandma|Mamie/);
    }
  });

  it.each([['empathy', /(?:her sister|Alfie|Hattie) (?:was feeling|felt)|feel horrible too/], ['honesty', /Not me|It was me/], ['sharing', /cushions/]] as const)('the %s lines are about the two of them', (moral, line) => {
    for (let seed = 1; seed <= 3; seed++) {
      const parts = book('Mia and her little sister fight all the time', 'english', seed, moral).book.chapters.flatMap((c) => c.parts).filter((p) => p.kind.startsWith('moral'));
      expect(parts.map((p) => p.text).join(' '), `seed ${seed}`).toMatch(line);
    }
  });

  // « mes filles se chamaillent » had Jade squabble with a brother, Basile.
  it.each([
    ['mes filles se chamaillent tout le temps', 'french', 'Jade', 'f'], ['my two girls keep fighting', 'english', 'Mia', 'f'],
    ['my boys fight all the time', 'english', 'Leo', 'm'], ['mes garçons se disputent sans arrêt', 'french', 'Hugo', 'm'],
  ] as const)('"%s": the stock brother or sister is the one the words say', (idea, language, name, gender) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan } = tellStory({ character: 'little-bear', theme: 'family', length: 'short', language, ageGroup: '5-8', moralLesson: 'empathy', childName: name, customPrompt: idea, seed });
      expect(plan.cast.find((c) => c.role === 'owner')?.gender, `seed ${seed}`).toBe(gender);
    }
  });
});

// Fault found reading a parent's book (issue 10): « Chloé a peur de l'orage la nuit » packed a bag and "se mirent
// en route pour regarder l'orage en face", after "des détours pour ne pas croiser l'orage"; 'Emma is scared of
// thunderstorms' "set off to make friends with the thunderstorms". Nobody walks up to a storm: it is forecast,
// the day is spent getting ready at home and in the garden, and it comes that evening (plan/one-day-shapes.yaml
// storm-fear; the storm-fear tellings of beats/set-off.yaml and beats/journey.yaml).
import { describe, expect, it } from 'vitest';
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const AGES: AgeGroup[] = ['3-5', '5-8', '8-12'];
const LENGTHS: StoryLength[] = ['short', 'medium', 'long'];
const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'clever-princess'] as const)[seed % 3]!, theme: (['family', 'bravery', 'adventure'] as const)[seed % 3]!,
  length: LENGTHS[seed % 3]!, language, ageGroup: AGES[(seed + Math.floor(seed / 3)) % 3]!,
  moralLesson: (['perseverance', 'sharing', 'none'] as const)[seed % 3]!, childName, customPrompt, seed,
});
type Told = ReturnType<typeof tellStory>;
const partsOf = (told: Told, kinds: string[]): string =>
  told.book.chapters.flatMap((c) => c.parts).filter((p) => kinds.includes(p.kind)).map((p) => p.text).join(' ');

// Leaving on a quest: set off, a road, a bag for the way, not coming back until done, detours around the storm.
const QUEST = {
  english: /set(?:s)? (?:off|out)|adventure|not coming back|\bmap\b|flask|walking fast|all the way there|off they (?:went|marched)|detour|being near it/i,
  french: /\bpartir\b|partis|partirent|en route|prirent la route|se mirent en (?:route|chemin)|aventure|gourde|tout le long du chemin|détour|y aller/i,
};

const STORMS: [string, 'english' | 'french', string][] = [
  ['Emma is scared of thunderstorms', 'english', 'Emma'], ['he is afraid of thunder', 'english', 'Leo'], ['my son is frightened of lightning', 'english', ''],
  ["Chloé a peur de l'orage la nuit", 'french', 'Chloé'], ["Jules a peur de l'orage", 'french', 'Jules'], ['elle a peur du tonnerre', 'french', 'Lina'],
];

describe('a fear of storms is met at home, when the storm comes', () => {
  it.each(STORMS)('"%s": nobody sets off, in the book, its leaving or its description', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      expect(told.plan.plot, `seed ${seed}`).toBe('face-fear');
      expect(told.book.description, `seed ${seed}`).not.toMatch(QUEST[language]);
      expect(partsOf(told, ['problem', 'set-off', 'journey', 'try']), `seed ${seed}`).not.toMatch(QUEST[language]);
    }
  });

  it.each(STORMS)('"%s": told in one day, the storm in its sky before bedtime', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan } = tellStory(request(idea, language, name, seed));
      expect(plan.chapters.every((c) => c.time.day === 0), `seed ${seed}: a night in the middle`).toBe(true);
      expect(plan.chapters.some((c) => c.weather === 'storm'), `seed ${seed}`).toBe(true);
    }
  });
});
